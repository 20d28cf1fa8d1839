// The skill cart (decisions.md 34) and, once a cart item is purchased, the trainer's progress on it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { CART_STATUSES, type CartStatus } from '../../../common/cart-choices';
import { userRef } from './accounts';
import { bookingRef } from './bookings';
import { checkOneOf, createdAt, id, reference, updatedAt } from './columns';
import { petRef } from './pets';
import { skillRef } from './skills';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    petId: petRef('pet_id', 'cascade').notNull(),
    skillId: skillRef('skill_id', 'restrict').notNull(),
    bookingId: bookingRef('booking_id', 'set null'),
    status: text('status').$type<CartStatus>().notNull().default('in_cart'),
    /** Cents added to the booking's total at checkout (the skill's price then). */
    pricePaid: integer('price_paid'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_user_id_idx').on(t.userId),
    index('cart_items_pet_id_idx').on(t.petId),
    index('cart_items_booking_id_idx').on(t.bookingId),
    checkOneOf('cart_items_status_check', t.status, CART_STATUSES),
  ],
);

export const skillProgress = pgTable(
  'skill_progress',
  {
    id: id(),
    cartItemId: reference('cart_item_id', () => cartItems.id, 'cascade')
      .notNull()
      .unique(),
    // Null while no trainer exists; the first trainer to register picks it up.
    trainerId: userRef('trainer_id', 'set null'),
    currentStep: integer('current_step').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    notes: text('notes'),
    videoProof: text('video_proof'),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [index('skill_progress_trainer_id_idx').on(t.trainerId), check('skill_progress_current_step_check', sql`${t.currentStep} >= 0`)],
);

/**
 * Every video proof uploaded for a skill (the newest is also skill_progress.video_proof), so a
 * replaced video stays in the history. `address` is the upload's address ('/uploads/videos/...').
 */
export const skillProgressVideos = pgTable(
  'skill_progress_videos',
  {
    id: id(),
    skillProgressId: reference('skill_progress_id', () => skillProgress.id, 'cascade').notNull(),
    address: text('address').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationSeconds: integer('duration_seconds'),
    uploadedBy: userRef('uploaded_by', 'set null'),
    createdAt: createdAt(),
  },
  (t) => [index('skill_progress_videos_progress_idx').on(t.skillProgressId)],
);
