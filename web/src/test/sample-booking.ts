import type { Booking, Receipt } from '@common/booking-schemas';

/** A booking as GET /api/bookings/:id answers it: a 3-day stay for two pets, payment pending. */
export function sampleBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 41,
    petId: 7,
    ownerId: 1,
    trainerId: null,
    programId: null,
    startDate: '2030-03-04T14:00:00.000Z',
    endDate: '2030-03-07T14:00:00.000Z',
    status: 'pending',
    paymentStatus: 'pending',
    notes: null,
    totalPrice: 49395,
    serviceType: 'boarding',
    numPets: 2,
    additionalPetIds: [8],
    stripePaymentIntentId: null,
    vaccinationWarnings: null,
    createdAt: '2029-12-01T10:00:00.000Z',
    petName: 'Biscuit',
    additionalPetNames: ['Nibbles'],
    priceLines: [
      { label: 'Boarding, 3 days × $89.00', amountCents: 26700 },
      { label: 'Additional pet (15% off), 3 days × $75.65', amountCents: 22695 },
    ],
    addedSkills: [],
    cancellation: { allowed: true, refundAmount: 0, feeAmount: 0, feeKind: null, feeLabel: null, reason: null },
    payment: null,
    depositCents: 0,
    amountPaidCents: 0,
    balanceDueCents: 49395,
    ...overrides,
  };
}

/** The receipt GET /api/bookings/:id/receipt answers for sampleBooking once paid with 4242. */
export function sampleReceipt(overrides: Partial<Receipt> = {}): Receipt {
  const booking = sampleBooking();
  return {
    bookingId: booking.id,
    number: 'PC-000041',
    issuedAt: '2029-12-01T10:05:00.000Z',
    serviceType: booking.serviceType,
    petNames: ['Biscuit', 'Nibbles'],
    startDate: booking.startDate,
    endDate: booking.endDate,
    days: 3,
    lines: booking.priceLines,
    addedSkills: [],
    discountCents: 4005,
    totalCents: booking.totalPrice,
    card: { brand: 'visa', last4: '4242' },
    paidAt: '2029-12-01T10:05:00.000Z',
    refund: null,
    payments: [{ purpose: 'full', amountCents: booking.totalPrice, paidAt: '2029-12-01T10:05:00.000Z' }],
    paidCents: booking.totalPrice,
    balanceDueCents: 0,
    fees: [],
    ...overrides,
  };
}
