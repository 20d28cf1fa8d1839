// /admin/settings' saved replies (decisions.md 63): an admin lists, adds, edits and removes them and
// saves the list with the settings' version; the shared schema's messages show before sending, and
// a 400 from the server lands under the reply's field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultBusinessSettings, type VersionedSettings } from '@common/business-settings';
import { MESSAGE_TEXT_REQUIRED } from '@common/message-words';
import { mockApi, requestsTo, serverReplies, type MockRoutes, signedInLayoutReplies } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { adminUser } from '../../../test/users';

const settings: VersionedSettings = {
  ...defaultBusinessSettings({ timeZone: 'America/New_York', boardingCapacity: 10, vaccinePolicy: 'enforce' }),
  savedReplies: [
    { title: 'Opening hours', text: 'We are open 7am to 7pm every day.' },
    { title: 'Vaccines', text: 'Please upload the vaccination records before the stay.' },
  ],
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

const section = () => screen.findByRole('region', { name: 'Saved replies' });
const reply = (name: string) => screen.getByRole('group', { name });
const save = () => screen.getByRole('button', { name: 'Save settings' });

/** The page with its form drawn whole: the sections come one a task, Save with the last (decisions.md 84). */
async function openSettings() {
  renderApp('/admin/settings');
  await screen.findByRole('button', { name: 'Save settings' }, { timeout: 15_000 });
}

describe('/admin/settings saved replies', () => {
  it('lists the replies; an edit, a removal and a new one are saved together with the version', async () => {
    const api = settingsServer({
      'PUT /api/admin/settings': (call) => ({ body: { ...settings, ...(call.body as object), version: 4 } }),
    });
    const user = userEvent.setup();
    await openSettings();

    const replies = await section();
    expect(
      within(replies)
        .getAllByRole('group')
        .map((group) => within(group).getByLabelText(/Title/)),
    ).toHaveLength(2);
    expect(within(reply('Opening hours')).getByLabelText(/Text/)).toHaveValue('We are open 7am to 7pm every day.');

    await user.type(within(reply('Opening hours')).getByLabelText(/Text/), ' Ask us!');
    await user.click(within(reply('Vaccines')).getByRole('button', { name: 'Remove Vaccines' }));
    expect(within(replies).queryByRole('group', { name: 'Vaccines' })).not.toBeInTheDocument();
    await user.click(within(replies).getByRole('button', { name: 'Add a saved reply' }));
    const added = reply('Saved reply 2');
    await user.type(within(added).getByLabelText(/Title/), 'Later');
    await user.type(within(reply('Later')).getByLabelText(/Text/), 'At 9am.');
    await user.click(save());

    await waitFor(() =>
      expect(requestsTo(api, 'PUT /api/admin/settings').map((call) => call.body)).toEqual([
        {
          version: 3,
          savedReplies: [
            { title: 'Opening hours', text: 'We are open 7am to 7pm every day. Ask us!' },
            { title: 'Later', text: 'At 9am.' },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
  });

  it('starts with none for settings saved before saved replies existed, and shows the schema’s messages before sending', async () => {
    const { savedReplies: _missing, ...older } = settings;
    const api = settingsServer({ 'GET /api/admin/settings': { body: older } });
    const user = userEvent.setup();
    await openSettings();

    const replies = await section();
    expect(within(replies).getByText('No saved replies yet.')).toBeInTheDocument();
    await user.click(within(replies).getByRole('button', { name: 'Add a saved reply' }));
    await user.click(save());

    const added = reply('Saved reply 1');
    await waitFor(() => expect(within(added).getByLabelText(/Title/)).toHaveAccessibleDescription('A saved reply needs a title'));
    expect(within(added).getByLabelText(/Text/)).toHaveAccessibleDescription(MESSAGE_TEXT_REQUIRED);
    expect(requestsTo(api, 'PUT /api/admin/settings')).toEqual([]);
  });

  it("puts the server's 400 under the reply's field", async () => {
    settingsServer({
      'PUT /api/admin/settings': serverReplies.badInput({ 'savedReplies.1.text': 'A message must be at most 5000 characters' }),
    });
    const user = userEvent.setup();
    await openSettings();

    await section();
    const text = within(reply('Vaccines')).getByLabelText(/Text/);
    await user.type(text, '!');
    await user.click(save());

    await waitFor(() => expect(text).toHaveAccessibleDescription('A message must be at most 5000 characters'));
  });
});
