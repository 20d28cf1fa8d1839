// decisions.md 15 and 58: a booking needs each pet's required vaccines valid through its last day
// (the rule: domain/vaccinations/booking-blockers.ts). The business's vaccine policy (its settings)
// says what breaking it does: enforce refuses (409 naming pet and vaccine), warn accepts and keeps
// the problems on the booking, off ignores vaccines. Records only staff have yet to verify, under
// the `warn` verification rule, are kept on the booking as warnings whatever the policy (but off).
import type { BusinessSettings } from '../../../common/business-settings';
import type { Tx } from '../../db/client';
import { conflict } from '../../platform/errors';
import { vaccinationProblemsOf, type GatedBooking } from '../../domain/vaccinations/booking-blockers';

export type { GatedBooking };

/**
 * The warnings to store on the booking (null when there are none), or a 409 under `enforce`.
 * Runs in the booking's transaction, after its pets are locked.
 */
export async function checkVaccinations(
  tx: Tx,
  booking: GatedBooking,
  vaccines: BusinessSettings['vaccines'],
  timeZone: string,
  now: Date,
): Promise<string[] | null> {
  if (vaccines.policy === 'off') return null;
  const { blockers, warnings } = await vaccinationProblemsOf(tx, booking, vaccines, timeZone, now);
  if (blockers.length > 0 && vaccines.policy === 'enforce') throw conflict(blockers.join(' '));
  const messages = [...blockers, ...warnings];
  return messages.length > 0 ? messages : null;
}
