import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@common/account-schemas';
import { mockApi, requestsTo, serverReplies, signedInLayoutReplies, type MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { FakeXhr, useFakeXhr } from '../../../test/fake-xhr';
import { ownerUser, trainerUser } from '../../../test/users';

const allOn: NotificationPreferences = { email: { bookings: true, training: true, programs: true, account: true, messages: true } };

function settingsServer(routes: MockRoutes = {}) {
  return mockApi({
    ...signedInLayoutReplies,
    'GET /api/user': { body: ownerUser },
    'GET /api/user/notification-preferences': { body: allOn },
    'GET /api/payment-methods': { body: [] },
    ...routes,
  });
}

describe('settings page', () => {
  it('is reached from the user menu', async () => {
    settingsServer({
      'GET /api/dashboard': { body: { totalPets: 0, activeBookings: 0, trainingProgress: 0, nextSession: null, recentActivity: [] } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');

    // The first test of the file loads the dashboard's and the settings' lazy chunks: on a busy
    // machine that alone can take longer than the usual five seconds.
    const slow = { timeout: 20_000 };
    await user.click(await screen.findByRole('button', { name: /^User menu/ }, slow));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'), slow);
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 }, slow)).toBeInTheDocument();
  });

  it("saves the profile with PATCH /api/user and says 'Settings saved'", async () => {
    const saved = { ...ownerUser, firstName: 'Janet' };
    const api = settingsServer({ 'PATCH /api/user': { body: saved } });
    const user = userEvent.setup();
    renderApp('/settings');

    const profile = await screen.findByRole('region', { name: 'Profile' });
    const firstName = within(profile).getByRole('textbox', { name: 'First Name' });
    expect(firstName).toHaveValue('Jane');
    expect(within(profile).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Doe');
    await user.clear(firstName);
    await user.type(firstName, 'Janet');
    await user.type(within(profile).getByRole('textbox', { name: /^Phone/ }), '555-0100');
    // The same address: no password asked.
    expect(within(profile).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(requestsTo(api, 'PATCH /api/user').map((call) => call.body)).toEqual([
      { firstName: 'Janet', lastName: 'Doe', email: ownerUser.email, phone: '555-0100' },
    ]);
    // The stored user is the saved one: the menu greets Janet now.
    expect(await screen.findByText('Janet Doe')).toBeInTheDocument();
  });

  it('asks for the current password with a new address, then says to open the mailed link and shows it as pending', async () => {
    const saved = { ...ownerUser, pendingEmail: 'janet@example.com' };
    const api = settingsServer({ 'PATCH /api/user': { body: saved } });
    const user = userEvent.setup();
    renderApp('/settings');

    const profile = await screen.findByRole('region', { name: 'Profile' });
    const email = within(profile).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    expect(await within(profile).findByText('Please enter a valid email')).toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: 'Save Changes' }));
    expect(requestsTo(api, 'PATCH /api/user')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'janet@example.com');
    await user.type(within(profile).getByLabelText(/Current password/), 'walkies-at-dawn');
    await user.click(within(profile).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Check your new inbox')).toBeInTheDocument();
    expect(requestsTo(api, 'PATCH /api/user').map((call) => call.body)).toEqual([
      { firstName: 'Jane', lastName: 'Doe', email: 'janet@example.com', phone: '', currentPassword: 'walkies-at-dawn' },
    ]);
    // Until the link is opened the address stays, and the new one shows as waiting.
    expect(email).toHaveValue(ownerUser.email);
    expect(await within(profile).findByText('Waiting for confirmation')).toBeInTheDocument();
    expect(within(profile).getByText(/Open the link we sent to janet@example.com/)).toBeInTheDocument();
  });

  it('shows a wrong or missing current password under its field', async () => {
    settingsServer({ 'PATCH /api/user': serverReplies.badInput({ currentPassword: 'Current password is incorrect' }) });
    const user = userEvent.setup();
    renderApp('/settings');

    const profile = await screen.findByRole('region', { name: 'Profile' });
    const email = within(profile).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'janet@example.com');
    await user.type(within(profile).getByLabelText(/Current password/), 'wrong-one');
    await user.click(within(profile).getByRole('button', { name: 'Save Changes' }));

    expect(await within(profile).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.queryByText('Check your new inbox')).not.toBeInTheDocument();
  });

  it("changes the password: mismatch 'Passwords do not match', then POST without the confirmation", async () => {
    const api = settingsServer({ 'POST /api/user/password': { status: 204 } });
    const user = userEvent.setup();
    renderApp('/settings');

    const password = await screen.findByRole('region', { name: 'Password' });
    expect(within(password).getByText(/signs you out on every other device/)).toBeInTheDocument();
    await user.type(within(password).getByLabelText('Current Password'), 'old-secret-pass');
    await user.type(within(password).getByLabelText('New Password'), 'brand-new-pass');
    await user.type(within(password).getByLabelText('Confirm New Password'), 'brand-new-pasz');
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));
    expect(await within(password).findByText('Passwords do not match')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/user/password')).toHaveLength(0);

    await user.clear(within(password).getByLabelText('Confirm New Password'));
    await user.type(within(password).getByLabelText('Confirm New Password'), 'brand-new-pass');
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Your password was changed. Your other sessions have been signed out.')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/user/password').map((call) => call.body)).toEqual([
      { currentPassword: 'old-secret-pass', newPassword: 'brand-new-pass' },
    ]);
    expect(within(password).getByLabelText('Current Password')).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    settingsServer({
      'POST /api/user/password': serverReplies.badInput({ currentPassword: 'Current password is incorrect' }),
    });
    const user = userEvent.setup();
    renderApp('/settings');

    const password = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(password).getByLabelText('Current Password'), 'wrong-pass');
    await user.type(within(password).getByLabelText('New Password'), 'brand-new-pass');
    await user.type(within(password).getByLabelText('Confirm New Password'), 'brand-new-pass');
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));

    // Under the field (Mantine's PasswordInput links the error as the input's description).
    await waitFor(() =>
      expect(within(password).getByLabelText('Current Password')).toHaveAccessibleDescription('Current password is incorrect'),
    );
  });

  it('saves an email preference at once (PUT) and says in-app is always on', async () => {
    const api = settingsServer({
      'PUT /api/user/notification-preferences': ({ body }) => ({ body }),
    });
    const user = userEvent.setup();
    renderApp('/settings');

    const preferences = await screen.findByRole('region', { name: 'Email notifications' });
    const training = await within(preferences).findByRole('switch', { name: /Training progress/ });
    for (const name of [/Bookings & payments/, /Training progress/, /Programs/, /Account/]) {
      expect(within(preferences).getByRole('switch', { name })).toBeChecked();
    }
    expect(within(preferences).getByText(/In-app notifications are always on/)).toBeInTheDocument();
    expect(within(preferences).getByText(/Payment receipts and security emails/)).toBeInTheDocument();

    await user.click(training);

    expect(training).not.toBeChecked();
    await waitFor(() => expect(requestsTo(api, 'PUT /api/user/notification-preferences')).toHaveLength(1));
    expect(requestsTo(api, 'PUT /api/user/notification-preferences')[0].body).toEqual({
      email: { bookings: true, training: false, programs: true, account: true, messages: true },
    });
  });

  it('shows the switch at once and puts it back with an error toast when saving fails', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    settingsServer({
      'PUT /api/user/notification-preferences': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderApp('/settings');

    const bookings = await screen.findByRole('switch', { name: /Bookings & payments/ });
    await user.click(bookings);
    // Optimistic: off before the server answers.
    expect(bookings).not.toBeChecked();

    answer(serverReplies.serverError() as { status: number; body: unknown });

    expect(
      await screen.findByText('Failed to save notification preferences: Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(bookings).toBeChecked());
  });
});

describe('settings page for a trainer', () => {
  it('shows no trainer profile to an owner', async () => {
    settingsServer();
    renderApp('/settings');
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trainer profile' })).not.toBeInTheDocument();
  });

  it('saves the bio with PATCH /api/user, counting its characters', async () => {
    const saved = { ...trainerUser, bio: 'Calm, reward-based training.' };
    const api = settingsServer({ 'GET /api/user': { body: trainerUser }, 'PATCH /api/user': { body: saved } });
    const user = userEvent.setup();
    renderApp('/settings');

    const card = await screen.findByRole('region', { name: 'Trainer profile' });
    expect(within(card).getByText('0/300 characters')).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: /^Bio/ }), 'Calm, reward-based training.');
    expect(within(card).getByText('28/300 characters')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Save Bio' }));

    expect(await screen.findByText('Bio saved')).toBeInTheDocument();
    expect(requestsTo(api, 'PATCH /api/user').map((call) => call.body)).toEqual([{ bio: 'Calm, reward-based training.' }]);
  });

  it('uploads a photo as `file` to POST /api/user/photo and shows it', async () => {
    settingsServer({ 'GET /api/user': { body: trainerUser } });
    useFakeXhr();
    const user = userEvent.setup();
    renderApp('/settings');

    const card = await screen.findByRole('region', { name: 'Trainer profile' });
    expect(within(card).queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
    const input = card.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['png-bytes'], 'me.png', { type: 'image/png' }));
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/user/photo']);
    expect((xhr.sent!.get('file') as File).name).toBe('me.png');
    act(() => xhr.respond(200, { ...trainerUser, photoUrl: '/uploads/trainer-photos/me.png' }));

    expect(await within(card).findByRole('img', { name: 'Your photo' })).toHaveAttribute('src', '/uploads/trainer-photos/me.png');
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
  });

  it('refuses a file that is not a JPEG, PNG or WebP before sending it', async () => {
    settingsServer({ 'GET /api/user': { body: trainerUser } });
    useFakeXhr();
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/settings');

    const card = await screen.findByRole('region', { name: 'Trainer profile' });
    await user.upload(card.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await within(card).findByText('Please upload a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0);
  });
});

