import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecentActivityItem } from '@common/dashboard-schemas';
import { FakeWebSocket, pageSocket } from '../../../test/fake-web-socket';
import { mockApi, requestsTo, serverReplies, signedInLayoutReplies } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { emptyDashboard } from '../../../test/sample-dashboard';
import { sampleNotification } from '../../../test/sample-notification';
import { ownerUser, trainerUser } from '../../../test/users';

describe('dashboard', () => {
  it('greets the user by first name', async () => {
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: ownerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane!' })).toBeInTheDocument();
  });

  it('says "Welcome" rather than "Welcome back" on the day the account was made', async () => {
    mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': { body: { ...ownerUser, createdAt: new Date(Date.now() - 60_000).toISOString() } },
      'GET /api/dashboard': { body: emptyDashboard },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane!' })).toBeInTheDocument();
  });

  it("leads a trainer to their own tools first, and an owner to their pets'", async () => {
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: trainerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const { unmount } = renderApp('/dashboard');
    const trainerActions = await screen.findAllByRole('link', { name: /Trainer Dashboard|Build a program|Add a pet/ });
    expect(trainerActions.map((link) => link.getAttribute('href'))).toEqual(['/pets', '/trainer-skills', '/curriculum-builder', '/pets']);
    unmount();
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: ownerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    renderApp('/dashboard');
    expect(await screen.findAllByRole('link', { name: /Add a pet/ })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Trainer Dashboard/ })).not.toBeInTheDocument();
  });

  it('greets by username when there is no first name', async () => {
    mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': { body: { ...ownerUser, firstName: null } },
      'GET /api/dashboard': { body: emptyDashboard },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, janedoe!' })).toBeInTheDocument();
  });

  it('shows the figures and recent activity from the API', async () => {
    const sessionStart = new Date(2031, 2, 5, 10, 0).toISOString();
    mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': { body: ownerUser },
      'GET /api/dashboard': {
        body: {
          totalPets: 3,
          activeBookings: 2,
          trainingProgress: 45,
          nextSession: { bookingId: 9, startDate: sessionStart, petName: 'Biscuit' },
          recentActivity: [
            {
              id: 4,
              type: 'success',
              title: 'Booking confirmed',
              message: 'Your boarding stay for Biscuit is confirmed.',
              isRead: false,
              createdAt: new Date().toISOString(),
            },
          ],
        },
      },
    });
    renderApp('/dashboard');

    expect(within(await screen.findByRole('group', { name: 'Total Pets' })).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Active Bookings' })).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Training Progress' })).getByText('45%')).toBeInTheDocument();
    const next = screen.getByRole('group', { name: 'Next Session' });
    expect(within(next).getByText('March 5, 2031')).toBeInTheDocument();
    expect(within(next).getByText('10:00 AM with Biscuit')).toBeInTheDocument();
    expect(screen.getByText('Booking confirmed')).toBeInTheDocument();
    expect(screen.getByText('Your boarding stay for Biscuit is confirmed.')).toBeInTheDocument();
    expect(screen.getByText('just now')).toBeInTheDocument();
  });

  it('shows zeros, None and the empty activity state for a new account', async () => {
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: ownerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    renderApp('/dashboard');

    expect(within(await screen.findByRole('group', { name: 'Total Pets' })).getByText('0')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Training Progress' })).getByText('0%')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Next Session' })).getByText('None')).toBeInTheDocument();
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first pet' })).toHaveAttribute('href', '/pets');
  });

  it('shows an error state with a retry when the dashboard fails to load', async () => {
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: ownerUser }, 'GET /api/dashboard': serverReplies.serverError() });
    renderApp('/dashboard');

    expect(await screen.findByText("We couldn't load your dashboard")).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Test Notification creates an info notification for the user, and Recent Activity shows it live', async () => {
    const recent: RecentActivityItem[] = [];
    const created = sampleNotification({ id: 31, title: 'Test Notification', message: 'This is a test notification from your dashboard.' });
    const api = mockApi({
      ...signedInLayoutReplies,
      'GET /api/notifications/unread-count': () => ({ body: { count: recent.filter((item) => !item.isRead).length } }),
      'GET /api/user': { body: ownerUser },
      'GET /api/dashboard': () => ({ body: { ...emptyDashboard, recentActivity: recent } }),
      'POST /api/notifications': () => {
        recent.unshift({
          id: created.id,
          type: 'info',
          title: created.title,
          message: created.message,
          isRead: false,
          createdAt: created.createdAt,
        });
        return { status: 201, body: created };
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByText('No recent activity');
    await pageSocket();
    act(() => FakeWebSocket.latest!.serverOpens());

    await user.click(screen.getByRole('button', { name: 'Test Notification' }));

    expect(requestsTo(api, 'POST /api/notifications').map((call) => call.body)).toEqual([
      {
        userId: ownerUser.id,
        title: 'Test Notification',
        message: 'This is a test notification from your dashboard.',
        type: 'info',
        data: null,
        isRead: false,
      },
    ]);
    const recentActivity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(await within(recentActivity).findByText('This is a test notification from your dashboard.')).toBeInTheDocument();

    // Another tab or the server adds one: it arrives through the socket, no reload.
    recent.unshift({
      id: 32,
      type: 'success',
      title: 'Payment received',
      message: 'Thanks!',
      isRead: false,
      createdAt: new Date().toISOString(),
    });
    act(() =>
      FakeWebSocket.latest!.serverSends({
        type: 'notification',
        payload: sampleNotification({ id: 32, title: 'Payment received', message: 'Thanks!' }),
      }),
    );
    expect(await within(recentActivity).findByText('Payment received')).toBeInTheDocument();
    // The toast host loads with the first toast (a lazy chunk), so the toast shows a moment later.
    expect(await screen.findByText('Payment received', { selector: '.mantine-Notification-title' })).toBeInTheDocument();
  });
});
