import { beforeEach, describe, expect, it } from 'vitest';
import { AFTER_PAGE_LOAD_MARK } from '@common/after-page-load-mark';
import { afterPageLoad } from './after-page-load';

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