describe('saved cards on /settings', () => {
  const visa = { id: 3, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031, isDefault: true };
  const mastercard = { id: 5, brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2030, isDefault: false };

  it('says so in one line when there are none', async () => {
    settingsServer();
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Saved cards' });
    expect(await within(section).findByText('No saved cards yet. You can save a card when you pay at checkout.')).toBeInTheDocument();
  });

  it('lists brand, last four, expiry and the default; makes another the default and removes one after confirming', async () => {
    let cards = [visa, mastercard];
    const api = settingsServer({
      'GET /api/payment-methods': () => ({ body: cards }),
      'PUT /api/payment-methods/5/default': () => {
        cards = [
          { ...mastercard, isDefault: true },
          { ...visa, isDefault: false },
        ];
        return { body: cards[0] };
      },
      'DELETE /api/payment-methods/3': () => {
        cards = cards.filter((card) => card.id !== 3);
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Saved cards' });
    expect(await within(section).findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(within(section).getByText('Expires 12/31')).toBeInTheDocument();
    expect(within(section).getByText('Mastercard ending in 4444')).toBeInTheDocument();
    expect(within(section).getByText('Default')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Make Mastercard ending in 4444 the default' }));
    await waitFor(() => expect(requestsTo(api, 'PUT /api/payment-methods/5/default')).toHaveLength(1));
    expect(await within(section).findByRole('button', { name: 'Make Visa ending in 4242 the default' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove card' });
    expect(requestsTo(api, 'DELETE /api/payment-methods/3')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Visa ending in 4242 was removed.')).toBeInTheDocument();
    expect(requestsTo(api, 'DELETE /api/payment-methods/3')).toHaveLength(1);
    await waitFor(() => expect(within(section).queryByText('Visa ending in 4242')).not.toBeInTheDocument());
  });
});
