import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@common/notification-schemas';
import { mockApi, requestsTo, serverReplies, type MockRoutes } from '../../test/mock-api';
import { renderWithApp } from '../../test/render-with-app';
import { sampleNotification } from '../../test/sample-notification';
import { NotificationsBell } from './notifications-bell';

/** A tiny notifications server: the list and the count follow what the calls change. */
function notificationsServer(initial: Notification[], overrides: MockRoutes = {}) {
  let stored = [...initial];
  const idOf = (path: string) => Number(path.split('/')[3]);
  return mockApi({
    'GET /api/notifications': () => ({ body: stored }),
    'GET /api/notifications/unread-count': () => ({ body: { count: stored.filter((item) => !item.isRead).length } }),
    'PUT /api/notifications/read-all': () => {
      const updated = stored.filter((item) => !item.isRead).length;
      stored = stored.map((item) => ({ ...item, isRead: true }));
      return { body: { updated } };
    },
    ...overrides,
    ...Object.fromEntries(
      stored.map((item) => [
        `PUT /api/notifications/${item.id}/read`,
        overrides[`PUT /api/notifications/${item.id}/read`] ??
          (({ path }) => {
            stored = stored.map((one) => (one.id === idOf(path) ? { ...one, isRead: true } : one));
            return { body: stored.find((one) => one.id === idOf(path)) };
          }),
      ]),
    ),
    ...Object.fromEntries(
      stored.map((item) => [
        `DELETE /api/notifications/${item.id}`,
        overrides[`DELETE /api/notifications/${item.id}`] ??
          (({ path }) => {
            stored = stored.filter((one) => one.id !== idOf(path));
            return { status: 204 };
          }),
      ]),
    ),
  });
}

const walk = sampleNotification({
  id: 1,
  title: 'Booking confirmed',
  message: 'Boarding for Rex is confirmed.',
  data: { url: '/bookings' },
});
const progress = sampleNotification({
  id: 2,
  title: 'Skill progress',
  message: 'Rex reached step 3 of Sit.',
  isRead: true,
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
});

async function openBell(name: string | RegExp = /^Notifications/) {
  const user = userEvent.setup();
  renderWithApp(<NotificationsBell />);
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

const item = (title: string) => screen.getByRole('listitem', { name: title });

describe('notifications bell', () => {
  it('shows a red dot and tells screen readers the unread count', async () => {
    notificationsServer([walk, sampleNotification({ id: 3 }), sampleNotification({ id: 4 }), progress]);
    const { container } = renderWithApp(<NotificationsBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('data-unread', 'true');
    expect(container.querySelector('.mantine-Indicator-indicator')).toBeInTheDocument();
  });

  it('has no dot and no count when everything is read', async () => {
    const api = notificationsServer([progress]);
    const { container } = renderWithApp(<NotificationsBell />);

    await waitFor(() => expect(requestsTo(api, 'GET /api/notifications/unread-count')).toHaveLength(1));
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell).not.toHaveAttribute('data-unread');
    expect(container.querySelector('.mantine-Indicator-indicator')).not.toBeInTheDocument();
  });

  it('lists title, message and relative date in a 300px scroll area; Clear only while unread exist', async () => {
    notificationsServer([walk, progress]);
    await openBell('Notifications, 1 unread');

    const first = await screen.findByRole('listitem', { name: 'Booking confirmed' });
    expect(within(first).getByText('Boarding for Rex is confirmed.')).toBeInTheDocument();
    expect(within(first).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(item('Skill progress')).getByText('3 hours ago')).toBeInTheDocument();
    // Read items offer delete only.
    expect(within(item('Skill progress')).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    // Mantine writes h={300} as calc(18.75rem * var(--mantine-scale)): 300px at the 16px root size.
    expect(first.closest('.mantine-ScrollArea-root')?.getAttribute('style')).toContain('height: calc(18.75rem');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  });

  it("says 'No notifications' when there are none, without Clear", async () => {
    notificationsServer([]);
    await openBell('Notifications');

    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded, and the list once it can', async () => {
    let failing = true;
    notificationsServer([walk], {
      'GET /api/notifications': () => (failing ? { status: 500, body: { message: 'The server had a problem.' } } : { body: [walk] }),
    });
    const user = await openBell('Notifications, 1 unread');

    expect(await screen.findByText('Could not load notifications')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('listitem', { name: 'Booking confirmed' })).toBeInTheDocument();
  });

  it('marks one notification as read', async () => {
    const api = notificationsServer([walk, progress]);
    const user = await openBell('Notifications, 1 unread');

    await user.click(
      within(await screen.findByRole('listitem', { name: 'Booking confirmed' })).getByRole('button', { name: 'Mark as read' }),
    );

    expect(await screen.findByRole('button', { name: 'Notifications' })).not.toHaveAttribute('data-unread');
    expect(requestsTo(api, 'PUT /api/notifications/1/read')).toHaveLength(1);
    await waitFor(() => expect(within(item('Booking confirmed')).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument());
  });

  it('deletes a notification', async () => {
    const api = notificationsServer([walk, progress]);
    const user = await openBell('Notifications, 1 unread');

    await user.click(
      within(await screen.findByRole('listitem', { name: 'Skill progress' })).getByRole('button', { name: 'Delete notification' }),
    );

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Skill progress' })).not.toBeInTheDocument());
    expect(requestsTo(api, 'DELETE /api/notifications/2')).toHaveLength(1);
    expect(item('Booking confirmed')).toBeInTheDocument();
  });

  it('Clear marks all as read and then disappears', async () => {
    const api = notificationsServer([walk, sampleNotification({ id: 3, title: 'Payment received' })]);
    const user = await openBell('Notifications, 2 unread');

    await user.click(await screen.findByRole('button', { name: 'Clear' }));

    expect(await screen.findByRole('button', { name: 'Notifications' })).not.toHaveAttribute('data-unread');
    expect(requestsTo(api, 'PUT /api/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument());
  });

  it('opens the page a notification is about and marks it read', async () => {
    const api = notificationsServer([walk]);
    const user = userEvent.setup();
    const { router } = renderWithApp(<NotificationsBell />, { path: '/', pattern: '/' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    await user.click(await screen.findByRole('button', { name: /^Open: Booking confirmed/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(api, 'PUT /api/notifications/1/read')).toHaveLength(1));
  });

  it('never follows a link that leaves the app', async () => {
    notificationsServer([sampleNotification({ id: 5, title: 'Phish', data: { url: 'https://evil.example/login' } })]);
    await openBell('Notifications, 1 unread');

    await screen.findByRole('listitem', { name: 'Phish' });
    expect(screen.queryByRole('button', { name: /^Open: Phish/ })).not.toBeInTheDocument();
  });

  it.each([
    ['Mark as read', 'PUT /api/notifications/1/read', 'Failed to mark notification as read'],
    ['Delete notification', 'DELETE /api/notifications/1', 'Failed to delete notification'],
    ['Clear', 'PUT /api/notifications/read-all', 'Failed to mark all notifications as read'],
  ])("'%s' failing shows the 'Error' toast", async (button, route, text) => {
    notificationsServer([walk], { [route]: serverReplies.serverError() });
    const user = await openBell('Notifications, 1 unread');
    await screen.findByRole('listitem', { name: 'Booking confirmed' });

    await user.click(screen.getByRole('button', { name: button }));

    expect(await screen.findByText(`${text}: Something went wrong on our side. Please try again.`)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // Nothing changed: the dot stays.
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
