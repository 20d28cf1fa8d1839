import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAGE_LOAD_MARK } from '@common/after-page-load-mark';
import { afterPageLoad, waitForFirstPage } from './after-page-load';

describe('afterPageLoad', () => {
  // Other files' pages (the nav bar) may have marked already in this worker.
  beforeEach(() => performance.clearMarks());

  it('marks, once, the moment the code that waited for the page may start (the page bench reads it)', async () => {
    expect(performance.getEntriesByName(AFTER_PAGE_LOAD_MARK)).toHaveLength(0);
    await afterPageLoad();
    expect(performance.getEntriesByName(AFTER_PAGE_LOAD_MARK)).toHaveLength(1);
    await afterPageLoad();
    expect(performance.getEntriesByName(AFTER_PAGE_LOAD_MARK)).toHaveLength(1);
  });
});

describe('afterPageLoad and the first page', () => {
  afterEach(() => waitForFirstPage(Promise.resolve()));

  it('waits for the first page drawn with its data, as the app start reports it', async () => {
    let drawn!: () => void;
    waitForFirstPage(new Promise<void>((resolve) => (drawn = resolve)));
    let done = false;
    void afterPageLoad().then(() => (done = true));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    drawn();
    await vi.waitFor(() => expect(done).toBe(true));
  });
});
