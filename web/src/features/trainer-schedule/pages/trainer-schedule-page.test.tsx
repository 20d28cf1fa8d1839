import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrainerSchedule } from '@common/trainer-schedule-schemas';
import { mockApi, requestsTo } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { trainerUser } from '../../../test/users';
import TrainerSchedulePage from './trainer-schedule-page';

const saved: TrainerSchedule = {
  weeklyHours: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '13:00', end: '17:00' },
    { weekday: 3, start: '10:00', end: '16:00' },
  ],
  timeOff: [{ from: '2027-03-06', to: '2027-03-10', note: 'Conference' }],
};

const render = () => renderWithApp(<TrainerSchedulePage />, { path: '/trainer/schedule', pattern: '/trainer/schedule' });

describe('/trainer/schedule', () => {
  it('shows a loading placeholder, then the saved hours by weekday and the time off', async () => {
    let answer: (reply: { body: TrainerSchedule }) => void = () => {};
    mockApi({
      'GET /api/user': { body: trainerUser },
      'GET /api/trainer/schedule': () => new Promise((resolve) => (answer = resolve)),
    });
    render();
    expect(await screen.findByRole('status', { name: 'Loading your schedule' })).toBeInTheDocument();
    answer({ body: saved });
    expect(await screen.findByRole('heading', { name: 'My schedule' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Monday hours 1 start' })).toHaveValue('09:00');
    expect(screen.getByRole('combobox', { name: 'Monday hours 2 end' })).toHaveValue('17:00');
    expect(screen.getByRole('combobox', { name: 'Wednesday hours 1 start' })).toHaveValue('10:00');
    expect(screen.queryByRole('combobox', { name: 'Tuesday hours 1 start' })).not.toBeInTheDocument();
    const off = screen.getByRole('group', { name: 'Time off 1' });
    expect(within(off).getByLabelText('First day off')).toHaveValue('2027-03-06');
    expect(within(off).getByLabelText('Last day off')).toHaveValue('2027-03-10');
    expect(within(off).getByLabelText('Note')).toHaveValue('Conference');
  });

  it('saves the whole schedule after changes, and says so', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/user': { body: trainerUser },
      'GET /api/trainer/schedule': { body: saved },
      'PUT /api/trainer/schedule': (call) => ({ body: call.body }),
    });
    render();
    await screen.findByRole('combobox', { name: 'Monday hours 1 start' });
    // Tuesday gets 9 to 5; Wednesday's hours go; Monday's first range ends at 11:30.
    await user.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Remove Wednesday hours 1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monday hours 1 end' }), '11:30');
    await user.click(screen.getByRole('button', { name: 'Remove time off 1' }));
    await user.click(screen.getByRole('button', { name: 'Add time off' }));
    const off = screen.getByRole('group', { name: 'Time off 1' });
    fireEvent.change(within(off).getByLabelText('First day off'), { target: { value: '2027-04-05' } });
    fireEvent.change(within(off).getByLabelText('Last day off'), { target: { value: '2027-04-07' } });
    await user.type(within(off).getByLabelText('Note'), 'Family visit');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('Schedule Saved')).toBeInTheDocument();
    const [put] = requestsTo(api, 'PUT /api/trainer/schedule');
    expect(put.body).toEqual({
      weeklyHours: [
        { weekday: 1, start: '09:00', end: '11:30' },
        { weekday: 1, start: '13:00', end: '17:00' },
        { weekday: 2, start: '09:00', end: '17:00' },
      ],
      timeOff: [{ from: '2027-04-05', to: '2027-04-07', note: 'Family visit' }],
    });
  });

  it('checks the hours before sending: an end before the start and overlapping hours are marked', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/user': { body: trainerUser }, 'GET /api/trainer/schedule': { body: saved } });
    render();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Wednesday hours 1 end' }), '08:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monday hours 2 start' }), '11:00');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('The end must be after the start')).toBeInTheDocument();
    expect(screen.getByText('These hours overlap other hours on the same day')).toBeInTheDocument();
    expect(requestsTo(api, 'PUT /api/trainer/schedule')).toHaveLength(0);
  });

  it('shows the refusal of time off over a booked session, naming it', async () => {
    const user = userEvent.setup();
    const refusal = 'You have a training session with Rex on March 8 at 10:00 AM; move or cancel it before taking that time off.';
    mockApi({
      'GET /api/user': { body: trainerUser },
      'GET /api/trainer/schedule': { body: saved },
      'PUT /api/trainer/schedule': { status: 409, body: { message: refusal } },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Save schedule' }));
    const alert = await screen.findByRole('alert', { name: 'Time off not saved' });
    expect(alert).toHaveTextContent(refusal);
    expect(await screen.findByText('Schedule Not Saved')).toBeInTheDocument();
  });

  it('offers a retry when the schedule cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /api/user': { body: trainerUser },
      'GET /api/trainer/schedule': () =>
        fail ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } : { body: saved },
    });
    render();
    expect(await screen.findByText('Failed to load your schedule')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('combobox', { name: 'Monday hours 1 start' })).toBeInTheDocument();
  });
});
