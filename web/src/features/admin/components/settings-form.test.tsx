// The settings form is uncontrolled (decisions.md 81): typing in a field does not render the form
// again, only what shows that value (a saved reply's legend) and the Save button when it turns on.
import { Profiler } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultBusinessSettings, type VersionedSettings } from '@common/business-settings';
import { renderWithApp } from '../../../test/render-with-app';
import { SettingsForm } from './settings-form';

const settings: VersionedSettings = {
  ...defaultBusinessSettings({ timeZone: 'America/New_York', boardingCapacity: 10, vaccinePolicy: 'enforce' }),
  savedReplies: [{ title: 'Opening hours', text: 'We are open 7am to 7pm every day.' }],
  version: 3,
};

describe('SettingsForm', () => {
  it('draws the first section with the form and each later one in a commit of its own, in order, Save with the last', async () => {
    // What the page shows after each commit: the sections' titles, and whether Save is there.
    const shown: string[] = [];
    const record = () => {
      const titles = screen.queryAllByRole('region').map((region) => region.getAttribute('aria-label'));
      const save = screen.queryByRole('button', { name: 'Save settings' }) ? ' + Save' : '';
      const line = titles.join(', ') + save;
      if (shown.at(-1) !== line) shown.push(line);
    };
    renderWithApp(
      <Profiler id="form" onRender={record}>
        <SettingsForm settings={settings} onReload={() => undefined} reloading={false} />
      </Profiler>,
    );
    await screen.findByRole('button', { name: 'Save settings' }, { timeout: 15_000 });

    const sections = ['Business', 'Capacity', 'Prices', 'Slots', 'Booking window', 'Cancellation', 'Deposits', 'Vaccines', 'Saved replies'];
    expect(shown).toEqual([...sections.map((_, index) => sections.slice(0, index + 1).join(', ')), `${sections.join(', ')} + Save`]);
  });

  it('renders the form once, not again for each key press; the legend and Save follow the typing', async () => {
    const formRenders: string[] = [];
    const user = userEvent.setup();
    renderWithApp(
      <Profiler id="form" onRender={(_id, phase) => formRenders.push(phase)}>
        <SettingsForm settings={settings} onReload={() => undefined} reloading={false} />
      </Profiler>,
    );
    const save = await screen.findByRole('button', { name: 'Save settings' }, { timeout: 15_000 });
    expect(save).toBeDisabled();
    const mounted = formRenders.length;

    await user.type(screen.getByLabelText(/Business name/), ' Downtown');
    const afterName = formRenders.length - mounted;
    const title = within(screen.getByRole('group', { name: 'Opening hours' })).getByLabelText(/Title/);
    await user.clear(title);
    await user.type(title, 'Hours');

    expect(screen.getByLabelText(/Business name/)).toHaveValue('PawsConnect Downtown');
    expect(screen.getByRole('group', { name: 'Hours' })).toBeInTheDocument();
    expect(save).toBeEnabled();
    // A controlled form renders whole at least once per key press: 9 here.
    expect(afterName).toBeLessThan(' Downtown'.length);
  });

  it('keeps a closed list out of the page; opened, it offers every half hour and a pick shows', async () => {
    const user = userEvent.setup();
    const { container } = renderWithApp(<SettingsForm settings={settings} onReload={() => undefined} reloading={false} />);
    const save = await screen.findByRole('button', { name: 'Save settings' }, { timeout: 15_000 });
    const options = () => screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);
    // Not the 2 x 48 times and the time zone: a closed list has no options in the page.
    expect(options()).toHaveLength(0);
    expect(screen.getAllByText('9:00 AM').length).toBeGreaterThan(0); // a chosen time, as a pill

    const stay = within(screen.getByRole('region', { name: 'Slots' })).getAllByRole('combobox')[0];
    await user.click(stay);
    const stayTimes = await screen.findByRole('listbox');
    expect(within(stayTimes).getAllByRole('option')).toHaveLength(48);
    await user.click(within(stayTimes).getByRole('option', { name: '7:30 AM' }));
    expect(save).toBeEnabled();
    const pills = [...container.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);
    expect(pills).toContain('7:30 AM');
  });
});
