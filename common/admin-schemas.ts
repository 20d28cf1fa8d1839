// The business's administration (decisions.md 17, 50): trainer applications, the team and its
// invitations, the audit log. Paths and shapes of the fixed API are in decisions.md 50.
import { z } from 'zod';
import { MAX_TEXT_LENGTH } from './limits';
import { INVITABLE_ROLES, ROLES, TRAINER_APPLICATION_STATUSES } from './roles';
import { optionalText } from './text-schemas';
import { timestampSchema } from './wire';
import { AUDIT_KINDS } from './audit-kinds';

export * from './audit-kinds';

export const roleSchema = z.enum(ROLES, { error: 'Role must be trainer, staff or admin' });

/** A user as admin screens name them. */
export const personSchema = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type Person = z.input<typeof personSchema>;

/** GET /api/user's `trainerApplication`: the user's own, or null. */
export const ownTrainerApplicationSchema = z
  .object({ status: z.enum(TRAINER_APPLICATION_STATUSES), reason: z.string().optional() })
  .nullable();

/** GET /api/admin/trainer-applications?status=pending. */
export const trainerApplicationsQuerySchema = z.strictObject({
  status: z.enum(TRAINER_APPLICATION_STATUSES, { error: 'Status must be pending, approved or declined' }).optional(),
});

export const trainerApplicationSchema = z.object({
  userId: z.number(),
  applicant: personSchema.extend({ email: z.string() }),
  note: z.string().nullable(),
  status: z.enum(TRAINER_APPLICATION_STATUSES),
  reason: z.string().nullable(),
  decidedBy: personSchema.nullable(),
  decidedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type TrainerApplication = z.input<typeof trainerApplicationSchema>;

/** POST /api/admin/trainer-applications/:userId/decline. */
export const declineApplicationSchema = z.strictObject({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(1, 'Please give a reason')
    .max(MAX_TEXT_LENGTH, `The reason must be at most ${MAX_TEXT_LENGTH} characters`),
});

/** POST /api/user/trainer-application: an owner applies (again, after a decline). */
export const trainerApplicationRequestSchema = z.strictObject({
  note: optionalText('The note about your qualifications', 1000),
});

export { INVITABLE_ROLES };

/** POST /api/admin/invitations. */
export const invitationRequestSchema = z.strictObject({
  email: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .max(254, 'Please enter a valid email')
    .pipe(z.email('Please enter a valid email')),
  role: z.enum(INVITABLE_ROLES, { error: 'Role must be staff or admin' }),
});

export const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  invitedBy: personSchema.nullable(),
  expiresAt: timestampSchema,
  acceptedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type Invitation = z.input<typeof invitationSchema>;

/** GET /api/invitations/:token: what the invitation page shows before it is accepted. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  businessName: z.string(),
  expiresAt: timestampSchema,
});

/** GET /api/admin/team: every user holding a role. */
export const teamMemberSchema = personSchema.extend({
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  createdAt: timestampSchema,
});
export type TeamMember = z.input<typeof teamMemberSchema>;

/** DELETE /api/admin/team/:userId/roles/:role (the server adds userId's id rule). */
export const teamRoleParamsSchema = z.strictObject({
  role: roleSchema,
});

export const LAST_ADMIN_MESSAGE = 'You are the last administrator: make someone else an administrator first.';

/** GET /api/admin/audit's rows (newest first; the query is actor, kind, from, to, cursor, limit). */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: timestampSchema,
  actor: z.object({ id: z.number(), username: z.string() }).nullable(),
  kind: z.enum(AUDIT_KINDS),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.input<typeof auditEntrySchema>;
