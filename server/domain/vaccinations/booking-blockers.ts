// decisions.md 15: what stops a booking's pets from staying with us: each required vaccine must be
// valid through the booking's last day (the pickup day of a stay, the day of a training session).
// The rule is common/vaccines.ts; the booking gate and the front desk's check-in both ask here.
import type { ServiceType } from '../../../common/booking-choices';
import type { BusinessSettings } from '../../../common/business-settings';
import { calendarDayOf } from '../../../common/business-time';
import { bookingBlockers, type VaccinePet } from '../../../common/vaccines';
import type { Db, Tx } from '../../db/client';
import { vaccinationRecordsOfPets } from './vaccination-records';

export type GatedBooking = { serviceType: ServiceType; endDate: Date; pets: (VaccinePet & { id: number })[] };

/** One sentence per missing or expired vaccine ('Rex needs a Rabies vaccination valid through ...'). */
export async function vaccinationBlockersOf(
  db: Db | Tx,
  booking: GatedBooking,
  required: BusinessSettings['vaccines']['required'],
  timeZone: string,
  now: Date,
): Promise<string[]> {
  const records = await vaccinationRecordsOfPets(
    db,
    booking.pets.map((pet) => pet.id),
  );
  const blockers = bookingBlockers(
    booking.pets.map((pet) => ({ pet, records: records.filter((record) => record.petId === pet.id) })),
    booking.serviceType,
    calendarDayOf(booking.endDate, timeZone),
    calendarDayOf(now, timeZone),
    required,
  );
  return blockers.map((blocker) => blocker.message);
}
