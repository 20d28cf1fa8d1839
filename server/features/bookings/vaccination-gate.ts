// decisions.md 15: a booking needs each pet's required vaccines valid through its last day
// (the pickup day of a stay, the day of a training session). The rule is common/vaccines.ts;
// the business's vaccine policy (its settings) says what breaking it does: enforce refuses (409 naming pet and vaccine), warn
// accepts and keeps the problems on the booking, off ignores vaccines.
import type { ServiceType } from '../../../common/booking-choices';
import { calendarDayOf } from '../../../common/business-time';
import type { BusinessSettings } from '../../../common/business-settings';
import { bookingBlockers, type VaccinePet } from '../../../common/vaccines';
import type { Tx } from '../../db/client';
import { conflict } from '../../platform/errors';
import { vaccinationRecordsOfPets } from '../../domain/vaccinations/vaccination-records';

export type GatedBooking = { serviceType: ServiceType; endDate: Date; pets: (VaccinePet & { id: number })[] };

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
  const { policy, required } = vaccines;
  if (policy === 'off') return null;
  const records = await vaccinationRecordsOfPets(
    tx,
    booking.pets.map((pet) => pet.id),
  );
  const blockers = bookingBlockers(
    booking.pets.map((pet) => ({ pet, records: records.filter((record) => record.petId === pet.id) })),
    booking.serviceType,
    calendarDayOf(booking.endDate, timeZone),
    calendarDayOf(now, timeZone),
    required,
  );
  if (blockers.length === 0) return null;
  const messages = blockers.map((blocker) => blocker.message);
  if (policy === 'enforce') throw conflict(messages.join(' '));
  return messages;
}
