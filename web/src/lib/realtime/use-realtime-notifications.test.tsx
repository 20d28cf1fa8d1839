import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../api-client';
import { dashboardQueryKey } from '../dashboard-query';
import { useUnreadCount } from '../notification-query';
import { FakeWebSocket, pageSocket } from '../../test/fake-web-socket';
import { mockApi, requestsTo, serverReplies } from '../../test/mock-api';
import { renderWithApp } from '../../test/render-with-app';
import { sampleNotification } from '../../test/sample-notification';
import { ownerUser } from '../../test/users';
import { useRealtimeNotifications } from './use-realtime-notifications';

/** A signed-in screen in miniature: the live channel, the red dot's count and the dashboard. */
function LiveScreen({ userId }: { userId?: number }) {
  useRealtimeNotifications(userId);
  const unread = useUnreadCount();
  const dashboard = useQuery({ queryKey: dashboardQueryKey, queryFn: () => api.get<{ recent: number }>('/api/dashboard') });
  return (
    <p>
      {unread} unread, {dashboard.data?.recent ?? 0} recent
    </p>
  );
}

function liveServer() {
  let unread = 0;
  const api = mockApi({
    'GET /api/notifications/unread-count': () => ({ body: { count: unread } }),
    'GET /api/dashboard': () => ({ body: { recent: unread } }),
    'GET /api/user': serverReplies.signedOut(),
  });
  return { api, arrive: () => (unread += 1) };
}

const toast = (title: string) => screen.findByText(title, { selector: '.mantine-Notification-title' });

describe('useRealtimeNotifications', () => {
  it('opens no socket without a signed-in user', async () => {
    liveServer();
    renderWithApp(<LiveScreen />);
    expect(await screen.findByText('0 unread, 0 recent')).toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('toasts each notification and refreshes the dot and Recent Activity live', async () => {
    const { api, arrive } = liveServer();
    renderWithApp(<LiveScreen userId={ownerUser.id} />);
    await screen.findByText('0 unread, 0 recent');
    const socket = await pageSocket();
    act(() => socket.serverOpens());

    arrive();
    act(() =>
      socket.serverSends({
        type: 'notification',
        payload: sampleNotification({ title: 'Booking confirmed', message: 'Boarding for Rex is confirmed.' }),
      }),
    );

    const title = await toast('Booking confirmed');
    expect(screen.getByText('Boarding for Rex is confirmed.')).toBeInTheDocument();
    // Default look: Mantine's primary colour, not red.
    expect(title.closest('.mantine-Notification-root')?.getAttribute('style') ?? '').not.toContain('red');
    expect(await screen.findByText('1 unread, 1 recent')).toBeInTheDocument();
    expect(requestsTo(api, 'GET /api/notifications/unread-count').length).toBeGreaterThanOrEqual(2);
  });

  it('a notification arriving while the dashboard first loads still reaches Recent Activity', async () => {
    // The dashboard's first answer is held: it was read before the notification was stored.
    let unread = 0;
    let releaseFirst = () => {};
    let dashboardCalls = 0;
    mockApi({
      'GET /api/notifications/unread-count': () => ({ body: { count: unread } }),
      'GET /api/dashboard': () => {
        dashboardCalls += 1;
        if (dashboardCalls > 1) return { body: { recent: unread } };
        const readBefore = unread;
        return new Promise((resolve) => (releaseFirst = () => resolve({ body: { recent: readBefore } })));
      },
      'GET /api/user': serverReplies.signedOut(),
    });
    renderWithApp(<LiveScreen userId={ownerUser.id} />);
    await waitFor(() => expect(dashboardCalls).toBe(1));
    await pageSocket();
    act(() => FakeWebSocket.latest!.serverOpens());

    unread += 1;
    act(() => FakeWebSocket.latest!.serverSends({ type: 'notification', payload: sampleNotification({ title: 'Walk reminder' }) }));
    await toast('Walk reminder');
    act(() => releaseFirst());

    expect(await screen.findByText('1 unread, 1 recent')).toBeInTheDocument();
  });

  it('shows an error notification as a red (destructive) toast', async () => {
    liveServer();
    renderWithApp(<LiveScreen userId={ownerUser.id} />);
    await screen.findByText('0 unread, 0 recent');
    await pageSocket();
    act(() => FakeWebSocket.latest!.serverOpens());

    act(() =>
      FakeWebSocket.latest!.serverSends({
        type: 'notification',
        payload: sampleNotification({ type: 'error', title: 'Payment failed', message: 'Your card was declined.' }),
      }),
    );

    const title = await toast('Payment failed');
    expect(title.closest('.mantine-Notification-root')?.getAttribute('style')).toContain('--notification-color: var(--mantine-color-red');
  });

  it('catches up on every reopen: what arrived while disconnected shows without a message', async () => {
    const { api, arrive } = liveServer();
    renderWithApp(<LiveScreen userId={ownerUser.id} />);
    await screen.findByText('0 unread, 0 recent');
    await pageSocket();
    act(() => FakeWebSocket.latest!.serverOpens());
    await waitFor(() => expect(requestsTo(api, 'GET /api/notifications/unread-count')).toHaveLength(2));

    // The server restarts; a notification is created meanwhile; the socket comes back after 1-2 s.
    act(() => FakeWebSocket.latest!.serverCloses(1006, { withError: true }));
    arrive();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 3000 });
    await pageSocket();
    act(() => FakeWebSocket.latest!.serverOpens());

    expect(await screen.findByText('1 unread, 1 recent')).toBeInTheDocument();
  });

  it('asks who is signed in when the server ends the session, and stays closed for a signed-out visitor', async () => {
    const { api } = liveServer();
    renderWithApp(<LiveScreen userId={ownerUser.id} />);
    await screen.findByText('0 unread, 0 recent');
    await pageSocket();
    act(() => FakeWebSocket.latest!.serverOpens());

    // A fake clock instead of a real wait: moving it past the longest reconnect delay (30 s)
    // fires any reconnect timer the close or the signed-out answer could have scheduled.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => FakeWebSocket.latest!.serverCloses(4401));
      await vi.waitFor(() => expect(requestsTo(api, 'GET /api/user')).toHaveLength(1));
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(FakeWebSocket.instances).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the socket when the user signs out (unmount)', async () => {
    liveServer();
    const view = renderWithApp(<LiveScreen userId={ownerUser.id} />);
    await screen.findByText('0 unread, 0 recent');
    await pageSocket();
    act(() => FakeWebSocket.latest!.serverOpens());

    view.unmount();

    expect(FakeWebSocket.latest!.closedByApp).toEqual([1000]);
  });
});
