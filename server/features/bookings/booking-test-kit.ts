// Shared by the bookings API tests: request bodies as the booking dialog sends them, and quick
// ways to read what was stored. Dates are years ahead (2027-2030), so "now" never needs faking;
// the test process runs in UTC, the business time zone, so slots are whole UTC hours.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';

export const BOARDING_DAY_CENTS = 8900;
export const TRAINING_CENTS = 7500;

/** 'YYYY-MM-DD' and 'HH:MM' -> the instant, in UTC (the test's business zone). */
export const at = (day: string, time = '09:00') => `${day}T${time}:00.000Z`;

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
