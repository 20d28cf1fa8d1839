import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyAfterPageLoad } from './lazy-after-page-load';

// The page never finishes loading in these tests: only an intent can fetch the chunk. Passed in,
// not mocked: test files share their worker's modules, so a module mock may come too late.
const neverLoaded = () => new Promise<void>(() => {});

const calendarChunk = () => Promise.resolve({ default: () => <p>The calendar</p> });

describe('lazyAfterPageLoad', () => {
  it('does not fetch a rendered component before the page has loaded', async () => {
    const load = vi.fn(calendarChunk);
    const Calendar = lazyAfterPageLoad(load, neverLoaded);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Calendar />
      </Suspense>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
  });

  it('fetches at once on an intent, and only once', async () => {
    const load = vi.fn(calendarChunk);
    const Calendar = lazyAfterPageLoad(load, neverLoaded);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Calendar />
      </Suspense>,
    );
    void Calendar.preload();
    expect(await screen.findByText('The calendar')).toBeInTheDocument();
    void Calendar.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
