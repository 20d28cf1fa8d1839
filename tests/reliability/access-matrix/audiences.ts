// Who must be refused, by the kind of object a route reaches (decisions.md 1): strangers get
// 404, and the pet's own trainer reads the pet's records but never changes them.
import type { RouteRule } from './matrix-types';

/**
 * A's pet and its records, read: the pet's trainer and the business's staff may (decisions.md 17);
 * any other owner or trainer, or a trainer applicant, may not.
 */
export const readPetRecords = {
  strangers: ['ownerB', 'trainerB', 'applicant'],
  readers: ['trainerA', 'staff'],
} satisfies Partial<RouteRule>;
/** A's pet and its records, changed: the pet's trainer and the staff are strangers too. */
export const changePetRecords = { strangers: ['ownerB', 'trainerB', 'trainerA', 'staff', 'applicant'] } satisfies Partial<RouteRule>;
/** A's private objects (boarding bookings, payments, cart, notifications): nobody else. */
export const ownerPrivate = { strangers: ['ownerB', 'trainerB', 'trainerA'] } satisfies Partial<RouteRule>;
/** trainerA's records about A's pet, or A's pet as trainerA's client: other trainers get 404. */
export const trainerOwned = { access: 'trainer', strangers: ['trainerB'] } satisfies Partial<RouteRule>;
