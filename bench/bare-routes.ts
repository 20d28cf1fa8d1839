// What each signed-in list route of the app does once the framework has found the user: the same
// service call, so the same SQL through the same driver (drizzle over PGlite or pg), with the
// query's defaults taken from the route's own schema. The bare baseline answers with exactly this
// and nothing else, so app/bare measures what the framework, plugins and hooks add. Its answer
// goes through the route's response schema, as in the app (decisions.md 26: the response schema is what
// keeps private fields in), which also makes the bytes the same.
import { z } from 'zod';
import type { Db } from '../server/db/client';
import type { SessionUser } from '../server/platform/auth-guard';
import { listQuerySchema } from '../server/platform/list-query';
import { businessTimeZone } from '../common/business-time';
import { clientPetListSchema, clientsQuerySchema } from '../common/trainer-schemas';
import { petSchema } from '../common/pet-schemas';
import { bookingSchema } from '../common/booking-schemas';
import { enrollmentSchema, programSummarySchema } from '../common/program-schemas';
import { notificationSchema } from '../common/notification-schemas';
import { cartSchema } from '../common/skill-schemas';
import { vaccinationSchema } from '../common/vaccination-schemas';
import { listOwnPets } from '../server/features/pets/pets.service';
import { listOwnBookings } from '../server/features/bookings/booking-list.service';
import { bookingListQuerySchema } from '../server/features/bookings/booking-list-query';
import { listPrograms } from '../server/features/programs/program-queries';
import { listNotifications } from '../server/features/notifications/notifications.service';
import { listOwnEnrollments } from '../server/features/programs/enrollment-list.service';
import { listCart } from '../server/features/cart/cart.service';
import { listVaccinations } from '../server/features/vaccinations/vaccinations.service';
import { listClientPets } from '../server/features/trainer-clients/trainer-clients.service';

type Work = (db: Db, user: SessionUser, match: RegExpExecArray) => Promise<unknown>;
export type BareRoute = { pattern: RegExp; work: Work; response: z.ZodType };

const page = () => listQuerySchema.parse({});

/** Path pattern -> the route's work. Items only: the pages here are shorter than the limit. */
export const bareRoutes: BareRoute[] = [
  {
    pattern: /^\/api\/pets$/,
    work: async (db, user) => (await listOwnPets(db, user, page())).items,
    response: z.array(petSchema),
  },
  {
    pattern: /^\/api\/bookings$/,
    work: async (db, user) => (await listOwnBookings(db, user, bookingListQuerySchema.parse({}), businessTimeZone())).items,
    response: z.array(bookingSchema),
  },
  {
    pattern: /^\/api\/training-programs$/,
    work: async (db, user) => (await listPrograms(db, user, { ...page(), mine: false })).items,
    response: z.array(programSummarySchema),
  },
  {
    pattern: /^\/api\/notifications$/,
    work: async (db, user) => (await listNotifications(db, user, { ...page(), unreadOnly: false })).items,
    response: z.array(notificationSchema),
  },
  {
    pattern: /^\/api\/enrollments$/,
    work: async (db, user) => (await listOwnEnrollments(db, user, page())).items,
    response: z.array(enrollmentSchema),
  },
  {
    pattern: /^\/api\/cart$/,
    work: async (db, user) => (await listCart(db, user, page(), businessTimeZone())).items,
    response: cartSchema,
  },
  {
    pattern: /^\/api\/pets\/(\d+)\/vaccinations$/,
    work: async (db, user, match) => (await listVaccinations(db, user, Number(match[1]), page())).items,
    response: z.array(vaccinationSchema),
  },
  {
    pattern: /^\/api\/trainer\/clients$/,
    work: async (db, user) => listClientPets(db, user, clientsQuerySchema.parse({}).search),
    response: clientPetListSchema,
  },
];
