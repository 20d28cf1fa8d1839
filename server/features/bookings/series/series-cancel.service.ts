// DELETE /api/booking-series/:id?from=YYYY-MM-DD (decisions.md 68): the series' occurrences from that
// day on (business time zone; absent = today) are cancelled, each exactly as the owner's own cancel
// of one booking (decisions.md 12: its refund window, its refund of that occurrence's price, its
// receipt, its late-cancellation fee inside the window, decisions.md 73). An occurrence the rule no
// longer lets go (begun or over) is kept and named with the reason; the answer lists both.
import { calendarDayOf } from '../../../../common/business-time';
import { lockOccurrences, lockOwnSeries } from '../../../domain/bookings/series-payments';
import { readBusinessSettings } from '../../../domain/business/business-settings';
import { cancellationQuotes } from '../../../domain/bookings/cancellation-policy';
import type { AccessUser } from '../../../platform/access/access';
import type { AppDeps } from '../../../platform/app-deps';
import { cancelOwnBooking } from '../booking-update.service';

type Cancelled = { bookingId: number; startDate: Date; refundedCents: number };
type Kept = { bookingId: number; startDate: Date; reason: string };

export async function cancelBookingSeries(
  deps: AppDeps,
  user: AccessUser,
  seriesId: number,
  from: string | undefined,
  now = new Date(),
): Promise<{ cancelled: Cancelled[]; kept: Kept[] }> {
  return deps.db.transaction(async (tx) => {
    const series = await lockOwnSeries(tx, user, seriesId);
    const { timeZone } = await readBusinessSettings(tx, deps.config);
    const firstDay = from ?? calendarDayOf(now, timeZone);
    const occurrences = (await lockOccurrences(tx, series.id)).filter(
      (booking) => booking.status !== 'cancelled' && calendarDayOf(booking.startDate, timeZone) >= firstDay,
    );
    const quotes = await cancellationQuotes(tx, occurrences, now);
    const cancelled: Cancelled[] = [];
    const kept: Kept[] = [];
    for (const booking of occurrences) {
      const terms = quotes.get(booking.id)!;
      if (!terms.allowed) {
        kept.push({ bookingId: booking.id, startDate: booking.startDate, reason: terms.reason ?? '' });
        continue;
      }
      const { booking: updated } = await cancelOwnBooking(deps, tx, booking, timeZone, now);
      const refundedCents = updated.paymentStatus === 'refunded' ? terms.refundAmount : 0;
      cancelled.push({ bookingId: booking.id, startDate: booking.startDate, refundedCents });
    }
    return { cancelled, kept };
  });
}
