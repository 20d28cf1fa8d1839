import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleAnalytics } from '../../../test/sample-trainer';
import { trainerUser } from '../../../test/users';
import AnalyticsPage from './analytics-page';

/** The body rows of a chart's figures table, as arrays of cell texts. */
function tableRows(title: string): string[][] {
  const table = screen.getByRole('table', { name: `${title} figures` });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

const section = (title: string) => screen.getByRole('region', { name: title });

describe('/trainer/analytics', () => {
  it('puts each chart figures in a table with a CSV download', async () => {
    mockApi({ 'GET /api/user': { body: trainerUser }, 'GET /api/trainer/analytics': { body: sampleAnalytics() } });
    renderWithApp(<AnalyticsPage />, { path: '/trainer/analytics' });
    // The panels come one a task, the assessment scores last (decisions.md 84).
    await screen.findByRole('table', { name: 'Assessment scores over time figures' });
    expect(tableRows('Bookings and revenue by week')).toEqual([['November 16, 2026', '3', '$150.00', '$25.00', '$125.00']]);
    expect(tableRows('Boarding occupancy, next 30 nights')).toEqual([['November 24, 2026', '4', '10']]);
    expect(tableRows('Skills completed')).toEqual([['Sit Stay', '2', '6.5']]);
    expect(tableRows('Sessions per week')).toEqual([['November 16, 2026', '7']]);
    expect(tableRows('Assessment scores over time')).toEqual([['November 18, 2026', '3', '5', '2', '-', '4']]);
    const charts = {
      'Bookings and revenue by week': 'bookings',
      'Boarding occupancy, next 30 nights': 'occupancy',
      'Skills completed': 'skills',
      'Sessions per week': 'sessions',
      'Assessment scores over time': 'assessments',
    };
    for (const [title, chart] of Object.entries(charts)) {
      expect(within(section(title)).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        `/api/trainer/analytics.csv?chart=${chart}`,
      );
    }
  });

  it('draws the first panel with the page and each later one in a commit of its own, in order', async () => {
    mockApi({ 'GET /api/user': { body: trainerUser }, 'GET /api/trainer/analytics': { body: sampleAnalytics() } });
    // The panels on the page after each commit.
    const shown: string[] = [];
    const record = () => {
      const line = screen
        .queryAllByRole('region')
        .filter((region) => region.tagName === 'SECTION')
        .map((region) => region.getAttribute('aria-label'))
        .join(', ');
      if (line && shown.at(-1) !== line) shown.push(line);
    };
    renderWithApp(
      <Profiler id="page" onRender={record}>
        <AnalyticsPage />
      </Profiler>,
      { path: '/trainer/analytics' },
    );
    await screen.findByRole('table', { name: 'Assessment scores over time figures' });
    const panels = [
      'Bookings and revenue by week',
      'Boarding occupancy, next 30 nights',
      'Skills completed',
      'Sessions per week',
      'Assessment scores over time',
    ];
    expect(shown).toEqual(panels.map((_, index) => panels.slice(0, index + 1).join(', ')));
  });

  it('charts one pet at a time: choosing another pet shows its scores', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/user': { body: trainerUser }, 'GET /api/trainer/analytics': { body: sampleAnalytics() } });
    renderWithApp(<AnalyticsPage />, { path: '/trainer/analytics' });
    await screen.findByRole('table', { name: 'Assessment scores over time figures' });
    // The Select's chunk comes after the page; its stand-in names the pet shown meanwhile.
    await user.click(await within(section('Assessment scores over time')).findByRole('combobox', { name: 'Pet' }));
    await user.click(await screen.findByRole('option', { name: 'Mia' }));
    expect(tableRows('Assessment scores over time')).toEqual([['November 19, 2026', '1', '2', '3', '4', '5']]);
  });

  it('says when a chart has no figures yet, and offers no empty CSV', async () => {
    mockApi({
      'GET /api/user': { body: trainerUser },
      'GET /api/trainer/analytics': { body: sampleAnalytics({ skills: [] }) },
    });
    renderWithApp(<AnalyticsPage />, { path: '/trainer/analytics' });
    await screen.findByRole('table', { name: 'Sessions per week figures' });
    expect(within(section('Skills completed')).getByText('No figures yet.')).toBeInTheDocument();
    expect(within(section('Skills completed')).queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(within(section('Sessions per week')).getByRole('link', { name: 'Download CSV' })).toBeInTheDocument();
  });
});
