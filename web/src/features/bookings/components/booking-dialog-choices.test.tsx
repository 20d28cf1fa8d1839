// Book Session's trainer choice, availability and daycare (issue 30, items 2 and 3; decisions.md 66):
// the trainers free at the chosen time with "Any available trainer" first, times with no trainer
// free greyed with the reason, nearly full days named, and daycare priced per day.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VaccinationStatusReport } from '@common/vaccination-schemas';
import { addCalendarDays, calendarDayOf } from '@common/business-time';
import { mockApi, requestsTo, type MockRoutes } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleAvailability } from '../../../test/sample-availability';
import { sampleBooking } from '../../../test/sample-booking';
import { sampleBusiness } from '../../../test/sample-business';
import { noCare } from '../../../test/sample-care';
import { samplePet } from '../../../test/sample-pet';
import { BookingDialog } from './booking-dialog';
import { keepBookingDraft } from './booking-draft-storage';
import { emptyBookingDraft } from './booking-form';

afterEach(() => sessionStorage.clear());

const today = calendarDayOf(new Date(), 'UTC');
const sessionDay = addCalendarDays(today, 3);
const TRAINING_TIMES = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const tess = { id: 31, name: 'Tess Hart', photoUrl: '/uploads/trainer-photos/tess.png', bio: 'Patient with puppies and reactive dogs.' };
const omar = { id: 32, name: 'Omar Reyes', photoUrl: null, bio: null };

const rabies = {
  vaccine: 'rabies' as const,
  name: 'Rabies',
  status: 'up_to_date' as const,
  expiresOn: '2040-01-01',
  blocker: null,
  warning: null,
};
const upToDate: VaccinationStatusReport = {
  policy: 'enforce',
  verification: 'accept',
  today,
  through: today,
  services: { boarding: [rabies], daycare: [rabies], training: [rabies] },
};

/** Both trainers free at every time of the session's day but 10:00 (Omar only) and 11:00 (nobody). */
const trainingSlots = TRAINING_TIMES.map((time) => {
  const start = `${sessionDay}T${time}:00.000Z`;
  return { start, trainers: time === '10:00' ? [omar] : time === '11:00' ? [] : [tess, omar] };
});

function dialogApi(routes: MockRoutes = {}) {
  return mockApi({
    'GET /api/bookings/availability': (call) => {
      const service = new URL(call.url, 'http://localhost').searchParams.get('serviceType');
      if (service === 'training') {
        return { body: sampleAvailability({ trainingSlots, unavailableTrainingSlots: [`${sessionDay}T11:00:00.000Z`] }) };
      }
      if (service === 'daycare') {
        return {
          body: sampleAvailability({
            fullDaycareDays: [addCalendarDays(today, 2)],
            nearlyFullDaycareDays: [{ day: addCalendarDays(today, 4), placesLeft: 1 }],
          }),
        };
      }
      return {
        body: sampleAvailability({
          fullNights: [addCalendarDays(today, 6)],
          nearlyFullNights: [{ day: addCalendarDays(today, 7), placesLeft: 2 }],
        }),
      };
    },
    'GET /api/business': { body: sampleBusiness({ daycareDayCents: 4200 }) },
    'GET /api/pets': { body: [samplePet(), samplePet({ id: 8, name: 'Nibbles' })] },
    'GET /api/pets/7/vaccination-status': { body: upToDate },
    'GET /api/pets/8/vaccination-status': { body: upToDate },
    'GET /api/pets/7/care': { body: noCare },
    'GET /api/pets/8/care': { body: noCare },
    'POST /api/bookings': { status: 201, body: sampleBooking() },
    ...routes,
  });
}

const openDialog = () => screen.findByRole('dialog', { name: 'Book Session' });

