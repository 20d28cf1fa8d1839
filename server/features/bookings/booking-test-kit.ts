// Shared by the bookings API tests: request bodies as the booking dialog sends them, and quick
// ways to read what was stored. Tests write dates on the nominal calendar of
// tests/helpers/test-calendar.ts (2027-2030), which at() and day() move to run ahead of today;
// the test process runs in UTC, the business time zone, so slots are whole UTC hours.
import { eq } from 'drizzle-orm';
import { day } from '../../../tests/helpers/test-calendar';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';

export const BOARDING_DAY_CENTS = 8900;
export const TRAINING_CENTS = 7500;

export { day };

/** A nominal day as the server spells it in messages ('March 9, 2027'), after the move. */
export const spelled = (nominalDay: string) =>
  new Date(`${day(nominalDay)}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A nominal day and 'HH:MM' as an iCalendar local time ('20270305T090000'), after the move. */
export const icsTime = (nominalDay: string, time: string) => `${day(nominalDay).replaceAll('-', '')}T${time.replace(':', '')}00`;

/** A nominal 'YYYY-MM-DD' and 'HH:MM' -> the real instant, in UTC (the test's business zone). */
export const at = (nominalDay: string, time = '09:00') => `${day(nominalDay)}T${time}:00.000Z`;

/** A boarding request as the dialog sends it, with a client price the server must ignore. */
export function boardingBody(petId: number, from: string, to: string, extra: Record<string, unknown> = {}) {
  return {
    petId,
    serviceType: 'boarding',
    startDate: at(from),
    endDate: at(to),
    totalPrice: 1,
    numPets: 1,
    additionalPetIds: [],
    notes: '',
    status: 'pending',
    paymentStatus: 'pending',
    ...extra,
  };
}

/** A training request; the dialog sends an end the server replaces with start + 1 hour. */
export function trainingBody(petId: number, day: string, time = '10:00', extra: Record<string, unknown> = {}) {
  return {
    petId,
    serviceType: 'training',
    startDate: at(day, time),
    endDate: at(day, time),
    totalPrice: 1,
    numPets: 1,
    additionalPetIds: [],
    notes: '',
    status: 'pending',
    paymentStatus: 'pending',
    ...extra,
  };
}

export async function storedBooking(db: Db, id: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

export async function ownersBookings(db: Db, ownerId: number) {
  return db.select().from(bookings).where(eq(bookings.ownerId, ownerId));
}
