import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Bill } from '@common/bill-schemas';
import { mockApi, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { ownerUser, staffUser } from '../../../test/users';
import BillPage from './bill-page';

const paidAndRefunded: Bill = {
  bookingId: 41,
  number: 'PC-000041',
  issuedAt: '2027-03-10T12:00:00.000Z',
  business: { name: 'Happy Tails' },
  owner: { id: ownerUser.id, name: 'Jane Doe', email: 'jane@example.com' },
  pets: [
    { id: 7, name: 'Biscuit' },
    { id: 8, name: 'Nibbles' },
  ],
  serviceType: 'boarding',
  service: 'Boarding stay',
  status: 'cancelled',
  period: { startDate: '2027-03-05T09:00:00.000Z', endDate: '2027-03-08T09:00:00.000Z', days: 3 },
  lines: [
    { kind: 'service', label: 'Boarding, 3 days × $89.00', amountCents: 26700, date: null },
    { kind: 'extra_pet', label: 'Additional pet (15% off), 3 days × $75.65', amountCents: 22695, date: null },
    { kind: 'skill', label: 'Training skill: Sit Pretty (Biscuit)', amountCents: 2500, date: null },
    { kind: 'cancellation', label: 'Booking cancelled: not charged', amountCents: -1500, date: '2027-03-02T15:00:00.000Z' },
  ],
  discountCents: 4005,
  subtotalCents: 50395,
  payments: [
    { label: 'Payment', amountCents: 51895, date: '2027-03-01T10:00:00.000Z', cardBrand: 'visa', cardLast4: '4242', purpose: 'full' },
  ],
  paidCents: 51895,
  refunds: [{ amountCents: 1500, date: '2027-03-02T15:00:00.000Z', reason: 'Late cancellation fee kept' }],
  refundedCents: 1500,
  balanceCents: 0,
  due: [],
};

const open = (bill: unknown, user = ownerUser) => {
  const api = mockApi({ 'GET /api/user': { body: user }, 'GET /api/bookings/41/bill': bill as never });
  const view = renderWithApp(<BillPage />, { path: '/bookings/41/bill', pattern: '/bookings/:bookingId/bill' });
  return { api, ...view };
};

describe('/bookings/:bookingId/bill', () => {
  it('shows a loading placeholder, then every line, payment, refund and the balance as the server gave them', async () => {
    open({ body: paidAndRefunded });
    expect(screen.getByRole('status', { name: 'Loading the bill' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bill PC-000041' })).toBeInTheDocument();
    expect(screen.getByText('Happy Tails')).toBeInTheDocument();
    expect(screen.getByText('Billed to Jane Doe (jane@example.com)')).toBeInTheDocument();
    expect(screen.getByText('Boarding stay for Biscuit and Nibbles')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();

    const charges = screen.getByRole('table', { name: 'Charges' });
    const rows = within(charges).getAllByRole('row').slice(1); // after the (visually hidden) header
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Boarding, 3 days × \$89\.00\$267\.00$/),
      expect.stringMatching(/^Additional pet \(15% off\), 3 days × \$75\.65\$226\.95$/),
      expect.stringMatching(/^Training skill: Sit Pretty \(Biscuit\)\$25\.00$/),
      expect.stringMatching(/^Booking cancelled: not charged.*-\$15\.00$/),
      'Total charges$503.95',
    ]);
    expect(screen.getByText('Multi-pet discount included: $40.05')).toBeInTheDocument();

    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('$518.95')).toBeInTheDocument();
    expect(within(payments).getByText(/VISA ending in 4242/)).toBeInTheDocument();
    const refunds = screen.getByRole('table', { name: 'Refunds' });
    expect(within(refunds).getByText('$15.00')).toBeInTheDocument();
    expect(within(refunds).getByText(/Late cancellation fee kept/)).toBeInTheDocument();

    const balance = screen.getByLabelText('Balance');
    expect(within(balance).getByText('$0.00')).toBeInTheDocument();
    expect(within(balance).getByText('Nothing is due.')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/bookings/41/bill.pdf');
    expect(screen.getByRole('link', { name: 'Back to My Bookings' })).toHaveAttribute('href', '/bookings?booking=41');
  });

  it('says what is due and when, and has nothing paid yet', async () => {
    open({
      body: {
        ...paidAndRefunded,
        status: 'confirmed',
        lines: paidAndRefunded.lines.slice(0, 3),
        subtotalCents: 51895,
        payments: [],
        paidCents: 0,
        refunds: [],
        refundedCents: 0,
        balanceCents: 51895,
        due: [{ label: 'Due now', amountCents: 51895, when: null }],
      },
    });
    const balance = await screen.findByLabelText('Balance');
    expect(within(balance).getAllByText('$518.95')).toHaveLength(2);
    expect(within(balance).getByText('Due now')).toBeInTheDocument();
    expect(screen.getByText('No payment yet.')).toBeInTheDocument();
    expect(screen.getByText('No refunds.')).toBeInTheDocument();
  });

  it('leads staff back to the desk’s booking', async () => {
    open({ body: paidAndRefunded }, staffUser);
    expect(await screen.findByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', '/admin/bookings?booking=41');
  });

  it('says the bill is not there for a booking that is not yours', async () => {
    open({ status: 404, body: { message: 'The booking was not found.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bill not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers another try when the server fails', async () => {
    open(serverReplies.serverError());
    expect(await screen.findByText('Failed to load the bill')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
