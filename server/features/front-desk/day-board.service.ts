// The day board (decisions.md 57): for one day in the business's time zone, who arrives, who is in,
// who goes home, the training sessions per trainer, and boarding against capacity for the next 30
// nights. Read in a handful of queries whatever the day holds: the day's bookings, then their pets,
// owners, care instructions, check-ins and vaccination records, each in one query.
import { and, desc, gt, gte, inArray, lt } from 'drizzle-orm';
import type { DayBoardAnswer } from '../../../common/day-board-schemas';
import { addCalendarDays, calendarDayOf, instantAt, wallClock } from '../../../common/business-time';
import { NO_CARE_INSTRUCTIONS, type CareInstructions } from '../../../common/care-schemas';
import { bookingVaccinationProblems } from '../../../common/vaccines';
import { bookingStaffNotes, bookings, journalEntries, petCare, pets, stayChecks, users } from '../../db/schema';
import { careRounds } from './care-rounds';
import { boardedPetsPerNight } from '../../domain/bookings/boarded-nights';
import { readBusinessSettings } from '../../domain/business/business-settings';
import { vaccinationRecordsOfPets } from '../../domain/vaccinations/vaccination-records';
import type { AppDeps } from '../../platform/app-deps';
import { personNameSql } from '../../platform/person-name';
import { bookingPetIds } from '../../domain/bookings/booking-pets';
import { dayWaitlist } from '../../domain/waitlist/day-waitlist';
import { amountsPaid, balanceOf } from '../../domain/bookings/booking-intent';

type Booking = typeof bookings.$inferSelect;
type Pet = typeof pets.$inferSelect;
type Person = { id: number; name: string; phone: string | null; email: string };
const DAY_MS = 86_400_000;
const OCCUPANCY_NIGHTS = 30;

const medicationLines = (care: CareInstructions) =>
  care.medications.flatMap((medication) =>
    medication.times.map((time) => `${medication.name} ${medication.dose} at ${time}${medication.withFood ? ' (with food)' : ''}`),
  );
const mealLines = (care: CareInstructions) => care.feeding.map((meal) => `${meal.time} ${meal.food}, ${meal.amount}`);
/** Meals and doses of the day in time order (meals first at the same time: a pill given with food). */
const scheduleOf = (care: CareInstructions) =>
  [
    ...care.feeding.map((meal) => ({ time: meal.time, kind: 'meal' as const, text: `${meal.food}, ${meal.amount}` })),
    ...care.medications.flatMap((medication) =>
      medication.times.map((time) => ({
        time,
        kind: 'medication' as const,
        text: `${medication.name} ${medication.dose}${medication.withFood ? ' (with food)' : ''}${medication.notes ? `: ${medication.notes}` : ''}`,
      })),
    ),
  ].sort((a, b) => a.time.localeCompare(b.time) || (a.kind === b.kind ? 0 : a.kind === 'meal' ? -1 : 1));

