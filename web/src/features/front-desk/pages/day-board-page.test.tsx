import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DayBoard, DayBooking } from '@common/day-board-schemas';
import type { JournalEntry } from '@common/journal-schemas';
import { addCalendarDays, calendarDayOf } from '@common/business-time';
import { mockApi, requestsTo, signedInLayoutReplies, type MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { staffUser } from '../../../test/users';

const zone = 'UTC';
const today = calendarDayOf(new Date(), zone);
const at = (time: string) => `${today}T${time}:00.000Z`;

const pet = (id: number, name: string, extra: Partial<DayBooking['pets'][number]> = {}) => ({
  id,
  name,
  petType: 'dog',
  breed: 'Beagle',
  profilePhoto: null,
  medicalConditions: null,
  medicationsDue: [],
  meals: [],
  schedule: [],
  emergencyContact: null,
  vet: null,
  careChangedDuringStay: false,
  rounds: [],
  ...extra,
});
const booking = (id: number, extra: Partial<DayBooking> = {}): DayBooking => ({
  bookingId: id,
  serviceType: 'boarding',
  status: 'confirmed',
  paymentStatus: 'paid',
  startDate: at('10:00'),
  endDate: at('18:00'),
  balanceCents: 0,
  notes: null,
  owner: { id: 3, name: 'Sam Lee', phone: '555-0100', email: 'sam@example.com' },
  pets: [pet(7, 'Scout')],
  vaccinationProblems: [],
  late: false,
  checkIn: null,
  staffNotes: [],
  ...extra,
});
const luna = booking(12, {
  status: 'checked_in',
  pets: [
    pet(8, 'Luna', {
      medicalConditions: 'Epilepsy',
      medicationsDue: ['Phenobarbital 30 mg at 08:00 (with food)'],
      careChangedDuringStay: true,
      rounds: [
        { time: '07:30', kind: 'meal', label: 'Kibble, 1 cup', medication: null, state: 'logged' },
        { time: '08:00', kind: 'medication', label: 'Phenobarbital 30 mg', medication: 'Phenobarbital', state: 'overdue' },
        { time: '20:00', kind: 'medication', label: 'Phenobarbital 30 mg', medication: 'Phenobarbital', state: 'later' },
      ],
    }),
  ],
  checkIn: { at: at('09:00'), belongings: 'Bed', note: null },
  staffNotes: ['Escape artist'],
});
const journalEntry = (extra: Partial<JournalEntry> = {}): JournalEntry => ({
  id: 70,
  bookingId: 12,
  petId: 8,
  petName: 'Luna',
  kind: 'meal',
  note: null,
  ate: 'all',
  given: null,
  medication: null,
  time: '07:30',
  media: [],
  author: { id: staffUser.id, name: 'Sam Desk' },
  createdAt: new Date().toISOString(),
  correctedAt: null,
  original: null,
  ...extra,
});
const board: DayBoard = {
  date: today,
  timeZone: zone,
  arriving: [booking(11, { paymentStatus: 'pending', status: 'pending', balanceCents: 17800 })],
  inHouse: [luna],
  goingHome: [],
  waitlist: [],
  training: [
    {
      trainer: { id: 5, name: 'Tia Trainer', phone: null },
      sessions: [
        {
          bookingId: 20,
          startDate: at('14:00'),
          endDate: at('15:00'),
          status: 'confirmed',
          owner: { id: 3, name: 'Sam Lee', phone: null },
          pets: [{ id: 7, name: 'Max' }],
        },
      ],
    },
  ],
  occupancy: Array.from({ length: 30 }, (_, index) => ({ night: today, pets: index === 0 ? 2 : 0, capacity: 20 })),
};

function deskServer(routes: MockRoutes = {}) {
  return mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: staffUser }, 'GET /api/admin/day': { body: board }, ...routes });
}

