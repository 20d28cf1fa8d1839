// Training skills, the skill cart, checkout and the trainer's progress (issue 10): the payloads the
// API takes and the shapes it answers with, shared by the routes and the web. Rules that need the
// database (whose pet, which stay qualifies, how many steps a skill has) are the server's; these
// schemas check shape and types.
import { z } from 'zod';
import { bodyIdSchema } from './id-schema';
import { CART_STATUSES } from './cart-choices';
import { MAX_LIST_ITEMS, MAX_TEXT_LENGTH } from './limits';
import { PET_TYPE_VALUES } from './pet-schemas';
import { timestampSchema } from './wire';

export * from './skill-words';

const idSchema = bodyIdSchema;

// ---- Inputs ----

/** POST /api/cart. */
export const cartItemInputSchema = z.strictObject({
  skillId: idSchema('Please select a training skill'),
  petId: idSchema('Please select a pet'),
});
export type CartItemInput = z.input<typeof cartItemInputSchema>;

/** POST /api/checkout: the cart items to buy (the product (decisions.md 37): `cartItems`, a list of cart item ids). */
export const checkoutInputSchema = z.strictObject({
  cartItems: z
    .array(idSchema('Cart items must be cart item ids'), { error: 'Cart items must be a list of cart item ids' })
    .min(1, 'Your cart is empty')
    .max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} cart items`),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

/**
 * PUT /api/skill-progress/:id. The step's upper bound depends on the skill, so the server checks
 * it ('Step must be between 0 and N'); `completed: true` moves the step to the last one.
 * `videoProof` is accepted only as the address of one of the item's own uploaded videos.
 */
export const skillProgressChangeSchema = z
  .strictObject({
    currentStep: z.number({ error: 'Step must be a number' }).int('Step must be a whole number').optional(),
    completed: z.boolean({ error: 'Completed must be true or false' }).optional(),
    // Left out keeps the notes; blank or null clears them.
    notes: z
      .string({ error: 'Notes must be text' })
      .trim()
      .max(MAX_TEXT_LENGTH, `Notes must be at most ${MAX_TEXT_LENGTH} characters`)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
    videoProof: z
      .string({ error: 'Video proof must be a video uploaded for this skill' })
      .max(500, 'Video proof must be a video uploaded for this skill')
      .optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Send a step, completion, notes or video proof to change',
  });
export type SkillProgressChange = z.input<typeof skillProgressChangeSchema>;

// ---- Responses ----

export const skillSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  minimumNights: z.number(),
  /** Cents. */
  price: z.number(),
  published: z.boolean(),
  steps: z.array(z.string()),
  /** The pet types the skill suits; a pet of another type cannot have it. */
  species: z.array(z.enum(PET_TYPE_VALUES)),
  videoUrl: z.string().nullable(),
  thumbnail: z.string().nullable(),
  createdAt: timestampSchema,
});
export type Skill = z.input<typeof skillSchema>;

export const skillCategoriesSchema = z.array(z.string());

/** The unpaid, upcoming boarding stay a skill for this pet would join. */
export const skillStaySchema = z.object({
  bookingId: z.number(),
  startDate: timestampSchema,
  endDate: timestampSchema,
  nights: z.number(),
});
export type SkillStay = z.input<typeof skillStaySchema>;

export const cartItemSchema = z.object({
  id: z.number(),
  userId: z.number(),
  petId: z.number(),
  petName: z.string(),
  skillId: z.number(),
  skill: skillSchema,
  status: z.enum(CART_STATUSES),
  bookingId: z.number().nullable(),
  createdAt: timestampSchema,
  /** The stay it will join at checkout, or null when there is none. */
  stay: skillStaySchema.nullable(),
  /** Why it cannot be checked out, e.g. "Rex needs an unpaid boarding stay of at least 3 nights". */
  problem: z.string().nullable(),
});
export type CartItem = z.input<typeof cartItemSchema>;

export const cartSchema = z.array(cartItemSchema);

/** POST /api/checkout: the bookings that grew, with their new totals, and the purchased items. */
export const checkoutResultSchema = z.object({
  bookings: z.array(z.object({ id: z.number(), totalPrice: z.number() })),
  items: z.array(cartItemSchema),
});
export type CheckoutResult = z.input<typeof checkoutResultSchema>;

export const skillVideoSchema = z.object({
  id: z.number(),
  address: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  durationSeconds: z.number().nullable(),
  createdAt: timestampSchema,
});
export type SkillVideo = z.input<typeof skillVideoSchema>;

export const skillProgressSchema = z.object({
  id: z.number(),
  cartItemId: z.number(),
  trainerId: z.number().nullable(),
  trainerName: z.string().nullable(),
  petId: z.number(),
  petName: z.string(),
  ownerName: z.string(),
  skill: skillSchema,
  bookingId: z.number().nullable(),
  currentStep: z.number(),
  completed: z.boolean(),
  notes: z.string().nullable(),
  /** The newest video's address, or null. */
  videoProof: z.string().nullable(),
  /** Newest first. */
  videos: z.array(skillVideoSchema),
  /** (currentStep + 1) / steps as a whole percentage; 100 when completed. */
  percent: z.number(),
  updatedAt: timestampSchema,
  createdAt: timestampSchema,
});
export type SkillProgress = z.input<typeof skillProgressSchema>;

export const skillProgressListSchema = z.array(skillProgressSchema);

/** GET /api/training-skills/:id/eligibility: one entry per pet of the caller. */
export const petSkillEligibilitySchema = z.object({
  petId: z.number(),
  petName: z.string(),
  eligible: z.boolean(),
  reason: z.string().nullable(),
  /** Booking a (longer, or unpaid) boarding stay would make the pet eligible; not when it already has the skill. */
  bookStay: z.boolean(),
  stay: skillStaySchema.nullable(),
});
export type PetSkillEligibility = z.input<typeof petSkillEligibilitySchema>;

export const petSkillEligibilityListSchema = z.array(petSkillEligibilitySchema);

/** A skill bought onto a booking, as the booking and its receipt show it. */
export const bookingSkillSchema = z.object({
  cartItemId: z.number(),
  skillId: z.number(),
  name: z.string(),
  petId: z.number(),
  petName: z.string(),
  /** Cents added to the booking's total at checkout. */
  pricePaid: z.number(),
});
export type BookingSkill = z.input<typeof bookingSkillSchema>;
