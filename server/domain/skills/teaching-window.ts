// Skill teaching follows the stay (issue 28, decisions.md 59): a skill bought for a stay is taught
// while the pet is with us, so its progress moves only from the stay's check-in until a week after
// its check-out. Before, a trainer could mark a skill complete weeks before the stay, and the
// owner's later cancellation refunded the "taught" skill in full.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, cartItems, pets, stayChecks } from '../../db/schema';
import { conflict } from '../../platform/errors';

export const TEACHING_DAYS_AFTER_CHECK_OUT = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const notCheckedInMessage = (petName: string) =>
  `${petName} is not checked in yet. A skill bought for a stay is taught from check-in until a week after check-out.`;
export const teachingOverMessage = (petName: string) =>
  `${petName}'s stay ended more than a week ago. A skill bought for a stay is taught from check-in until a week after check-out.`;
export const stayCancelledMessage = (petName: string) =>
  `The stay this skill was bought for was cancelled, so ${petName} cannot be taught it.`;

/** Throws 409 unless the cart item's stay is between check-in and a week after check-out. */
export async function requireTeachingWindow(tx: Db | Tx, cartItemId: number, now = new Date()): Promise<void> {
  const [item] = await tx
    .select({ bookingId: cartItems.bookingId, petName: pets.name, status: bookings.status })
    .from(cartItems)
    .innerJoin(pets, eq(pets.id, cartItems.petId))
    .leftJoin(bookings, eq(bookings.id, cartItems.bookingId))
    .where(eq(cartItems.id, cartItemId));
  if (!item?.bookingId || item.status === 'cancelled' || item.status === 'no_show') {
    throw conflict(stayCancelledMessage(item?.petName ?? 'the pet'));
  }
  const checks = await tx
    .select({ kind: stayChecks.kind, at: stayChecks.createdAt })
    .from(stayChecks)
    .where(eq(stayChecks.bookingId, item.bookingId));
  const checkIn = checks.find((check) => check.kind === 'check_in');
  const checkOut = checks.find((check) => check.kind === 'check_out');
  if (!checkIn) throw conflict(notCheckedInMessage(item.petName));
  if (checkOut && now.getTime() > checkOut.at.getTime() + TEACHING_DAYS_AFTER_CHECK_OUT * DAY_MS) {
    throw conflict(teachingOverMessage(item.petName));
  }
}
