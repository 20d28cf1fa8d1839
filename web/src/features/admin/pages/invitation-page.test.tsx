import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo, serverReplies, signedInLayoutReplies } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { ownerUser } from '../../../test/users';

const preview = { email: 'jane@example.com', role: 'staff', businessName: 'Happy Tails', expiresAt: '2026-12-03T10:00:00.000Z' };

describe('/invitations/:token', () => {
  it('lets a signed-in user accept, then goes to the team page', async () => {
    const api = mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': { body: ownerUser },
      'GET /api/invitations/tok123': { body: preview },
      'POST /api/invitations/tok123/accept': { body: { ...ownerUser, roles: ['staff'] } },
      'GET /api/admin/trainer-applications': { body: [] },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/invitations/tok123');

    expect(await screen.findByRole('heading', { name: 'You are invited to join Happy Tails as Staff' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/team'));
    expect(requestsTo(api, 'POST /api/invitations/tok123/accept')).toHaveLength(1);
  });

  it('offers a signed-out visitor to sign in or register and come back', async () => {
    mockApi({ 'GET /api/user': serverReplies.signedOut(), 'GET /api/invitations/tok123': { body: preview } });
    renderApp('/invitations/tok123');

    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Finvitations%2Ftok123');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth?tab=register&next=%2Finvitations%2Ftok123',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('says so when the link is invalid', async () => {
    mockApi({
      'GET /api/user': serverReplies.signedOut(),
      'GET /api/invitations/old': { status: 404, body: { message: 'This invitation link is invalid or has expired.' } },
    });
    renderApp('/invitations/old');
    expect(await screen.findByText('This invitation link is invalid or has expired.')).toBeInTheDocument();
  });
});