describe('Book Session: choosing a trainer', () => {
  it('lists the trainers free at the chosen time, "Any available trainer" first and chosen, and books the one picked', async () => {
    const user = userEvent.setup();
    keepBookingDraft({ ...emptyBookingDraft('7'), service: 'training', date: sessionDay, time: '09:00' });
    const api = dialogApi();
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await openDialog();
    const trainer = await within(dialog).findByRole('radiogroup', { name: 'Trainer' });
    await waitFor(() => expect(within(trainer).getAllByRole('radio')).toHaveLength(3));
    expect(within(trainer).getByRole('radio', { name: 'Any available trainer' })).toBeChecked();
    expect(within(trainer).getByRole('radio', { name: 'Tess Hart' })).not.toBeChecked();
    // Tess's photo and bio from her profile (decisions.md 66); Omar has neither: initials only.
    expect(within(trainer).getByText(tess.bio)).toBeInTheDocument();
    expect([...trainer.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([tess.photoUrl]);
    expect(within(trainer).getByText('OR')).toBeInTheDocument();
    await user.click(within(trainer).getByRole('radio', { name: 'Omar Reyes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/bookings')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/bookings')[0].body).toMatchObject({
      petId: 7,
      serviceType: 'training',
      startDate: `${sessionDay}T09:00:00.000Z`,
      trainerId: omar.id,
    });
  });

  it('sends no trainer (any available) by default, and offers only the trainers free at a busier time', async () => {
    const user = userEvent.setup();
    keepBookingDraft({ ...emptyBookingDraft('7'), service: 'training', date: sessionDay, time: '10:00' });
    const api = dialogApi();
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await openDialog();
    const trainer = await within(dialog).findByRole('radiogroup', { name: 'Trainer' });
    await waitFor(() => expect(within(trainer).getByRole('radio', { name: 'Omar Reyes' })).toBeInTheDocument());
    expect(within(trainer).queryByRole('radio', { name: 'Tess Hart' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/bookings')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/bookings')[0].body).toMatchObject({ serviceType: 'training', trainerId: null });
  });

  it('goes back to "Any available trainer" when the chosen trainer is not free at a newly chosen time', async () => {
    const user = userEvent.setup();
    keepBookingDraft({ ...emptyBookingDraft('7'), service: 'training', date: sessionDay, time: '09:00', trainerId: String(tess.id) });
    const api = dialogApi();
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await openDialog();
    const trainer = await within(dialog).findByRole('radiogroup', { name: 'Trainer' });
    await waitFor(() => expect(within(trainer).getByRole('radio', { name: 'Tess Hart' })).toBeChecked());
    await user.click(within(dialog).getAllByLabelText('Time')[0]);
    await user.click(await screen.findByRole('option', { name: '10:00 AM' }));
    await waitFor(() => expect(within(trainer).getByRole('radio', { name: 'Any available trainer' })).toBeChecked());
    expect(within(trainer).queryByRole('radio', { name: 'Tess Hart' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/bookings')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/bookings')[0].body).toMatchObject({ startDate: `${sessionDay}T10:00:00.000Z`, trainerId: null });
  });

  it('says how many times are free that day and greys a time with no trainer free, saying why', async () => {
    const user = userEvent.setup();
    keepBookingDraft({ ...emptyBookingDraft('7'), service: 'training', date: sessionDay });
    dialogApi();
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await openDialog();
    expect(await within(dialog).findByLabelText('Free times')).toHaveTextContent('7 of 8 times free on this day');
    expect(within(dialog).getByText('Choose a date and time to see the trainers free then.')).toBeInTheDocument();
    await user.click(within(dialog).getAllByLabelText('Time')[0]);
    const busy = await screen.findByRole('option', { name: '11:00 AM (no trainer free)' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: '10:00 AM' })).not.toHaveAttribute('aria-disabled', 'true');
  });
});

describe('Book Session: daycare', () => {
  it('prices daycare per day from the settings, names a nearly full day of the dates and books daycare', async () => {
    const user = userEvent.setup();
    const day = addCalendarDays(today, 4);
    keepBookingDraft({ ...emptyBookingDraft('7'), service: 'daycare', date: day, time: '09:00', pickupDate: day, pickupTime: '15:00' });
    const api = dialogApi();
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await openDialog();
    const preview = await within(dialog).findByLabelText('Price preview');
    expect(within(dialog).getByRole('radio', { name: 'Daycare' })).toBeChecked();
    expect(preview).toHaveTextContent('Daycare, 1 day × $42.00');
    expect(preview).toHaveTextContent('Total$42.00');
    expect(await within(dialog).findByLabelText('Availability of days')).toHaveTextContent(
      /Nearly full on your dates: .* \(1 place left\)/,
    );
    expect(within(dialog).queryByRole('radiogroup', { name: 'Trainer' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/bookings')).toHaveLength(1));
    const body = requestsTo(api, 'POST /api/bookings')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ serviceType: 'daycare', startDate: `${day}T09:00:00.000Z`, endDate: `${day}T15:00:00.000Z` });
    expect(body).not.toHaveProperty('trainerId');
  });

  it('asks the daycare availability when Daycare is chosen and names its full and nearly full days', async () => {
    const user = userEvent.setup();
    const api = dialogApi();
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await openDialog();
    await user.click(await within(dialog).findByText('Daycare'));
    const note = await within(dialog).findByLabelText('Availability of days');
    expect(note).toHaveTextContent(/^Full: \w+ \d+\. Nearly full: \w+ \d+ \(1 place left\)\.$/);
    expect(requestsTo(api, 'GET /api/bookings/availability').some((call) => call.url.includes('serviceType=daycare'))).toBe(true);
  });
});

describe('Book Session: boarding', () => {
  it('names the full and nearly full nights before dates are chosen', async () => {
    dialogApi();
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await openDialog();
    const note = await within(dialog).findByLabelText('Availability of nights');
    expect(note).toHaveTextContent(/^Full: \w+ \d+\. Nearly full: \w+ \d+ \(2 places left\)\.$/);
  });
});
