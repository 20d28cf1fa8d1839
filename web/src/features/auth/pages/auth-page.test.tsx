import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USERNAME_CHARACTERS_MESSAGE } from '@common/auth-schemas';
import { mockApi, requestsTo, serverReplies, signedInLayoutReplies } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { emptyDashboard } from '../../../test/sample-dashboard';
import { ownerUser } from '../../../test/users';

const signedOut = serverReplies.signedOut();

describe('auth page', () => {
  it('shows the forgot links only on the Login tab', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const user = userEvent.setup();
    renderApp('/auth');

    expect(await screen.findByRole('link', { name: 'Forgot username?' })).toHaveAttribute('href', '/forgot-username');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText(/^By continuing, you agree to our/)).toHaveTextContent(
      'By continuing, you agree to our Terms of Service and Privacy Policy.',
    );

    await user.click(screen.getByRole('tab', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Trainer Account/ })).not.toBeChecked();
    expect(screen.getByText('Register as a pet trainer to create and manage training programs')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot username?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
    expect(screen.getByText(/^By continuing, you agree to our/)).toBeInTheDocument();
  });

  it('shows the login rules under the fields as the user types, and sends nothing', async () => {
    const api = mockApi({ 'GET /api/user': signedOut });
    const user = userEvent.setup();
    renderApp('/auth');

    await user.type(await screen.findByLabelText('Username'), 'ab');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '12345');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(requestsTo(api, 'POST /api/login')).toHaveLength(0);
  });

  it('checks what was typed before the checks had loaded, once they arrive', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/auth');
    const username = await screen.findByLabelText('Username');
    // A value that arrives with no focus first (autofill): nothing has asked for the checks yet.
    fireEvent.change(username, { target: { value: 'ab' } });
    expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument();
    fireEvent.focus(username);
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    // Only the field that was typed in: the untouched password shows no rule.
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
  });

  it('shows the register rules under the fields', async () => {
    const api = mockApi({ 'GET /api/user': signedOut });
    const user = userEvent.setup();
    renderApp('/auth?tab=register');

    await user.type(await screen.findByLabelText(/^Username/), 'jo');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm password/), 'abcdefg');

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(requestsTo(api, 'POST /api/register')).toHaveLength(0);
  });

  it('shows the one-alphabet rule under the username for a mixed-script look-alike, and sends nothing (issue 27, item 12)', async () => {
    const api = mockApi({ 'GET /api/user': signedOut });
    const user = userEvent.setup();
    renderApp('/auth?tab=register');

    // A Cyrillic о in a Latin name.
    await user.type(await screen.findByLabelText(/^Username/), 'n\u043Eme_x');
    expect(await screen.findByText(USERNAME_CHARACTERS_MESSAGE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(requestsTo(api, 'POST /api/register')).toHaveLength(0);
  });

  it('signs in with POST /api/login and goes to the dashboard', async () => {
    const api = mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': signedOut,
      'POST /api/login': { body: ownerUser },
      'GET /api/dashboard': { body: emptyDashboard },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth');

    await user.type(await screen.findByLabelText('Username'), 'janedoe');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(api, 'POST /api/login')[0].body).toEqual({ username: 'janedoe', password: 'secret-pass' });
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane!' })).toBeInTheDocument();
  });

  it('signs in with one click as the demo owner', async () => {
    const api = mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': signedOut,
      'POST /api/login': { body: ownerUser },
      'GET /api/dashboard': { body: emptyDashboard },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth');

    expect(await screen.findByText('demo_owner')).toBeInTheDocument();
    expect(screen.getByText('demo-trainer-pass')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Demo Pet Owner' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(api, 'POST /api/login')[0].body).toEqual({ username: 'demo_owner', password: 'demo-owner-pass' });
  });

  it('signs in with one click as the demo business (demo_admin)', async () => {
    const api = mockApi({
      'GET /api/user': signedOut,
      'POST /api/login': { body: { ...ownerUser, roles: ['admin'] } },
      'GET /api/dashboard': { body: emptyDashboard },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'Demo Business' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(api, 'POST /api/login')[0].body).toEqual({ username: 'demo_admin', password: 'demo-admin-pass' });
  });

  it('goes back to a same-site ?next= path after signing in', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/login': { body: ownerUser },
      'GET /api/invitations/tok': {
        body: { email: 'jane@example.com', role: 'staff', businessName: 'Happy Tails', expiresAt: '2026-12-03T10:00:00.000Z' },
      },
      'GET /api/dashboard': { body: emptyDashboard },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth?next=%2Finvitations%2Ftok');
    await user.click(await screen.findByRole('button', { name: 'Demo Pet Owner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invitations/tok'));
    router.dispose();
  });

  it('ignores a ?next= to another site', async () => {
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: ownerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const { router } = renderApp('/auth?next=%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows a failed login as a toast and stays on the page', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/login': { status: 401, body: { message: 'Invalid username or password' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth');

    await user.type(await screen.findByLabelText('Username'), 'janedoe');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password', { selector: '.mantine-Notification-description' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('registers a trainer applicant with the note, without sending the confirmation, and says the application is pending', async () => {
    const api = mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': signedOut,
      'POST /api/register': { status: 201, body: { ...ownerUser, trainerApplication: { status: 'pending' } } },
      'GET /api/dashboard': { body: emptyDashboard },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth');

    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    await user.type(await screen.findByLabelText(/^Username/), 'janedoe');
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret-pass');
    expect(screen.queryByLabelText('About your qualifications (optional)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Trainer Account/ }));
    await user.type(screen.getByLabelText('About your qualifications (optional)'), 'Certified dog trainer');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(api, 'POST /api/register')[0].body).toEqual({
      username: 'janedoe',
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: '',
      password: 'secret-pass',
      isTrainer: true,
      trainerApplicationNote: 'Certified dog trainer',
    });
    expect(
      await screen.findByText('Your account has been created. Your trainer application is pending review by an administrator.'),
    ).toBeInTheDocument();
  });

  it('shows a taken username (409) under the username field', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/register': serverReplies.conflict('Username or email already in use'),
    });
    const user = userEvent.setup();
    renderApp('/auth?tab=register');

    await user.type(await screen.findByLabelText(/^Username/), 'janedoe');
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Username or email already in use')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('links the Terms of Service and the Privacy Policy, pages with their text', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const user = userEvent.setup();
    const { router } = renderApp('/auth');
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }));
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms');
    expect(screen.getByRole('heading', { name: /Payments, cancellations and refunds/ })).toBeInTheDocument();
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: ownerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
