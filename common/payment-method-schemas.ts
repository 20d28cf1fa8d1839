// GET /api/payment-methods, DELETE /api/payment-methods/:id and PUT /api/payment-methods/:id/default
// (issue 31's fixed API; decisions.md 70): the caller's saved cards as the provider describes them.
import { z } from 'zod';

export const savedCardSchema = z.object({
  id: z.number(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  isDefault: z.boolean(),
});
export type SavedCard = z.output<typeof savedCardSchema>;

export const savedCardListSchema = z.array(savedCardSchema);
