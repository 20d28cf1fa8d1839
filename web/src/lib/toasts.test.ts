import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { SAME_NEWS_MS, showErrorToast, showRealtimeToast, showSuccessToast } from './toasts';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
const shown = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.title);

// Each test starts well after the last one's toasts, as if minutes had passed.
let clock = Date.UTC(2027, 0, 1);
beforeEach(() => {
  clock += 10 * SAME_NEWS_MS;
  vi.useFakeTimers({ now: clock });
  vi.mocked(notifications.show).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it("leave out the real-time notification of what the screen has just toasted, in either order", () => {
    showErrorToast('Payment Failed', 'Your card was declined.');
    showRealtimeToast('Payment failed', 'Your card was declined.', true);
    vi.advanceTimersByTime(10 * SAME_NEWS_MS);
    showRealtimeToast('Enrollment Successful', 'Buddy is enrolled in Puppy Basics.', false);
    showSuccessToast('Enrollment Successful', 'Buddy is now enrolled in Puppy Basics.');
    expect(shown()).toEqual(['Payment Failed', 'Enrollment Successful']);
  });

  it('show the same title again once a few seconds have passed, or from the same source', () => {
    showErrorToast('Error', 'Failed to delete notification: 404: Not found');
    showErrorToast('Error', 'Failed to delete notification: 404: Not found');
    vi.advanceTimersByTime(SAME_NEWS_MS);
    showRealtimeToast('Error', 'Something else went wrong.', true);
    showRealtimeToast('Booking cancelled', 'Your boarding stay was cancelled.', false);
    showRealtimeToast('Refund issued', 'We refunded $89.00.', false);
    expect(shown()).toEqual(['Error', 'Error', 'Error', 'Booking cancelled', 'Refund issued']);
  });
});
