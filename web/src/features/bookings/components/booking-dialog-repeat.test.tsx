// Book Session's "Repeat weekly" (issue 30, item 4; decisions.md 68): for daycare and training, the
// days of the week and the last date, the number of occurrences and their total, and a submit that
// books the series and goes to its one checkout.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VaccinationStatusReport } from '@common/vaccination-schemas';
import { addCalendarDays, calendarDayOf } from '@common/business-time';
import { weekdayOf } from '@common/booking-series-schemas';
import { mockApi, requestsTo } from '../../../test/mock-api';
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
const first = addCalendarDays(today, 4);
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
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

function dialogApi() {
  return mockApi({
    'GET /api/bookings/availability': { body: sampleAvailability() },
    'GET /api/business': { body: sampleBusiness({ daycareDayCents: 4200 }) },
    'GET /api/pets': { body: [samplePet()] },
    'GET /api/pets/7/vaccination-status': { body: upToDate },
    'GET /api/pets/7/care': { body: noCare },
    'POST /api/booking-series': {
      status: 201,
      body: { seriesId: 5, bookings: [sampleBooking({ id: 61, serviceType: 'daycare' }), sampleBooking({ id: 62 })], skipped: [] },
    },
  });
}

const openDialog = () => screen.findByRole('dialog', { name: 'Book Session' });

describe('Book Session: repeat weekly', () => {
  it('books a weekly daycare on two days until a date, showing the occurrences and total, then goes to its checkout', async () => {
    const user = userEvent.setup();
    keepBookingDraft({ ...emptyBookingDraft('7'), service: 'daycare', date: first, time: '09:00', pickupDate: first, pickupTime: '15:00' });
    const api = dialogApi();
    const { router } = renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await openDialog();
    await within(dialog).findByLabelText('Price preview');
    await user.click(within(dialog).getByRole('switch', { name: 'Repeat weekly' }));

    const days = within(dialog).getByRole('group', { name: 'Repeat on' });
    const own = weekdayOf(first);
    const other = (own + 2) % 7;
    // The first date's weekday is always one of them.
    expect(within(days).getByRole('checkbox', { name: WEEKDAY_NAMES[own] })).toBeChecked();
    expect(within(days).getByRole('checkbox', { name: WEEKDAY_NAMES[own] })).toBeDisabled();
    await user.click(within(days).getByRole('checkbox', { name: WEEKDAY_NAMES[other] }));

    const until = addCalendarDays(first, 13);
    const untilInput = within(dialog).getByRole('textbox', { name: 'Until' });
    const spelled = new Date(`${until}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await user.type(untilInput, spelled);
    await user.tab();
    // Two weeks on two weekdays: four days at $42.00.
    expect(await within(dialog).findByText('4 occurrences, $168.00 in total')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/booking-series')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/booking-series')[0].body).toEqual({
      serviceType: 'daycare',
      petId: 7,
      startDate: `${first}T09:00:00.000Z`,
      endDate: `${first}T15:00:00.000Z`,
      additionalPetIds: [],
      notes: '',
      weekdays: [own, other].sort(),
      until,
    });
    expect(requestsTo(api, 'POST /api/bookings')).toHaveLength(0);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/checkout?booking_id=61&series_id=5'),
    );
  });

  it('offers no repeat for boarding', async () => {
    keepBookingDraft({ ...emptyBookingDraft('7'), service: 'boarding' });
    dialogApi();
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await openDialog();
    await within(dialog).findByRole('radio', { name: 'Boarding' });
    expect(within(dialog).queryByRole('switch', { name: 'Repeat weekly' })).not.toBeInTheDocument();
  });
});
