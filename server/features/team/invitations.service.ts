// Staff invitations (decisions.md 50): an admin invites by e-mail to staff or admin; the link's
// token is 32 random bytes stored only as its SHA-256, single use, valid 7 days. Whoever opens it
// signed in (a new account or an existing one) gets the role.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { INVITABLE_ROLES } from '../../../common/admin-schemas';
import { ROLE_LABELS, rolesOf } from '../../../common/roles';
import { staffInvitations, users } from '../../db/schema';
import { readBusinessSettings } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { personLabel, recordAudit } from '../../platform/audit-log';
import { HttpError, notFound } from '../../platform/errors';
import { queueMail } from '../../platform/mail/mail-queue';
import { staffInvitationMail } from '../../platform/mail/templates/staff-invitation';
import { publicBase } from '../../platform/public-address';
import { sessionUserColumns, type SessionUser } from '../../platform/session-user';

export const INVITATION_DAYS = 7;
export const INVALID_INVITATION_MESSAGE = 'This invitation link is invalid or has expired.';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type InvitableRole = (typeof INVITABLE_ROLES)[number];

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const inviter = alias(users, 'inviter');

const invitationColumns = {
  id: staffInvitations.id,
  email: staffInvitations.email,
  role: staffInvitations.role,
  expiresAt: staffInvitations.expiresAt,
  acceptedAt: staffInvitations.acceptedAt,
  createdAt: staffInvitations.createdAt,
  inviterId: inviter.id,
  inviterUsername: inviter.username,
  inviterFirstName: inviter.firstName,
  inviterLastName: inviter.lastName,
};

function invitationView({
  inviterId,
  inviterUsername,
  inviterFirstName,
  inviterLastName,
  ...row
}: Awaited<ReturnType<typeof selectInvitations>>[number]) {
  return {
    ...row,
    invitedBy:
      inviterId !== null && inviterUsername !== null
        ? { id: inviterId, username: inviterUsername, firstName: inviterFirstName, lastName: inviterLastName }
        : null,
  };
}

function selectInvitations(db: Deps['db']) {
  return db.select(invitationColumns).from(staffInvitations).leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy)).$dynamic();
}

/** Neither used, withdrawn nor expired. */
const usable = (now: Date) =>
  and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.withdrawnAt), gt(staffInvitations.expiresAt, now));

/** POST /api/admin/invitations: stores it and e-mails the link (after the commit). */
export async function createInvitation(deps: Deps, admin: SessionUser, input: { email: string; role: InvitableRole }) {
  const token = randomBytes(32).toString('base64url');
  const id = await deps.db.transaction(async (tx) => {
    const business = await readBusinessSettings(tx, deps.config);
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: admin.id,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      })
      .returning({ id: staffInvitations.id });
    await queueMail(tx, {
      to: input.email,
      ...staffInvitationMail({
        businessName: business.businessName,
        roleLabel: ROLE_LABELS[input.role].toLowerCase(),
        invitedBy: personLabel(admin),
        acceptUrl: `${publicBase(deps.config)}/invitations/${token}`,
        expiresInDays: INVITATION_DAYS,
      }),
    });
    await recordAudit(tx, {
      actorId: admin.id,
      kind: 'invitation.created',
      summary: `Invited ${input.email} as ${ROLE_LABELS[input.role].toLowerCase()}`,
      after: { email: input.email, role: input.role },
    });
    return row.id;
  });
  const [view] = await selectInvitations(deps.db).where(eq(staffInvitations.id, id));
  return invitationView(view);
}

/** GET /api/admin/invitations: the ones still waiting, newest first. */
export async function listPendingInvitations(db: Deps['db'], now = new Date()) {
  const rows = await selectInvitations(db).where(usable(now)).orderBy(desc(staffInvitations.createdAt), asc(staffInvitations.id));
  return rows.map(invitationView);
}

/** DELETE /api/admin/invitations/:id: the link stops working. */
export async function withdrawInvitation(db: Deps['db'], id: number, now = new Date()): Promise<void> {
  const withdrawn = await db
    .update(staffInvitations)
    .set({ withdrawnAt: now })
    .where(and(eq(staffInvitations.id, id), usable(now)))
    .returning({ id: staffInvitations.id });
  if (withdrawn.length === 0) throw notFound('The invitation');
}

/** GET /api/invitations/:token: what the page shows before it is accepted. */
export async function previewInvitation(deps: Deps, token: string, now = new Date()) {
  const [row] = await deps.db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashToken(token)), usable(now)));
  if (!row) throw new HttpError(404, INVALID_INVITATION_MESSAGE);
  const business = await readBusinessSettings(deps.db, deps.config);
  return { email: row.email, role: row.role, businessName: business.businessName, expiresAt: row.expiresAt };
}

/** POST /api/invitations/:token/accept: the signed-in account gets the role; the link is used up. */
export async function acceptInvitation(deps: Deps, user: SessionUser, token: string, now = new Date()): Promise<SessionUser> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(and(eq(staffInvitations.tokenHash, hashToken(token)), usable(now)))
      .returning();
    if (!row) throw new HttpError(404, INVALID_INVITATION_MESSAGE);
    const before = rolesOf(user);
    const [updated] = await tx
      .update(users)
      .set(row.role === 'admin' ? { isAdmin: true } : { isStaff: true })
      .where(eq(users.id, user.id))
      .returning(sessionUserColumns);
    await recordAudit(tx, {
      actorId: user.id,
      kind: 'invitation.accepted',
      summary: `${personLabel(user)} accepted the invitation sent to ${row.email} and became ${ROLE_LABELS[row.role].toLowerCase()}`,
      before: { roles: before },
      after: { roles: rolesOf(updated) },
    });
    return updated;
  });
}
