import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORGOT_USERNAME_ANSWER } from '@common/account-schemas';
import { mockApi, requestsTo, serverReplies } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('forgot username page', () => {
  it('is linked from the Login tab only', async () => {
    mockApi({ 'GET /api/user': serverReplies.signedOut() });
    const user = userEvent.setup();
    renderApp('/auth');

    expect(await screen.findByRole('link', { name: 'Forgot username?' })).toHaveAttribute('href', '/forgot-username');
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.queryByRole('link', { name: 'Forgot username?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('asks for the email first', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp('/forgot-username');

    await user.click(await screen.findByRole('button', { name: 'Email My Username' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('confirms that the username was emailed, and never shows one', async () => {
    // Even if a server answered with a username, the page would not show it (decisions.md 8).
    const api = mockApi({ 'POST /api/forgot-username': { body: { message: FORGOT_USERNAME_ANSWER, username: 'janedoe' } } });
    const user = userEvent.setup();
    renderApp('/forgot-username');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Email My Username' }));

    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText(FORGOT_USERNAME_ANSWER)).toBeInTheDocument();
    expect(screen.queryByText(/janedoe/)).not.toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/forgot-username').map((call) => call.body)).toEqual([{ email: 'jane@example.com' }]);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth');
  });

  it("says 'An error occurred. Please try again.' when the request fails", async () => {
    mockApi({ 'POST /api/forgot-username': serverReplies.serverError() });
    const user = userEvent.setup();
    renderApp('/forgot-username');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Email My Username' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });
});