export async function dayBoard(deps: Pick<AppDeps, 'db' | 'config'>, date: string | undefined, now = new Date()): Promise<DayBoardAnswer> {
  const { db } = deps;
  const settings = await readBusinessSettings(db, deps.config);
  const zone = settings.timeZone;
  const today = calendarDayOf(now, zone);
  const day = date ?? today;
  const dayStart = instantAt(day, '00:00', zone);
  const dayEnd = instantAt(addCalendarDays(day, 1), '00:00', zone);

  // Bookings that touch the day, with a day of slack for late arrivals shown today.
  const candidates = await db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['pending', 'confirmed', 'checked_in']),
        lt(bookings.startDate, dayEnd),
        gt(bookings.endDate, new Date(dayStart.getTime() - DAY_MS)),
      ),
    )
    .orderBy(bookings.startDate, bookings.id);
  const startDay = (booking: Booking) => calendarDayOf(booking.startDate, zone);
  const endDay = (booking: Booking) => calendarDayOf(booking.endDate, zone);
  const stays = candidates.filter((booking) => booking.serviceType !== 'training' && endDay(booking) >= day);
  const notArrived = (booking: Booking) => booking.status === 'pending' || booking.status === 'confirmed';
  const arriving = stays.filter(
    (booking) => notArrived(booking) && (startDay(booking) === day || (day === today && startDay(booking) < day)),
  );
  // In house: checked in; on a later day, also the stays expected to be in by then.
  const inHouse = stays.filter(
    (booking) => booking.status === 'checked_in' || (day > today && notArrived(booking) && startDay(booking) < day),
  );
  const goingHome = inHouse.filter((booking) => endDay(booking) === day);
  const sessions = candidates.filter((booking) => booking.serviceType === 'training' && startDay(booking) === day);

  const onBoard = [...new Set([...arriving, ...inHouse, ...sessions])];
  const petIds = [...new Set(onBoard.flatMap((booking) => [booking.petId, ...booking.additionalPetIds]))];
  const peopleIds = [...new Set(onBoard.flatMap((booking) => [booking.ownerId, ...(booking.trainerId ? [booking.trainerId] : [])]))];
  const stayIds = [...arriving, ...inHouse].map((booking) => booking.id);
  const inHouseIds = inHouse.filter((booking) => booking.status === 'checked_in').map((booking) => booking.id);
  const [petRows, people, cares, checkIns, records, nights, logged, staffNotes] = await Promise.all([
    petIds.length > 0 ? db.select().from(pets).where(inArray(pets.id, petIds)) : [],
    peopleIds.length > 0
      ? db
          .select({ id: users.id, name: personNameSql(users), phone: users.phone, email: users.email })
          .from(users)
          .where(inArray(users.id, peopleIds))
      : [],
    petIds.length > 0 ? db.select().from(petCare).where(inArray(petCare.petId, petIds)) : [],
    stayIds.length > 0
      ? db
          .select()
          .from(stayChecks)
          .where(and(inArray(stayChecks.bookingId, stayIds), inArray(stayChecks.kind, ['check_in'])))
      : [],
    settings.vaccines.policy === 'off' ? [] : vaccinationRecordsOfPets(db, petIds),
    boardedPetsPerNight(db, day, addCalendarDays(day, OCCUPANCY_NIGHTS - 1), zone),
    inHouseIds.length > 0
      ? db
          .select({
            petId: journalEntries.petId,
            kind: journalEntries.kind,
            time: journalEntries.time,
            medication: journalEntries.medication,
          })
          .from(journalEntries)
          .where(
            and(
              inArray(journalEntries.bookingId, inHouseIds),
              gte(journalEntries.createdAt, dayStart),
              lt(journalEntries.createdAt, dayEnd),
            ),
          )
      : [],
    stayIds.length > 0
      ? db
          .select({ bookingId: bookingStaffNotes.bookingId, text: bookingStaffNotes.text })
          .from(bookingStaffNotes)
          .where(inArray(bookingStaffNotes.bookingId, stayIds))
          .orderBy(desc(bookingStaffNotes.id))
      : [],
  ]);
  // What each booking still owes (decisions.md 71): a deposit-paid stay shows its balance.
  const paidByBooking = await amountsPaid(db, onBoard);
  // Rounds are due or overdue by today's clock; another day's are all still to come (or not kept).
  const nowTime = day === today ? wallClock(now, zone).slice(0, 5) : null;
  const petById = new Map(petRows.map((pet) => [pet.id, pet]));
  const personById = new Map<number, Person>(people.map((user) => [user.id, user]));
  const careByPet = new Map(cares.map((care) => [care.petId, care]));
  const checkInByBooking = new Map(checkIns.map((check) => [check.bookingId, check]));
  const petsOf = (booking: Booking): Pet[] => bookingPetIds(booking).flatMap((id) => petById.get(id) ?? []);

  const view = (booking: Booking) => {
    const stayPets = petsOf(booking);
    const checkIn = checkInByBooking.get(booking.id) ?? null;
    const owner = personById.get(booking.ownerId)!;
    // The booking gate's rule (decisions.md 58): what would block, then what it would only warn about.
    const judged =
      settings.vaccines.policy === 'off'
        ? null
        : bookingVaccinationProblems(
            stayPets.map((pet) => ({ pet, records: records.filter((record) => record.petId === pet.id) })),
            booking.serviceType,
            endDay(booking),
            today,
            settings.vaccines,
          );
    const problems = judged ? [...judged.blockers.map((blocker) => blocker.message), ...judged.warnings] : [];
    return {
      bookingId: booking.id,
      serviceType: booking.serviceType,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      startDate: booking.startDate,
      endDate: booking.endDate,
      balanceCents: balanceOf(booking, paidByBooking.get(booking.id) ?? 0),
      notes: booking.notes,
      owner,
      pets: stayPets.map((pet) => {
        const care = careByPet.get(pet.id);
        const instructions = care?.instructions ?? NO_CARE_INSTRUCTIONS;
        return {
          id: pet.id,
          name: pet.name,
          petType: pet.petType,
          breed: pet.breed,
          profilePhoto: pet.profilePhoto,
          medicalConditions: pet.medicalConditions,
          medicationsDue: medicationLines(instructions),
          meals: mealLines(instructions),
          schedule: scheduleOf(instructions),
          emergencyContact: instructions.emergencyContact,
          vet: instructions.vet,
          careChangedDuringStay: Boolean(checkIn && care && care.updatedAt > checkIn.createdAt),
          rounds: booking.status === 'checked_in' ? careRounds(pet.id, instructions, logged, nowTime) : [],
        };
      }),
      vaccinationProblems: problems,
      late: notArrived(booking) && startDay(booking) < day,
      checkIn: checkIn ? { at: checkIn.createdAt, belongings: checkIn.belongings, note: checkIn.note } : null,
      staffNotes: staffNotes.filter((note) => note.bookingId === booking.id).map((note) => note.text),
    };
  };

  const byTrainer = new Map<number | null, typeof sessions>();
  for (const session of sessions) byTrainer.set(session.trainerId, [...(byTrainer.get(session.trainerId) ?? []), session]);
  const training = [...byTrainer.entries()].map(([trainerId, list]) => {
    const trainer = trainerId === null ? null : (personById.get(trainerId) ?? null);
    return {
      trainer: trainer ? { id: trainer.id, name: trainer.name, phone: trainer.phone } : null,
      sessions: list.map((session) => {
        const owner = personById.get(session.ownerId)!;
        return {
          bookingId: session.id,
          startDate: session.startDate,
          endDate: session.endDate,
          status: session.status,
          owner: { id: owner.id, name: owner.name, phone: owner.phone },
          pets: petsOf(session).map((pet) => ({ id: pet.id, name: pet.name })),
        };
      }),
    };
  });

  return {
    date: day,
    timeZone: zone,
    arriving: arriving.map(view),
    inHouse: inHouse.map(view),
    goingHome: goingHome.map(view),
    training,
    waitlist: await dayWaitlist(db, dayStart, dayEnd),
    occupancy: Array.from({ length: OCCUPANCY_NIGHTS }, (_, index) => {
      const night = addCalendarDays(day, index);
      return { night, pets: nights.get(night) ?? 0, capacity: settings.boardingCapacity };
    }),
  };
}
