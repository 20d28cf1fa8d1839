import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { SAME_NEWS_MS, showErrorToast, showRealtimeToast, showSuccessToast } from './toast-news';

// Spies, not vi.mock: the web suite shares modules between files (isolate: false in
// vitest.config.ts), so a module mock would miss a toasts module another file loaded first.
let nextId = 0;
const show = vi.spyOn(notifications, 'show').mockImplementation(() => `toast-${++nextId}`);
const hide = vi.spyOn(notifications, 'hide').mockImplementation((id) => id);
const shown = () => show.mock.calls.map(([toast]) => toast.title);
const hidden = () => hide.mock.calls.map(([id]) => id);

// Each test starts well after the last one's toasts, as if minutes had passed.
let clock = Date.UTC(2027, 0, 1);
beforeEach(() => {
  clock += 10 * SAME_NEWS_MS;
  vi.useFakeTimers({ now: clock });
  show.mockClear();
  hide.mockClear();
});
afterEach(() => vi.useRealTimers());
// Other files in this worker show real toasts.
afterAll(() => {
  show.mockRestore();
  hide.mockRestore();
});

describe('toasts', () => {
  it('leave out the real-time notification of what the screen has just toasted', () => {
    showErrorToast('Payment Failed', 'Your card was declined.');
    showRealtimeToast('Payment failed', 'Your card was declined.', true);
    expect(shown()).toEqual(['Payment Failed']);
    expect(hidden()).toEqual([]);
  });

  it("keep the screen's words when the real-time notification came first: that one is taken down", () => {
    showRealtimeToast('Enrollment Successful', 'Buddy is enrolled in Puppy Basics.', false);
    showSuccessToast('Enrollment Successful', 'Buddy is now enrolled in Puppy Basics.');
    expect(shown()).toEqual(['Enrollment Successful', 'Enrollment Successful']);
    expect(hidden()).toEqual([`toast-${nextId - 1}`]);
  });

  it("leave out the real-time echo of the screen's news in other words ('Boarding Stay Created')", () => {
    showSuccessToast('Boarding stay booked', 'Rex is booked from Mar 5 to Mar 9.');
    showRealtimeToast('Boarding Stay Created', 'Your boarding stay for Rex is booked.', false);
    expect(shown()).toEqual(['Boarding stay booked']);
  });

  it("take down a real-time echo that came before the screen's toast, and keep other news", () => {
    showRealtimeToast('Boarding Stay Created', 'Your boarding stay for Rex is booked.', false);
    showRealtimeToast('Payment received', 'We received $89.00.', false);
    showSuccessToast('Boarding stay booked', 'Rex is booked from Mar 5 to Mar 9.');
    expect(hidden()).toEqual([`toast-${nextId - 2}`]);
    // A notification just after the welcome toast is news of its own.
    showSuccessToast('Welcome!', 'Your account has been created successfully.');
    showRealtimeToast('Walk reminder', 'Rex has a walk booked for 5 PM.', false);
    expect(shown()).toContain('Walk reminder');
  });

  it('show the same title again once a few seconds have passed, or from the same source', () => {
    showErrorToast('Error', 'Failed to delete notification: Not found');
    showErrorToast('Error', 'Failed to delete notification: Not found');
    vi.advanceTimersByTime(SAME_NEWS_MS);
    showRealtimeToast('Error', 'Something else went wrong.', true);
    showRealtimeToast('Booking cancelled', 'Your boarding stay was cancelled.', false);
    showRealtimeToast('Refund issued', 'We refunded $89.00.', false);
    expect(hidden()).toEqual([]);
    vi.advanceTimersByTime(SAME_NEWS_MS);
    showSuccessToast('Refund issued', 'Your refund is on its way.');
    expect(shown()).toEqual(['Error', 'Error', 'Error', 'Booking cancelled', 'Refund issued', 'Refund issued']);
    expect(hidden()).toEqual([]);
  });
});
