// decisions.md 15 and 58: what stops a booking's pets from staying with us: each required vaccine
// must be valid through the booking's last day (the pickup day of a stay, the day of a training
// session), by a record the verification rule counts. The rule is common/vaccines.ts; the booking
// gate and the front desk's check-in both ask here.
import type { ServiceType } from '../../../common/booking-choices';
import { calendarDayOf } from '../../../common/business-time';
import { bookingVaccinationProblems, type VaccinePet, type VaccineRules } from '../../../common/vaccines';
import type { Db, Tx } from '../../db/client';
import { vaccinationRecordsOfPets } from './vaccination-records';

export type GatedBooking = { serviceType: ServiceType; endDate: Date; pets: (VaccinePet & { id: number })[] };

/**
 * One sentence per missing or expired vaccine as `blockers` ('Rex needs a Rabies vaccination valid
 * through ...'), and per record only staff have yet to look at (under `warn`) as `warnings`.
 */
export async function vaccinationProblemsOf(
  db: Db | Tx,
  booking: GatedBooking,
  rules: VaccineRules,
  timeZone: string,
  now: Date,
): Promise<{ blockers: string[]; warnings: string[] }> {
  const records = await vaccinationRecordsOfPets(
    db,
    booking.pets.map((pet) => pet.id),
  );
  const problems = bookingVaccinationProblems(
    booking.pets.map((pet) => ({ pet, records: records.filter((record) => record.petId === pet.id) })),
    booking.serviceType,
    calendarDayOf(booking.endDate, timeZone),
    calendarDayOf(now, timeZone),
    rules,
  );
  return { blockers: problems.blockers.map((blocker) => blocker.message), warnings: problems.warnings };
}
