import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const token = 'ab'.repeat(32);
const linkFailed = 'This link is not valid any more. It may have expired or already been used.';

describe('e-mail change links (decisions.md 53)', () => {
  it('confirms the new address only when the button is pressed, then says so', async () => {
    const api = mockApi({ 'POST /api/user/email/confirm': { body: { message: 'Your e-mail address is now robin@example.com.' } } });
    const user = userEvent.setup();
    renderApp(`/confirm-email?token=${token}`);

    const confirm = await screen.findByRole('button', { name: 'Confirm this address' });
    // Opening the page does nothing: mail scanners open links too.
    expect(requestsTo(api, 'POST /api/user/email/confirm')).toHaveLength(0);
    await user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is now robin@example.com.');
    expect(requestsTo(api, 'POST /api/user/email/confirm')[0].body).toEqual({ token });
    expect(screen.getByRole('link', { name: 'Go to PawsConnect' })).toHaveAttribute('href', '/dashboard');
  });

  it('undoes a change from the old address and leads to a new password', async () => {
    mockApi({
      'POST /api/user/email/revert': {
        body: { message: 'Your e-mail address is back to jane@example.com, and every device was signed out. Choose a new password now.' },
      },
    });
    const user = userEvent.setup();
    renderApp(`/revert-email?token=${token}`);
    await user.click(await screen.findByRole('button', { name: 'Undo the change' }));
    expect(await screen.findByRole('status')).toHaveTextContent('back to jane@example.com');
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says why a used or expired link fails, and keeps the button for nothing else', async () => {
    mockApi({ 'POST /api/user/email/confirm': { status: 400, body: { message: linkFailed } } });
    const user = userEvent.setup();
    renderApp(`/confirm-email?token=${token}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(linkFailed);
  });

  it('cannot send a link without its token', async () => {
    mockApi({});
    renderApp('/confirm-email');
    expect(await screen.findByRole('button', { name: 'Confirm this address' })).toBeDisabled();
  });
});
