import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '@common/account-schemas';
import { mockApi, requestsTo, serverReplies } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('forgot password page', () => {
  it('is linked from the Login tab, and links back to login', async () => {
    mockApi({ 'GET /api/user': serverReplies.signedOut() });
    const user = userEvent.setup();
    const { router } = renderApp('/auth');

    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth');
  });

  it('asks for the email before sending anything', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp('/forgot-password');

    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("sends the email and shows 'Check your email' with the one answer", async () => {
    const api = mockApi({ 'POST /api/forgot-password': { body: { message: FORGOT_PASSWORD_ANSWER } } });
    const user = userEvent.setup();
    renderApp('/forgot-password');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ' jane@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText(FORGOT_PASSWORD_ANSWER)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/forgot-password').map((call) => call.body)).toEqual([{ email: 'jane@example.com' }]);
  });

  it("says 'An error occurred. Please try again.' when the request fails", async () => {
    mockApi({ 'POST /api/forgot-password': serverReplies.serverError() });
    const user = userEvent.setup();
    renderApp('/forgot-password');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
  });

  it("passes on the server's words when over the rate limit", async () => {
    mockApi({ 'POST /api/forgot-password': { status: 429, body: { message: 'Too many requests. Please try again later.' } } });
    const user = userEvent.setup();
    renderApp('/forgot-password');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please try again later.'));
  });
});
