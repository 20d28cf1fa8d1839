// The audit log (decisions.md 50): every administrative act, with who, when, what, and the values
// before and after. Written in the act's own transaction, so an act and its record commit
// together. Nothing in the app updates or deletes a row.
import type { AuditKind } from '../../common/admin-schemas';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditRecord = {
  /** Who did it: null for the command line (`npm run admin`). */
  actorId: number | null;
  kind: AuditKind;
  /** One sentence a person reads: "Approved Sam Lee (sam) as a trainer". */
  summary: string;
  before?: unknown;
  after?: unknown;
  /** The booking it concerns, for the booking's own trail at the desk. */
  bookingId?: number;
};

export async function recordAudit(db: Db | Tx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    kind: record.kind,
    summary: record.summary,
    before: record.before ?? null,
    after: record.after ?? null,
    bookingId: record.bookingId ?? null,
  });
}

/** "Sam Lee (sam)", or just "sam" without a name. */
export function personLabel(person: { username: string; firstName: string | null; lastName: string | null }): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${person.username})` : person.username;
}
