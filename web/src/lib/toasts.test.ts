import { afterAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { showErrorToast, showInfoToast, showRealtimeToast, showSuccessToast } from './toasts';

// Spies, not vi.mock: the web suite shares modules between files (isolate: false in vitest.config.ts).
const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'toast');
afterAll(() => show.mockRestore());

describe("the screens' toasts", () => {
  it('reach the store once their module has loaded, in the order they were asked for, each in its colour', async () => {
    showSuccessToast('Pet saved', 'Rex is saved.');
    showInfoToast('Offline', 'Changes are sent when you are back.');
    showErrorToast('Upload failed', 'The photo is larger than 5 MB.');
    showRealtimeToast('Payment failed', 'Your card was declined.', true);
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(4));
    expect(show.mock.calls.map(([toast]) => [toast.title, toast.color])).toEqual([
      ['Pet saved', 'teal'],
      ['Offline', 'blue'],
      ['Upload failed', 'red'],
      ['Payment failed', 'red'],
    ]);
  });
});
