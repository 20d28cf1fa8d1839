import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { firstPageDrawn, PAGE_WAIT_MS } from './first-page-drawn';

/** A promise and its resolve, for an answer or a moment the test decides. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/** Whether `promise` has settled once the tasks queued now have run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('firstPageDrawn', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the page on the screen, then for its answers, and for the part an answer drew asking for more', async () => {
    const queryClient = new QueryClient();
    const onScreen = gate();
    const pets = gate<string[]>();
    const photos = gate<string[]>();
    const petsAnswered = queryClient.fetchQuery({ queryKey: ['pets'], queryFn: () => pets.promise });
    const drawn = firstPageDrawn(queryClient, onScreen.promise);

    onScreen.open();
    expect(await settled(drawn)).toBe(false);
    // The answer is drawn, and what it drew asks for more before the browser idles.
    pets.open(['Rex']);
    await petsAnswered;
    void queryClient.fetchQuery({ queryKey: ['photos'], queryFn: () => photos.promise });
    expect(await settled(drawn)).toBe(false);
    photos.open([]);
    expect(await settled(drawn)).toBe(true);
  });

  it('resolves once the page is on the screen when no answer is on its way', async () => {
    const queryClient = new QueryClient();
    const onScreen = gate();
    const drawn = firstPageDrawn(queryClient, onScreen.promise);
    expect(await settled(drawn)).toBe(false);
    onScreen.open();
    expect(await settled(drawn)).toBe(true);
  });

  it('stops waiting for an answer that does not come after PAGE_WAIT_MS', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => {}) });
    let done = false;
    void firstPageDrawn(queryClient, Promise.resolve()).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PAGE_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
