import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeWebSocket, pageSocket } from '../../test/fake-web-socket';
import { mockApi, signedInLayoutReplies } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { emptyDashboard } from '../../test/sample-dashboard';
import { fromDana } from '../../test/sample-message';
import { ownerUser } from '../../test/users';
import { PHONE, setViewport } from '../../test/viewport';

function dashboardWithUnread(count: () => number) {
  return mockApi({
    ...signedInLayoutReplies,
    'GET /api/messages/unread-count': () => ({ body: { count: count() } }),
    'GET /api/user': { body: ownerUser },
    'GET /api/dashboard': { body: emptyDashboard },
  });
}

describe('the Messages entry of the nav bar', () => {
  it('shows the unread count beside the bell, with an accessible name, leading to /messages', async () => {
    dashboardWithUnread(() => 3);
    renderApp('/dashboard');
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link.parentElement).toHaveTextContent('3');
  });

  it('shows the count on a phone without opening the menu, and in the menu too', async () => {
    setViewport(PHONE);
    const user = userEvent.setup();
    dashboardWithUnread(() => 12);
    renderApp('/dashboard');

    expect(await screen.findByRole('link', { name: 'Messages, 12 unread' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Messages 12 unread' })).toHaveAttribute('href', '/messages');
  });

  it('says just "Messages" with nothing unread, and follows new messages live', async () => {
    let unread = 0;
    dashboardWithUnread(() => unread);
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Messages' });

    await pageSocket();

    act(() => FakeWebSocket.latest!.serverOpens());
    unread = 1;
    act(() => FakeWebSocket.latest!.serverSends({ type: 'message', payload: fromDana({ id: 21 }) }));

    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument());
  });
});
