// Vaccination compliance (decisions.md 62): every pet of a stay or session starting in the range
// (from today on when the range began earlier), and each vaccine its service requires that has no
// record, or none lasting through the stay's last day: the booking gate's own rule
// (common/vaccines.ts, decisions.md 15). The stays are read with one indexed query, their pets and
// records with one more each; only bookings starting in the range are ever read.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { BusinessSettings } from '../../../common/business-settings';
import { addCalendarDays, calendarDayOf } from '../../../common/business-time';
import type { ComplianceProblem, ComplianceRow, VaccinationComplianceReport } from '../../../common/report-schemas';
import { VACCINES, vaccinationStatus, type RequiredVaccineStatus } from '../../../common/vaccines';
import type { Db } from '../../db/client';
import { bookings, pets, users } from '../../db/schema';
import { vaccinationRecordsOfPets } from '../../domain/vaccinations/vaccination-records';
import { personNameSql } from '../../platform/person-name';
import type { ReportRange } from './report-range';
import { dayStart } from './report-sql';

/** Stays still to come or under way: a cancelled, completed or missed one needs no vaccines. */
const UPCOMING_STATUSES = ['pending', 'confirmed', 'checked_in'] as const;

/**
 * The one place a required vaccine's problem is decided. When records carry their verification
 * (issue 28, verified vaccinations): select `verification` in vaccinationRecordsOfPets, pass the
 * pet's records here, and answer 'unverified' when the record that protects longest (the one
 * expiring on `entry.expiresOn`) is not verified; the report, its counts, CSV and page need nothing more.
 */
export function complianceProblemOf(
  entry: RequiredVaccineStatus,
  verifiedOnly: RequiredVaccineStatus | undefined,
): ComplianceProblem | null {
  if (entry.status === 'missing') return 'missing';
  if (entry.status === 'overdue') return 'expiring';
  // Covered, but only by a record staff have not verified (or rejected): the problem to chase,
  // whatever the booking gate accepts (decisions.md 58).
  if (verifiedOnly?.verificationNote) return 'unverified';
  return null;
}

export async function vaccinationComplianceReport(
  db: Db,
  range: ReportRange,
  required: BusinessSettings['vaccines']['required'],
): Promise<VaccinationComplianceReport> {
  const checkedFrom = range.from < range.today ? range.today : range.from;
  const rows: ComplianceRow[] = [];
  const petsWithStays = new Set<number>();
  const petsWithProblems = new Set<number>();
  if (checkedFrom <= range.to) {
    const start = dayStart(checkedFrom, range.timeZone);
    const end = dayStart(addCalendarDays(range.to, 1), range.timeZone);
    const stays = await db
      .select({
        id: bookings.id,
        serviceType: bookings.serviceType,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        petIds: sql<number[]>`array_prepend(${bookings.petId}, ${bookings.additionalPetIds})`,
        ownerName: personNameSql(users),
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.ownerId))
      // end_date >= start_date: the bound on end_date lets the (status, end_date) index find them.
      .where(
        and(
          inArray(bookings.status, [...UPCOMING_STATUSES]),
          gte(bookings.endDate, start),
          gte(bookings.startDate, start),
          lt(bookings.startDate, end),
        ),
      )
      .orderBy(bookings.startDate, bookings.id);
    const petIds = [...new Set(stays.flatMap((stay) => stay.petIds.map(Number)))];
    const [petRows, records] = await Promise.all([
      petIds.length > 0
        ? db.select({ id: pets.id, name: pets.name, petType: pets.petType, breed: pets.breed }).from(pets).where(inArray(pets.id, petIds))
        : [],
      vaccinationRecordsOfPets(db, petIds),
    ]);
    const petById = new Map(petRows.map((pet) => [pet.id, pet]));
    const recordsByPet = new Map<number, typeof records>();
    for (const record of records) recordsByPet.set(record.petId, [...(recordsByPet.get(record.petId) ?? []), record]);
    for (const stay of stays) {
      const startDay = calendarDayOf(stay.startDate, range.timeZone);
      const lastDay = calendarDayOf(stay.endDate, range.timeZone);
      for (const petId of stay.petIds.map(Number)) {
        const pet = petById.get(petId);
        if (!pet) continue;
        petsWithStays.add(pet.id);
        const petRecords = recordsByPet.get(pet.id) ?? [];
        const judge = (verification: 'accept' | 'require') =>
          vaccinationStatus(petRecords, pet, stay.serviceType, lastDay, range.today, { required, verification });
        const verifiedOnly = judge('require');
        for (const entry of judge('accept')) {
          const problem = complianceProblemOf(
            entry,
            verifiedOnly.find((other) => other.vaccine === entry.vaccine),
          );
          if (!problem) continue;
          petsWithProblems.add(pet.id);
          rows.push({
            bookingId: stay.id,
            serviceType: stay.serviceType,
            startDay,
            lastDay,
            petId: pet.id,
            petName: pet.name,
            ownerName: stay.ownerName,
            vaccine: entry.vaccine,
            vaccineName: VACCINES[entry.vaccine].name,
            problem,
            expiresOn: entry.expiresOn,
          });
        }
      }
    }
  }
  const count = (problem: ComplianceProblem) => rows.filter((row) => row.problem === problem).length;
  return {
    name: 'vaccination-compliance',
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    checkedFrom,
    petsWithStays: petsWithStays.size,
    petsWithProblems: petsWithProblems.size,
    problemCounts: { missing: count('missing'), expiring: count('expiring'), unverified: count('unverified') },
    rows,
  };
}
