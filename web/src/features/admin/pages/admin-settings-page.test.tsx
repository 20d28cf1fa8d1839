import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SETTINGS_CHANGED_MESSAGE, defaultBusinessSettings, type VersionedSettings } from '@common/business-settings';
import { mockApi, requestsTo, serverReplies, type MockRoutes, signedInLayoutReplies } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { adminUser } from '../../../test/users';

const settings: VersionedSettings = {
  ...defaultBusinessSettings({ timeZone: 'America/New_York', boardingCapacity: 10, vaccinePolicy: 'enforce' }),
  version: 3,
};

function settingsServer(routes: MockRoutes = {}) {
  return mockApi({
    ...signedInLayoutReplies,
    'GET /api/user': { body: adminUser },
    'GET /api/admin/settings': { body: settings },
    ...routes,
  });
}

async function changeBoardingPrice(user: ReturnType<typeof userEvent.setup>, text: string) {
  const prices = await screen.findByRole('region', { name: 'Prices' });
  const boarding = within(prices).getByLabelText('Boarding per night ($)');
  expect(boarding).toHaveValue('89.00');
  await user.clear(boarding);
  await user.type(boarding, text);
}

/** The page with its form drawn whole: the sections come one a task, Save with the last (decisions.md 84). */
async function openSettings() {
  renderApp('/admin/settings');
  await screen.findByRole('button', { name: 'Save settings' }, { timeout: 15_000 });
}

describe('/admin/settings', () => {
  it('shows prices in dollars and saves only the change, in cents, with the version', async () => {
    const api = settingsServer({
      'PUT /api/admin/settings': (call) => ({
        body: { ...settings, version: 4, prices: { ...settings.prices, ...(call.body as { prices: object }).prices } },
      }),
    });
    const user = userEvent.setup();
    await openSettings();

    expect(await screen.findByLabelText(/Business name/)).toHaveValue('PawsConnect');
    expect(screen.getByLabelText('Daycare per day ($)')).toHaveValue('65.00');
    await changeBoardingPrice(user, '95.50');
    await user.click(screen.getByText('Save settings').closest('button')!);

    await waitFor(() =>
      expect(requestsTo(api, 'PUT /api/admin/settings').map((call) => call.body)).toEqual([
        { version: 3, prices: { boardingNightCents: 9550 } },
      ]),
    );
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(await screen.findByLabelText('Boarding per night ($)')).toHaveValue('95.50');
  });

  it('draws the form whole again after a save: no section leaves the page while it is drawn again', async () => {
    settingsServer({ 'PUT /api/admin/settings': (call) => ({ body: { ...settings, ...(call.body as object), version: 4 } }) });
    const user = userEvent.setup();
    await openSettings();
    const sections = () => document.querySelectorAll('form section').length;
    const drawn = sections();
    // The sections in the page after each change to it, from the save until the form is drawn again.
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(sections()));
    observer.observe(document.body, { childList: true, subtree: true });

    await changeBoardingPrice(user, '95.50');
    await user.click(screen.getByText('Save settings').closest('button')!);
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled());
    observer.disconnect();
    expect(drawn).toBe(9);
    expect(Math.min(...seen)).toBe(drawn);
  });

  // Issue 27, item 13: how far ahead bookings are taken is a setting (18 months by default).
  it('shows the booking window, 18 months for settings saved before it existed, and saves a change', async () => {
    const { bookingWindowMonths: _missing, ...older } = settings;
    const api = settingsServer({
      'GET /api/admin/settings': { body: older },
      'PUT /api/admin/settings': (call) => ({ body: { ...settings, version: 4, ...(call.body as object) } }),
    });
    const user = userEvent.setup();
    await openSettings();

    const windowField = await screen.findByLabelText('Bookings taken up to (months ahead)');
    expect(windowField).toHaveValue('18');
    await user.clear(windowField);
    await user.type(windowField, '12');
    await user.click(screen.getByText('Save settings').closest('button')!);

    await waitFor(() =>
      expect(requestsTo(api, 'PUT /api/admin/settings').map((call) => call.body)).toEqual([{ version: 3, bookingWindowMonths: 12 }]),
    );
  });

  // Issue 28: whether bookings count records staff have not verified; 'Accept' for settings saved before it existed.
  it('saves the vaccine verification rule', async () => {
    const { verification: _missing, ...olderVaccines } = settings.vaccines;
    const api = settingsServer({
      'GET /api/admin/settings': { body: { ...settings, vaccines: olderVaccines } },
      'PUT /api/admin/settings': { body: { ...settings, version: 4, vaccines: { ...settings.vaccines, verification: 'require' } } },
    });
    const user = userEvent.setup();
    await openSettings();

    const rule = await screen.findByRole('radiogroup', { name: 'Unverified records' });
    expect(within(rule).getByRole('radio', { name: 'Accept' })).toBeChecked();
    await user.click(within(rule).getByRole('radio', { name: 'Require verified' }));
    await user.click(screen.getByText('Save settings').closest('button')!);

    await waitFor(() =>
      expect(requestsTo(api, 'PUT /api/admin/settings').map((call) => call.body)).toEqual([
        { version: 3, vaccines: { verification: 'require' } },
      ]),
    );
  });

  it("puts a 400's field error under its field", async () => {
    settingsServer({
      'PUT /api/admin/settings': serverReplies.badInput({ 'prices.boardingNightCents': 'The boarding price must be at most $100,000.00' }),
    });
    const user = userEvent.setup();
    await openSettings();

    await changeBoardingPrice(user, '99');
    await user.click(screen.getByText('Save settings').closest('button')!);

    const boarding = screen.getByLabelText('Boarding per night ($)');
    await waitFor(() => expect(boarding).toHaveAccessibleDescription('The boarding price must be at most $100,000.00'));
  });

  it('shows the 409 message with a Reload that reads the settings again', async () => {
    const api = settingsServer({ 'PUT /api/admin/settings': serverReplies.conflict(SETTINGS_CHANGED_MESSAGE) });
    const user = userEvent.setup();
    await openSettings();

    await changeBoardingPrice(user, '99');
    await user.click(screen.getByText('Save settings').closest('button')!);

    const alert = await screen.findByRole('alert', { name: /The settings changed/ });
    expect(alert).toHaveTextContent(SETTINGS_CHANGED_MESSAGE);
    const reads = requestsTo(api, 'GET /api/admin/settings').length;
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(requestsTo(api, 'GET /api/admin/settings').length).toBe(reads + 1));
  });
});
