import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo, serverReplies } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const link = '/reset-password?token=ab12cd34&email=jane%2Bdogs%40example.com';

describe('reset password page', () => {
  it.each([['/reset-password'], ['/reset-password?token=ab12cd34'], ['/reset-password?email=jane%40example.com']])(
    "'%s' is an invalid link",
    async (path) => {
      mockApi({});
      renderApp(path);

      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid reset link. Please request a new password reset.');
      expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
      expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    },
  );

  it('checks both fields with the product messages before sending', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp(link);

    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Please enter and confirm your new password')).toHaveLength(2);

    await user.type(screen.getByLabelText('New Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("resets with the link's token and email, then 'Password Reset Complete' and a way to sign in", async () => {
    const api = mockApi({ 'POST /api/reset-password': { body: { message: 'Your password has been reset.' } } });
    const user = userEvent.setup();
    renderApp(link);

    expect(await screen.findByText(/jane\+dogs@example\.com/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'fresh-start-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'fresh-start-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password Reset Complete')).toBeInTheDocument();
    // Done: no "Choose a new password for ...", and one way on, not 'Sign in' beside 'Back to login'.
    expect(screen.queryByText(/Choose a new password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Back to login' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(requestsTo(api, 'POST /api/reset-password').map((call) => call.body)).toEqual([
      { token: 'ab12cd34', email: 'jane+dogs@example.com', newPassword: 'fresh-start-pass' },
    ]);
  });

  it('says the link may have expired when the server refuses it', async () => {
    mockApi({
      'POST /api/reset-password': { status: 400, body: { message: 'An error occurred. Your password reset link may have expired.' } },
    });
    const user = userEvent.setup();
    renderApp(link);

    await user.type(await screen.findByLabelText('New Password'), 'fresh-start-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'fresh-start-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Your password reset link may have expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByText('Password Reset Complete')).not.toBeInTheDocument();
  });

  it('shows a refused new password (too common) under the field, not as an expired link', async () => {
    mockApi({ 'POST /api/reset-password': serverReplies.badInput({ newPassword: 'This password is too common. Please choose another.' }) });
    const user = userEvent.setup();
    renderApp(link);

    await user.type(await screen.findByLabelText('New Password'), 'password123');
    await user.type(screen.getByLabelText('Confirm Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('This password is too common. Please choose another.'),
    );
    expect(screen.queryByText('An error occurred. Your password reset link may have expired.')).not.toBeInTheDocument();
  });
});
