// What a booking costs (decisions.md 31, decisions.md 3). The server charges this and the
// booking dialog previews it with the same function. Money is integer cents.
import type { ServiceType } from './booking-choices';
import { wallClockElapsedMs } from './business-time';
import type { LateFeeBasis } from './cancellation-policy';
import { formatCents } from './money';
import { serviceRateCents, type BusinessSettings, type Prices } from './business-settings';

/**
 * The rates a booking is priced with: those in force when it was made (the business's settings
 * then), kept on the booking so a later price change never changes it (decisions.md 18).
 */
export type PriceTerms = {
  /** Per day for boarding and daycare, per session for training. */
  rateCents: number;
  /** Each additional pet of a boarding or daycare booking gets this much off the rate. */
  multiPetDiscountPercent: number;
};

/** The terms the business's current prices give a new booking of `service`. */
export function priceTermsFor(prices: Prices, service: ServiceType): PriceTerms {
  return { rateCents: serviceRateCents(prices, service), multiPetDiscountPercent: prices.multiPetDiscountPercent };
}

/**
 * What a booking keeps of the settings when it is made: its price terms, the cancellation policy
 * (decisions.md 73) and the deposit rule (decisions.md 71). Bookings made before the fees existed
 * lack them (read them with policyOfTerms); those made before deposits take no deposit.
 */
export type BookingTerms = PriceTerms & {
  fullRefundHours: number;
  lateFeePercent?: number;
  lateFeeBasis?: LateFeeBasis;
  noShowFeePercent?: number;
  /** The share of the total this booking pays at booking (0 or absent: none, it pays in full). */
  depositPercent?: number;
  /** The business's "more than N nights" when it was booked (kept for the record). */
  depositMinNights?: number;
};

export type BookingTermsSettings = Pick<BusinessSettings, 'prices' | 'cancellation'> & Partial<Pick<BusinessSettings, 'deposits'>>;

/**
 * The terms of a new booking. `nights`: the stay's nights (bookingDays); a boarding stay of more
 * than the settings' minNights takes their deposit percentage, any other booking none.
 */
export function bookingTermsFor(settings: BookingTermsSettings, service: ServiceType, nights = 0): BookingTerms {
  const { fullRefundHours, lateFeePercent, lateFeeBasis, noShowFeePercent } = settings.cancellation;
  const deposits = settings.deposits ?? { minNights: 0, percent: 0 };
  const takesDeposit = service === 'boarding' && deposits.percent > 0 && nights > deposits.minNights;
  return {
    ...priceTermsFor(settings.prices, service),
    fullRefundHours,
    lateFeePercent,
    lateFeeBasis,
    noShowFeePercent,
    depositPercent: takesDeposit ? deposits.percent : 0,
    depositMinNights: deposits.minNights,
  };
}

/**
 * The deposit a booking takes at booking, in cents (decisions.md 71): its percentage of the total,
 * rounded to whole cents; 0 when it takes none, or when the deposit would be the whole price (then
 * it simply pays in full).
 */
export function depositCentsOf(booking: { totalPrice: number; terms: Pick<BookingTerms, 'depositPercent'> }): number {
  const percent = booking.terms.depositPercent ?? 0;
  if (percent <= 0) return 0;
  const deposit = Math.round((booking.totalPrice * percent) / 100);
  return deposit > 0 && deposit < booking.totalPrice ? deposit : 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days charged for a stay: the ceiling of the elapsed days, at least 1, measured between the
 * wall-clock times in the business zone (2 days and 4 hours is 3 days; same day is 1; a
 * daylight-saving change never adds a day).
 */
export function bookingDays(startDate: Date, endDate: Date, timeZone: string): number {
  return Math.max(1, Math.ceil(wallClockElapsedMs(startDate, endDate, timeZone) / DAY_MS));
}

export type PriceLine = { label: string; amountCents: number };
export type BookingPrice = {
  /** Days charged (1 for a training session). */
  days: number;
  lines: PriceLine[];
  /** What the additional pets' discount took off. */
  discountCents: number;
  totalCents: number;
};

export type PricedBooking = { serviceType: ServiceType; startDate: Date; endDate: Date; numPets: number };

/**
 * Base rate × days, plus each additional pet at the discounted rate × days; the total is rounded
 * to whole cents once, at the end. Training is one flat session for one pet.
 */
export function bookingPrice(booking: PricedBooking, timeZone: string, terms: PriceTerms): BookingPrice {
  const rate = terms.rateCents;
  if (booking.serviceType === 'training') {
    return { days: 1, lines: [{ label: 'Training session, 1 hour', amountCents: rate }], discountCents: 0, totalCents: rate };
  }
  const days = bookingDays(booking.startDate, booking.endDate, timeZone);
  const service = booking.serviceType === 'boarding' ? 'Boarding' : 'Daycare';
  const dayWord = days === 1 ? 'day' : 'days';
  const discounted = rate * (1 - terms.multiPetDiscountPercent / 100);
  const additionalPets = Math.max(0, booking.numPets - 1);
  const lines: PriceLine[] = [{ label: `${service}, ${days} ${dayWord} × ${formatCents(rate)}`, amountCents: rate * days }];
  for (let pet = 1; pet <= additionalPets; pet++) {
    lines.push({
      label: `Additional pet (${terms.multiPetDiscountPercent}% off), ${days} ${dayWord} × ${formatCents(Math.round(discounted))}`,
      amountCents: Math.round(discounted * days),
    });
  }
  const totalCents = Math.round(rate * days + additionalPets * discounted * days);
  // The lines are rounded one by one; any rounding cent is settled on the last line so they add up.
  const linesSum = lines.reduce((sum, line) => sum + line.amountCents, 0);
  lines[lines.length - 1].amountCents += totalCents - linesSum;
  return { days, lines, discountCents: Math.round(additionalPets * rate * days) - (totalCents - rate * days), totalCents };
}
