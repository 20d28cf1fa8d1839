// The price of a booking, always from common/pricing.ts (the same function as the dialog's
// preview), so the server's total and its lines never disagree with what the owner was shown.
import type { ServiceType } from '../../../common/booking-choices';
import { bookingPrice } from '../../../common/pricing';

export type Priced = { serviceType: ServiceType; startDate: Date; endDate: Date; numPets: number };

export function priceOf(booking: Priced, timeZone: string) {
  return bookingPrice(booking, timeZone);
}

export function priceLinesFor(booking: Priced, timeZone: string) {
  return priceOf(booking, timeZone).lines;
}
