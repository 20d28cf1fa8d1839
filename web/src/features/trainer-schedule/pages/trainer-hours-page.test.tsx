import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrainerSchedule } from '@common/trainer-schedule-schemas';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { staffUser } from '../../../test/users';
import TrainerHoursPage from './trainer-hours-page';

const tess: TrainerSchedule = {
  weeklyHours: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '13:30', end: '24:00' },
  ],
  timeOff: [{ from: '2027-03-06', to: '2027-03-10', note: 'Conference' }],
};
const bram: TrainerSchedule = { weeklyHours: [{ weekday: 6, start: '10:00', end: '14:00' }], timeOff: [] };

const render = () => renderWithApp(<TrainerHoursPage />, { path: '/admin/trainer-hours', pattern: '/admin/trainer-hours' });

describe('/admin/trainer-hours', () => {
  it("shows the first trainer's hours and time off, read-only, and another trainer's when chosen", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/user': { body: staffUser },
      'GET /api/admin/trainers': {
        body: [
          { id: 4, name: 'Tess Trainer' },
          { id: 9, name: 'Bram Trainer' },
        ],
      },
      'GET /api/admin/trainers/4/schedule': { body: tess },
      'GET /api/admin/trainers/9/schedule': { body: bram },
    });
    render();
    const hours = await screen.findByRole('region', { name: "Tess Trainer's weekly hours" });
    expect(within(hours).getByRole('row', { name: /Monday/ })).toHaveTextContent('9:00 AM – 12:00 PM, 1:30 PM – midnight');
    expect(within(hours).getByRole('row', { name: /Tuesday/ })).toHaveTextContent('Not working');
    expect(screen.getByRole('region', { name: "Tess Trainer's time off" })).toHaveTextContent(
      'March 6, 2027 – March 10, 2027 · Conference',
    );
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Trainer' }));
    await user.click(await screen.findByRole('option', { name: 'Bram Trainer' }));
    const bramHours = await screen.findByRole('region', { name: "Bram Trainer's weekly hours" });
    expect(within(bramHours).getByRole('row', { name: /Saturday/ })).toHaveTextContent('10:00 AM – 2:00 PM');
    expect(screen.getByRole('region', { name: "Bram Trainer's time off" })).toHaveTextContent('No time off.');
  });

  it('says when there are no trainers yet', async () => {
    mockApi({ 'GET /api/user': { body: staffUser }, 'GET /api/admin/trainers': { body: [] } });
    render();
    expect(await screen.findByText('There are no approved trainers yet.')).toBeInTheDocument();
  });
});
