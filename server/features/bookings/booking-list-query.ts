// The query of GET /api/bookings: the shared paging (limit, cursor; strict, so a misspelt
// parameter is a 400) plus the pet and upcoming/past filters.
import { z } from 'zod';
import { idSchema, listQuerySchema } from '../../platform/list-query';

export const BOOKING_LIST_WHEN = ['upcoming', 'past'] as const;

export const bookingListQuerySchema = listQuerySchema.extend({
  petId: idSchema('Pet id').optional(),
  when: z.enum(BOOKING_LIST_WHEN, { error: 'When must be upcoming or past' }).optional(),
});
