// An object's id as a JSON body carries it: a whole number the database's integer ids can hold.
// Anything beyond 2^31-1 would otherwise reach PostgreSQL and fail there as a 500, not a 400.
import { z } from 'zod';

export const MAX_ID = 2_147_483_647;

/** Every failure (wrong type, fraction, zero, negative, too large) gives the one `message`. */
export const bodyIdSchema = (message: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