describe('/admin/today', () => {
  it('shows the day: who arrives with what is due, who is in with their pills and alerts, training per trainer', async () => {
    deskServer();
    renderApp('/admin/today');
    const arriving = await screen.findByRole('region', { name: 'Arriving' });
    expect(within(arriving).getByRole('heading', { name: 'Arriving (1)' })).toBeInTheDocument();
    const scout = within(arriving).getByRole('article', { name: 'Scout, booking 11' });
    expect(within(scout).getByText('Due $178.00')).toBeInTheDocument();
    expect(within(scout).getByRole('link', { name: /555-0100/ })).toHaveAttribute('href', 'tel:555-0100');

    const inHouse = screen.getByRole('region', { name: 'In house' });
    // Checked in: the day's rounds against the journal, and the desk's own note.
    expect(within(inHouse).getByText('Give Phenobarbital 30 mg at 08:00, not yet logged')).toBeInTheDocument();
    expect(within(inHouse).getByText('Feed Kibble, 1 cup at 07:30, logged')).toBeInTheDocument();
    expect(within(inHouse).getByText('Give Phenobarbital 30 mg at 20:00')).toBeInTheDocument();
    expect(within(inHouse).getByText('Staff note: Escape artist')).toBeInTheDocument();
    expect(within(inHouse).getByText('Medical: Epilepsy')).toBeInTheDocument();
    expect(within(inHouse).getByText('Care instructions changed during the stay')).toBeInTheDocument();
    expect(within(inHouse).getByRole('button', { name: 'Check out Luna' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Going home' })).getByText('Nobody goes home.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Training' })).getByText(/2:00 PM to 3:00 PM: Max \(Sam Lee\)/)).toBeInTheDocument();
    expect(screen.getByText(/Busiest: .*, 2 of 20\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Run sheet' })).toHaveAttribute('href', `/api/admin/day/run-sheet.pdf?date=${today}`);
  });

  it("lists the day's waitlist in offer order, with the held place's end", async () => {
    const waitlist: DayBoard['waitlist'] = [
      {
        id: 3,
        serviceType: 'boarding',
        startDate: at('09:00'),
        endDate: at('09:00').replace(today, addCalendarDays(today, 1)),
        status: 'offered',
        heldUntil: at('16:00'),
        owner: { id: 40, name: 'Ann Owner' },
        petNames: ['Pip'],
        trainerName: null,
      },
      {
        id: 4,
        serviceType: 'training',
        startDate: at('10:00'),
        endDate: at('11:00'),
        status: 'waiting',
        heldUntil: null,
        owner: { id: 41, name: 'Ben Owner' },
        petNames: ['Dot'],
        trainerName: 'Tia Trainer',
      },
    ];
    deskServer({ 'GET /api/admin/day': { body: { ...board, waitlist } } });
    renderApp('/admin/today');
    const section = await screen.findByRole('region', { name: 'Waitlist' });
    expect(section).toHaveTextContent('1. Pip (Ann Owner)BoardingHeld until 4:00 PM');
    expect(section).toHaveTextContent('2. Dot (Ben Owner)Training at 10:00 AM with Tia TrainerWaiting');
  });

  it('shows no waitlist when nobody waits', async () => {
    deskServer();
    renderApp('/admin/today');
    await screen.findByRole('region', { name: 'Training' });
    expect(screen.queryByRole('region', { name: 'Waitlist' })).not.toBeInTheDocument();
  });

  it('checks in: what the server wants confirmed is listed, and sent again only once ticked', async () => {
    let tries = 0;
    const api = deskServer({
      'POST /api/admin/bookings/11/check-in': () =>
        ++tries === 1
          ? {
              status: 409,
              body: {
                message: 'Please confirm to check Scout in: This booking is not paid yet.',
                details: { unpaid: 'This booking is not paid yet.' },
              },
            }
          : { body: { bookingId: 11, status: 'checked_in', check: {} } },
    });
    const user = userEvent.setup();
    renderApp('/admin/today');
    await user.click(await screen.findByRole('button', { name: 'Check in Scout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in: Scout' });
    await user.type(within(dialog).getByLabelText('Belongings brought'), 'Leash');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));

    const confirm = await within(dialog).findByRole('alert');
    expect(confirm).toHaveTextContent('This booking is not paid yet.');
    expect(within(dialog).getByRole('button', { name: 'Check in' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Check in without payment'));
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));

    expect(await screen.findByText('Scout: done.')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/admin/bookings/11/check-in').map((call) => call.body)).toEqual([
      { belongings: 'Leash', note: '', confirm: [] },
      { belongings: 'Leash', note: '', confirm: ['unpaid'] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The board is asked again after the step.
    await waitFor(() => expect(requestsTo(api, 'GET /api/admin/day').length).toBeGreaterThan(1));
  });

  it('checks out and says what charging the balance to the saved card did', async () => {
    const api = deskServer({
      'POST /api/admin/bookings/12/check-out': {
        body: {
          bookingId: 12,
          status: 'completed',
          check: { kind: 'check_out', at: at('17:00'), byUserId: staffUser.id, belongings: 'Bed', note: null, confirmed: [] },
          balance: { outcome: 'needs_authentication', amountCents: 71200, message: null },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/today');
    await user.click(await screen.findByRole('button', { name: 'Check out Luna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check out: Luna' });
    await user.type(within(dialog).getByLabelText('Belongings handed back'), 'Bed');
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText('Luna: done.')).toBeInTheDocument();
    expect(screen.getByText('Balance still due')).toBeInTheDocument();
    expect(
      screen.getByText("The owner's bank wants them to confirm the balance of $712.00. They were sent a link to finish."),
    ).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/admin/bookings/12/check-out').map((call) => call.body)).toEqual([{ belongings: 'Bed', note: '' }]);
  });

  it('logs an overdue dose in the journal against its round, and lists the journal so far', async () => {
    const api = deskServer({
      'GET /api/bookings/12/journal': { body: { bookingId: 12, entries: [journalEntry()] } },
      'POST /api/admin/bookings/12/journal': {
        status: 201,
        body: journalEntry({ id: 71, kind: 'medication', ate: null, given: true, medication: 'Phenobarbital', time: '08:00' }),
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/today');
    await user.click(await screen.findByRole('button', { name: 'Journal for Luna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Journal: Luna' });
    const logged = await within(dialog).findByRole('article', { name: /^Meal,/ });
    expect(logged).toHaveTextContent('Ate all');
    expect(within(logged).getByRole('button', { name: 'Correct' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'What happened' }));
    await user.click(await screen.findByRole('option', { name: 'Medication' }));
    // Without saying whether it was given, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Log entry' }));
    expect(await within(dialog).findByText('Please say whether the medication was given')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/admin/bookings/12/journal')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Which dose' }));
    await user.click(await screen.findByRole('option', { name: '08:00 Phenobarbital 30 mg (overdue)' }));
    await user.click(within(dialog).getByText('Given'));
    await user.click(within(dialog).getByRole('button', { name: 'Log entry' }));
    expect(await screen.findByText('Medication for Luna.')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/admin/bookings/12/journal').map((call) => call.body)).toEqual([
      { kind: 'medication', petId: 8, note: '', given: true, time: '08:00', medication: 'Phenobarbital' },
    ]);
  });

  it('looks at another day without the desk steps for arrivals', async () => {
    const api = deskServer();
    const user = userEvent.setup();
    renderApp('/admin/today');
    await user.click(await screen.findByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(requestsTo(api, 'GET /api/admin/day').at(-1)?.url).toMatch(/\?date=\d{4}-\d\d-\d\d$/));
  });
});
