// Sending a paid booking's receipt after the payment committed.
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import type { AppDeps } from '../../platform/app-deps';
import { sendBookingReceipt } from '../../platform/payments/receipts';

export async function sendPaymentReceipt(deps: AppDeps, bookingId: number): Promise<void> {
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (booking) await sendBookingReceipt(deps, booking, 'payment');
}
