// The business that hosts the stays (decisions.md 17, 18, 50, 51): its settings, its people
// (trainer applications, staff invitations) and the append-only audit log of what admins did.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BusinessSettings } from '../../../common/business-settings';
import { TRAINER_APPLICATION_STATUSES, type TrainerApplicationStatus } from '../../../common/roles';
import { INVITABLE_ROLES, AUDIT_KINDS, type AuditKind } from '../../../common/admin-schemas';
import { userRef } from './accounts';
import { checkOneOf, createdAt, id, timestamptz, updatedAt } from './columns';

/** The settings' one row. */
export const BUSINESS_SETTINGS_ROW = 1;

/** One row (id 1): the settings and their version, bumped by every change (409 on a stale one). */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull(),
    settings: jsonb('settings').$type<BusinessSettings>().notNull(),
    updatedBy: userRef('updated_by', 'set null'),
    updatedAt: updatedAt(),
  },
  (t) => [check('business_settings_single_row', sql`${t.id} = 1`)],
);

/** The Trainer Account switch files one; an admin approves or declines it. One per user. */
export const trainerApplications = pgTable(
  'trainer_applications',
  {
    userId: userRef('user_id', 'cascade').primaryKey(),
    note: text('note'),
    status: text('status').$type<TrainerApplicationStatus>().notNull().default('pending'),
    /** Why it was declined (the applicant is told). */
    reason: text('reason'),
    decidedBy: userRef('decided_by', 'set null'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('trainer_applications_status_idx').on(t.status, t.createdAt),
    checkOneOf('trainer_applications_status_check', t.status, TRAINER_APPLICATION_STATUSES),
  ],
);

/** An admin invites someone by e-mail to a role; the link's token is stored hashed, single use, 7 days. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role').$type<(typeof INVITABLE_ROLES)[number]>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: userRef('invited_by', 'set null'),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: userRef('accepted_by', 'set null'),
    /** Withdrawn by an admin before it was used. */
    withdrawnAt: timestamptz('withdrawn_at'),
    createdAt: createdAt(),
  },
  (t) => [checkOneOf('staff_invitations_role_check', t.role, INVITABLE_ROLES)],
);

/** Every administrative act: who, when, what, and the values before and after. Never deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamptz('at').notNull().defaultNow(),
    actorId: userRef('actor_id', 'set null'),
    kind: text('kind').$type<AuditKind>().notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /**
     * The booking the act concerns, if any, so a booking's page shows its own trail (decisions.md 61).
     * No foreign key: the log outlives what it describes.
     */
    bookingId: integer('booking_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_booking_idx').on(t.bookingId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_kind_idx').on(t.kind, t.id),
    checkOneOf('audit_log_kind_check', t.kind, AUDIT_KINDS),
  ],
);
