import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo, serverReplies, signedInLayoutReplies } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { FakeWebSocket } from '../test/fake-web-socket';
import { emptyDashboard } from '../test/sample-dashboard';
import { sampleNotification } from '../test/sample-notification';
import { adminUser, applicantUser, ownerUser, staffUser, trainerUser } from '../test/users';
import { PHONE, setViewport } from '../test/viewport';

describe('protected layout', () => {
  it('sends a signed-out visitor (401) to /auth', async () => {
    mockApi({ 'GET /api/user': serverReplies.signedOut() });
    const { router } = renderApp('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the loading view with the product title while the session loads', async () => {
    mockApi({ 'GET /api/user': () => new Promise(() => {}) });
    renderApp('/dashboard');

    expect(await screen.findByText('PawsConnect')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading your account' })).toBeInTheDocument();
  });

  it('shows the navigation bar without Trainer Tools to a pet owner', async () => {
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: ownerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    renderApp('/dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My Pets' })).toHaveAttribute('href', '/pets');
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
    expect(within(nav).getByRole('button', { name: 'Training' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Trainer Tools' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^User menu/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).not.toBeInTheDocument();
  });

  it('gives a trainer the Trainer Tools menu', async () => {
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: trainerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Trainer Tools' }));
    expect(await screen.findByRole('menuitem', { name: 'Curriculum Builder' })).toHaveAttribute('href', '/curriculum-builder');
    expect(screen.getByRole('menuitem', { name: 'Trainer Dashboard' })).toHaveAttribute('href', '/trainer-skills');
    expect(screen.getByRole('menuitem', { name: 'Clients' })).toHaveAttribute('href', '/trainer/clients');
    expect(screen.getByRole('menuitem', { name: 'Analytics' })).toHaveAttribute('href', '/trainer/analytics');
    expect(screen.getByRole('menuitem', { name: 'My Schedule' })).toHaveAttribute('href', '/trainer/schedule');
  });

  it('gives an administrator the Admin menu (Today, Team, Settings, Audit, Reports) and staff Today and Team; owners none', async () => {
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: adminUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const user = userEvent.setup();
    const { unmount } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Today' })).toHaveAttribute('href', '/admin/today');
    expect(screen.getByRole('menuitem', { name: 'Team' })).toHaveAttribute('href', '/admin/team');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    expect(screen.getByRole('menuitem', { name: 'Audit' })).toHaveAttribute('href', '/admin/audit');
    expect(screen.getByRole('menuitem', { name: 'Reports' })).toHaveAttribute('href', '/admin/reports');
    unmount();

    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: staffUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const staff = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Today' })).toHaveAttribute('href', '/admin/today');
    expect(screen.getByRole('menuitem', { name: 'Vaccinations' })).toHaveAttribute('href', '/admin/vaccinations');
    expect(screen.getByRole('menuitem', { name: 'Team' })).toHaveAttribute('href', '/admin/team');
    expect(screen.getByRole('menuitem', { name: 'Trainer hours' })).toHaveAttribute('href', '/admin/trainer-hours');
    expect(screen.queryByRole('menuitem', { name: 'Audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reports' })).not.toBeInTheDocument();
    staff.unmount();

    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: ownerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    renderApp('/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows a pending trainer applicant the application entry instead of Trainer Tools', async () => {
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: applicantUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const user = userEvent.setup();
    renderApp('/dashboard');

    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trainer Tools' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trainer Application' }));
    expect(await screen.findByRole('menuitem', { name: 'Trainer application pending' })).toHaveAttribute('href', '/trainer-application');
  });

  it('collapses into one grouped menu on a phone, Trainer Tools only for trainers', async () => {
    setViewport(PHONE);
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: ownerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const menu = await screen.findByRole('menu');
    const groups = [...menu.querySelectorAll('.mantine-Menu-label')].map((label) => label.textContent);
    expect(groups).toEqual(['Main', 'Services', 'Training', 'Actions']);
    for (const item of [
      'Dashboard',
      'My Pets',
      'Bookings',
      'Training',
      'Training Programs',
      'Skills Menu',
      'Cart',
      'Notifications',
      'Settings',
      'Logout',
    ]) {
      expect(within(menu).getByRole('menuitem', { name: item })).toBeInTheDocument();
    }
    expect(within(menu).queryByRole('menuitem', { name: 'Curriculum Builder' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Clients' })).not.toBeInTheDocument();
  });

  it("adds the Admin group to an administrator's phone menu", async () => {
    setViewport(PHONE);
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: adminUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const menu = await screen.findByRole('menu');
    const groups = [...menu.querySelectorAll('.mantine-Menu-label')].map((label) => label.textContent);
    expect(groups).toEqual(['Main', 'Services', 'Training', 'Admin', 'Actions']);
    expect(within(menu).getByRole('menuitem', { name: 'Audit' })).toHaveAttribute('href', '/admin/audit');
  });

  it("adds the Trainer Tools group to a trainer's phone menu", async () => {
    setViewport(PHONE);
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: trainerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const menu = await screen.findByRole('menu');
    const groups = [...menu.querySelectorAll('.mantine-Menu-label')].map((label) => label.textContent);
    expect(groups).toEqual(['Main', 'Services', 'Training', 'Trainer Tools', 'Actions']);
    expect(within(menu).getByRole('menuitem', { name: 'Curriculum Builder' })).toHaveAttribute('href', '/curriculum-builder');
    expect(within(menu).getByRole('menuitem', { name: 'Trainer Dashboard' })).toHaveAttribute('href', '/trainer-skills');
    expect(within(menu).getByRole('menuitem', { name: 'Clients' })).toHaveAttribute('href', '/trainer/clients');
    expect(within(menu).getByRole('menuitem', { name: 'Analytics' })).toHaveAttribute('href', '/trainer/analytics');
  });

  it('keeps the cart count and the unread count in the header on a phone; the bell opens the notifications over the whole screen', async () => {
    setViewport(PHONE);
    mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': { body: ownerUser },
      'GET /api/dashboard': { body: emptyDashboard },
      'GET /api/notifications/unread-count': { body: { count: 3 } },
      'GET /api/notifications': { body: [sampleNotification({ title: 'Booking confirmed' })] },
      'GET /api/cart/count': { body: { count: 1 } },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const bell = await within(header).findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.closest('.mantine-Indicator-root')).toHaveTextContent('3');

    await user.click(bell);
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(drawer).findByText('Booking confirmed')).toBeInTheDocument();
    // The list fills the screen below the drawer's title, not the product's 300px dropdown.
    const list = within(drawer).getByRole('list', { name: 'Notifications list' }).closest('.mantine-ScrollArea-root');
    expect(list?.getAttribute('style')).toContain('100dvh');
  });

  it('shows a red dot on the bell when unread notifications exist', async () => {
    mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': { body: ownerUser },
      'GET /api/dashboard': { body: emptyDashboard },
      'GET /api/notifications/unread-count': { body: { count: 2 } },
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toHaveAttribute('data-unread', 'true');
  });

  it('opens the real-time channel once signed in and closes it on logout', async () => {
    const api = mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': { body: ownerUser },
      'GET /api/dashboard': { body: emptyDashboard },
      'POST /api/logout': { status: 204 },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.instances[0];
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    act(() => socket.serverOpens());
    expect(socket.sent).toEqual([{ type: 'authenticate', payload: { userId: ownerUser.id } }]);

    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(requestsTo(api, 'POST /api/logout')).toHaveLength(1);
    expect(socket.closedByApp).toEqual([1000]);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('offers Settings in the user menu', async () => {
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: ownerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('offers Settings in the phone menu', async () => {
    setViewport(PHONE);
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: ownerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('logs out: POST /api/logout, a toast, then /auth', async () => {
    const api = mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': { body: ownerUser },
      'GET /api/dashboard': { body: emptyDashboard },
      'POST /api/logout': { status: 204 },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(requestsTo(api, 'POST /api/logout')).toHaveLength(1);
    expect(await screen.findByText('Successfully logged out of your account.')).toBeInTheDocument();
  });
});

describe('a page for one role (page-roles.ts)', () => {
  // What the pages a visitor is sent to ask for.
  const landing = {
    ...signedInLayoutReplies,
    'GET /api/dashboard': { body: emptyDashboard },
    'GET /api/training-programs': { body: [] },
    'GET /api/enrollments': { body: [] },
  };
  const asked = (api: ReturnType<typeof mockApi>) => api.calls.map((call) => `${call.method} ${call.path}`);

  it.each([
    ['an owner', ownerUser, '/trainer/clients', '/dashboard'],
    ['an owner', ownerUser, '/trainer/clients/8', '/dashboard'],
    ['an owner', ownerUser, '/trainer-skills', '/dashboard'],
    ['an owner', ownerUser, '/trainer/analytics', '/dashboard'],
    ['staff', staffUser, '/trainer/schedule', '/dashboard'],
    ['an applicant not yet approved', applicantUser, '/trainer/schedule', '/dashboard'],
    ['a trainer', trainerUser, '/admin/today', '/dashboard'],
    ['an owner', ownerUser, '/admin/vaccinations', '/dashboard'],
    ['an owner', ownerUser, '/admin/bookings', '/dashboard'],
    ['a trainer', trainerUser, '/admin/team', '/dashboard'],
    ['an owner', ownerUser, '/admin/trainer-hours', '/dashboard'],
    ['staff', staffUser, '/admin/settings', '/dashboard'],
    ['staff', staffUser, '/admin/audit', '/dashboard'],
    ['staff', staffUser, '/admin/reports', '/dashboard'],
    ['an owner', ownerUser, '/curriculum-builder', '/training'],
  ])('sends %s from %s to %s without asking for the page’s data', async (_who, user, path, elsewhere) => {
    const api = mockApi({ ...landing, 'GET /api/user': { body: user } });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(elsewhere));
    const answered = new Set(['GET /api/user', ...Object.keys(landing)]);
    expect(asked(api).filter((request) => !answered.has(request))).toEqual([]);
  });

  it('lets an applicant draft in the curriculum builder, and an administrator open a staff page', async () => {
    mockApi({ ...landing, 'GET /api/user': { body: applicantUser } });
    const applicant = renderApp('/curriculum-builder');
    expect(await screen.findByRole('heading', { name: 'Curriculum Builder' })).toBeInTheDocument();
    expect(applicant.router.state.location.pathname).toBe('/curriculum-builder');
    applicant.unmount();

    mockApi({ ...landing, 'GET /api/user': { body: adminUser }, 'GET /api/admin/trainers': { body: [] } });
    const admin = renderApp('/admin/trainer-hours');
    expect(await screen.findByRole('heading', { name: /hours/i })).toBeInTheDocument();
    expect(admin.router.state.location.pathname).toBe('/admin/trainer-hours');
  });
});
