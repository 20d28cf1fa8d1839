// Who uses the app: accounts, their login sessions and password reset tokens.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EmailPreferences } from '../../../common/notification-types';
import { createdAt, id, reference, timestamptz, type OnDelete } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    password: text('password').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Shown to staff and to the trainers of the user's pets, never to other owners (decisions.md 54). */
    phone: text('phone'),
    /** An approved trainer (decisions.md 50): the API's `isTrainer`. An applicant is not one yet. */
    isTrainer: boolean('is_trainer').notNull().default(false),
    /** Staff: cares for every pet of the business (reads every pet, booking, vaccination record). */
    isStaff: boolean('is_staff').notNull().default(false),
    /** Administrator: every staff right, plus the team, the settings and the audit log. */
    isAdmin: boolean('is_admin').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Email on or off per category (settings page); a category not listed is on. */
    /** A trainer's short public bio (at most 300 characters), shown when owners choose a trainer. */
    bio: text('bio'),
    /** A trainer's public photo, '/uploads/trainer-photos/<file>'; any signed-in user may read it. */
    photoAddress: text('photo_address'),
    emailNotifications: jsonb('email_notifications').$type<EmailPreferences>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/** A column pointing at a user, e.g. `userRef('owner_id', 'cascade').notNull()`. */
export function userRef(name: string, onDelete: OnDelete) {
  return reference(name, () => users.id, onDelete);
}

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id', 'cascade'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * A change of e-mail address (decisions.md 53): it takes effect when the link mailed to the new
 * address is opened (confirm token, 24 hours), and the old address may undo it for 7 days (revert
 * token, made at confirmation). Tokens are stored as SHA-256 hashes, like reset tokens.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    confirmExpiresAt: timestamptz('confirm_expires_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    revertTokenHash: text('revert_token_hash').unique(),
    revertExpiresAt: timestamptz('revert_expires_at'),
    revertedAt: timestamptz('reverted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_id_idx').on(t.userId)],
);
