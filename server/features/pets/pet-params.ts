import { z } from 'zod';

// Ids are PostgreSQL integers: anything larger would be a database error, not a 404.
const MAX_ID = 2_147_483_647;

export const petParamsSchema = z.object({
  petId: z.coerce
    .number({ error: 'Pet id must be a whole number' })
    .int('Pet id must be a whole number')
    .min(1, 'Pet id must be a whole number')
    .max(MAX_ID, 'Pet id must be a whole number'),
});
