import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeskBookingDetail, DeskBookingRow } from '@common/desk-booking-schemas';
import { mockApi, requestsTo, signedInLayoutReplies, type MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { staffUser } from '../../../test/users';
import { DESKTOP, PHONE, setViewport } from '../../../test/viewport';

const row = (id: number, extra: Partial<DeskBookingRow> = {}): DeskBookingRow => ({
  id,
  startDate: '2030-03-01T09:00:00.000Z',
  endDate: '2030-03-04T09:00:00.000Z',
  serviceType: 'boarding',
  status: 'confirmed',
  paymentStatus: 'paid',
  totalPrice: 26700,
  owner: { id: 3, name: 'Olive Stone', username: 'olive' },
  pets: [{ id: 7, name: 'Rex' }],
  trainerName: null,
  ...extra,
});
const rex = row(11);
const luna = row(12, {
  serviceType: 'training',
  status: 'pending',
  paymentStatus: 'pending',
  totalPrice: 8500,
  owner: { id: 4, name: 'Bruno Park', username: 'bruno' },
  pets: [{ id: 8, name: 'Luna' }],
  trainerName: 'Tess Trainer',
});
const rexDetail: DeskBookingDetail = {
  ...rex,
  notes: null,
  createdAt: '2030-01-01T09:00:00.000Z',
  amountPaidCents: 26700,
  balanceDueCents: 0,
  balanceChargeable: false,
  cancellable: true,
  cancellationPolicy: { refundCents: 26700, feeCents: 0, feeLabel: null },
  fees: [],
  payments: [
    {
      provider: 'sandbox',
      status: 'succeeded',
      purpose: 'full',
      amountCents: 26700,
      cardBrand: 'VISA',
      cardLast4: '4242',
      paidAt: '2030-01-02T09:00:00.000Z',
    },
  ],
  refunds: [],
  stayChecks: [],
  staffNotes: [{ id: 1, text: 'Escape artist', at: '2030-01-03T09:00:00.000Z', author: { id: 4, name: 'Sam Desk' } }],
  audit: [],
};

function deskServer(routes: MockRoutes = {}) {
  return mockApi({
    ...signedInLayoutReplies,
    'GET /api/user': { body: staffUser },
    'GET /api/admin/bookings': { body: [rex, luna], headers: { 'X-Next-Cursor': '12' } },
    'GET /api/admin/bookings/11': { body: rexDetail },
    ...routes,
  });
}

afterEach(() => setViewport(DESKTOP));

describe('/admin/bookings', () => {
  it('lists bookings in a table, filters and searches them, and loads the next page', async () => {
    const api = deskServer({
      'GET /api/admin/bookings': (call) =>
        call.url.includes('cursor=12')
          ? { body: [row(13, { pets: [{ id: 9, name: 'Mochi' }] })] }
          : { body: [rex, luna], headers: { 'X-Next-Cursor': '12' } },
    });
    const user = userEvent.setup();
    renderApp('/admin/bookings');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Open booking 11 for Rex' })).toBeInTheDocument();
    expect(within(table).getByText('Bruno Park')).toBeInTheDocument();
    expect(within(table).getByText('with Tess Trainer')).toBeInTheDocument();
    expect(within(table).getByText('$267.00')).toBeInTheDocument();
    expect(within(table).getByText('Payment pending')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('button', { name: 'Open booking 13 for Mochi' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Checked in' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), ' luna ');
    await waitFor(() =>
      expect(requestsTo(api, 'GET /api/admin/bookings').at(-1)?.url).toBe('/api/admin/bookings?limit=25&status=checked_in&q=luna'),
    );
  });

  it('says when nothing matches, and clears the filters', async () => {
    const api = deskServer({
      'GET /api/admin/bookings': (call) => ({ body: call.url.includes('q=') ? [] : [rex, luna] }),
    });
    const user = userEvent.setup();
    renderApp('/admin/bookings');
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No booking matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    expect(requestsTo(api, 'GET /api/admin/bookings').at(-1)?.url).toMatch(/q=/);
  });

  it('shows cards on a phone', async () => {
    setViewport(PHONE);
    deskServer();
    renderApp('/admin/bookings');
    const card = await screen.findByRole('article', { name: 'Booking 12' });
    expect(within(card).getByText(/Training ·/)).toBeInTheDocument();
    expect(within(card).getByText('$85.00')).toBeInTheDocument();
  });

  it('opens a booking and cancels it with a partial refund and a reason, showing the exact refund first', async () => {
    const cancelled: DeskBookingDetail = { ...rexDetail, status: 'cancelled', paymentStatus: 'refunded', cancellable: false };
    let current = rexDetail;
    const api = deskServer({
      'GET /api/admin/bookings/11': () => ({ body: current }),
      'POST /api/admin/bookings/11/cancel': () => ({ body: (current = cancelled) }),
    });
    const user = userEvent.setup();
    renderApp('/admin/bookings');
    await user.click(await screen.findByRole('button', { name: 'Open booking 11 for Rex' }));
    const drawer = await screen.findByRole('dialog', { name: 'Booking #11' });
    expect(await within(drawer).findByText('$267.00 by VISA ending in 4242, paid', { exact: false })).toBeInTheDocument();
    expect(within(drawer).getByText('Escape artist')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'View bill' })).toHaveAttribute('href', '/bookings/11/bill');

    await user.click(within(drawer).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking #11' });
    // The cancellation policy's refund is the default (decisions.md 73); anything else needs a reason.
    expect(within(dialog).getByRole('radio', { name: 'Cancellation policy: Refund $267.00' })).toBeChecked();
    expect(within(dialog).getByText('$267.00 will be refunded to VISA ending in 4242, and the booking cancelled.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Partial refund' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount to refund' }), '300');
    expect(within(dialog).getByText('The refund cannot be more than the $267.00 paid')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount to refund' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount to refund' }), '50.25');
    expect(within(dialog).getByText('$50.25 will be refunded to VISA ending in 4242, and the booking cancelled.')).toBeInTheDocument();

    // The reason is required.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund $50.25' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/admin/bookings/11/cancel')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Kennel flooded');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund $50.25' }));
    await waitFor(() =>
      expect(requestsTo(api, 'POST /api/admin/bookings/11/cancel').map((call) => call.body)).toEqual([
        { refund: { amountCents: 5025 }, reason: 'Kennel flooded' },
      ]),
    );
    expect(await screen.findByText('$50.25 refunded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel booking #11' })).not.toBeInTheDocument());
    expect(within(drawer).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in a toast", async () => {
    deskServer({
      'POST /api/admin/bookings/11/cancel': {
        status: 409,
        body: { message: 'This booking is already cancelled, so it cannot be cancelled.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/bookings?booking=11');
    const drawer = await screen.findByRole('dialog', { name: 'Booking #11' });
    await user.click(await within(drawer).findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking #11' });
    await user.click(within(dialog).getByRole('radio', { name: 'No refund' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Double booking');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('This booking is already cancelled, so it cannot be cancelled.')).toBeInTheDocument();
  });

  it('adds a staff note', async () => {
    const api = deskServer({
      'POST /api/admin/bookings/11/notes': {
        status: 201,
        body: { id: 2, text: 'Quiet run', at: '2030-01-04T09:00:00.000Z', author: null },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/bookings?booking=11');
    const drawer = await screen.findByRole('dialog', { name: 'Booking #11' });
    await user.type(await within(drawer).findByRole('textbox', { name: /Add a staff note/ }), 'Quiet run');
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(requestsTo(api, 'POST /api/admin/bookings/11/notes').map((call) => call.body)).toEqual([{ text: 'Quiet run' }]),
    );
    await waitFor(() => expect(requestsTo(api, 'GET /api/admin/bookings/11').length).toBeGreaterThan(1));
  });

  it('shows a checked-in stay with its journal', async () => {
    deskServer({
      'GET /api/admin/bookings/11': {
        body: {
          ...rexDetail,
          status: 'checked_in',
          stayChecks: [{ kind: 'check_in', at: '2030-01-05T09:00:00.000Z', by: null, belongings: 'Bed', note: null }],
        },
      },
      'GET /api/bookings/11/journal': {
        body: {
          bookingId: 11,
          entries: [
            {
              id: 5,
              bookingId: 11,
              petId: 7,
              petName: 'Rex',
              kind: 'potty',
              note: 'All good on the walk',
              ate: null,
              given: null,
              medication: null,
              time: null,
              media: [],
              author: { id: 4, name: 'Sam Desk' },
              createdAt: '2030-01-05T10:00:00.000Z',
              correctedAt: null,
              original: null,
            },
          ],
        },
      },
    });
    renderApp('/admin/bookings?booking=11');
    const drawer = await screen.findByRole('dialog', { name: 'Booking #11' });
    const entry = await within(drawer).findByRole('article', { name: /^Potty,/ });
    expect(entry).toHaveTextContent('All good on the walk');
    expect(entry).toHaveTextContent('Sam Desk');
  });

  const owing = { ...rexDetail, paymentStatus: 'partially_paid', amountPaidCents: 5340, balanceDueCents: 21360 } as const;

  it('offers to charge the balance of a booking paid on its own', async () => {
    deskServer({ 'GET /api/admin/bookings/11': { body: { ...owing, balanceChargeable: true } } });
    renderApp('/admin/bookings?booking=11');
    const drawer = await screen.findByRole('dialog', { name: 'Booking #11' });
    expect(await within(drawer).findByRole('button', { name: 'Charge balance $213.60' })).toBeVisible();
  });

  it("does not offer it on a series' occurrence, which is paid through its series' checkout", async () => {
    deskServer({ 'GET /api/admin/bookings/11': { body: { ...owing, balanceChargeable: false } } });
    renderApp('/admin/bookings?booking=11');
    const drawer = await screen.findByRole('dialog', { name: 'Booking #11' });
    expect(await within(drawer).findByRole('link', { name: 'View bill' })).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: /Charge balance/ })).toBeNull();
  });
});
