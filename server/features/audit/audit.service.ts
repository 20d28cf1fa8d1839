// Reading the audit log (decisions.md 50): newest first, filtered by person, kind and dates (days
// in the business zone, both ends included), a page at a time; or all of it as CSV.
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditKind } from '../../../common/admin-schemas';
import { addCalendarDays, instantAt } from '../../../common/business-time';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { toCsv } from '../../platform/csv';
import { badInput } from '../../platform/errors';
import { toPage } from '../../platform/list-query';

export type AuditFilters = { actor?: number; kind?: AuditKind; from?: string; to?: string };

function conditions(filters: AuditFilters, timeZone: string): SQL[] {
  if (filters.from && filters.to && filters.to < filters.from) throw badInput('to', 'The end of the range cannot be before its start.');
  const where: SQL[] = [];
  if (filters.actor !== undefined) where.push(eq(auditLog.actorId, filters.actor));
  if (filters.kind) where.push(eq(auditLog.kind, filters.kind));
  if (filters.from) where.push(gte(auditLog.at, instantAt(filters.from, '00:00', timeZone)));
  if (filters.to) where.push(lt(auditLog.at, instantAt(addCalendarDays(filters.to, 1), '00:00', timeZone)));
  return where;
}

function selectEntries(db: Db, where: SQL[]) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: users.id,
      actorUsername: users.username,
      kind: auditLog.kind,
      summary: auditLog.summary,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .$dynamic();
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

const entryView = ({ actorId, actorUsername, ...row }: EntryRow) => ({
  ...row,
  actor: actorId !== null && actorUsername !== null ? { id: actorId, username: actorUsername } : null,
});

/** GET /api/admin/audit: a page, newest first; the cursor is the last row's id. */
export async function auditPage(db: Db, filters: AuditFilters & { limit: number; cursor?: number }, timeZone: string) {
  const where = conditions(filters, timeZone);
  if (filters.cursor !== undefined) where.push(lt(auditLog.id, filters.cursor));
  const rows = await selectEntries(db, where).limit(filters.limit + 1);
  const page = toPage(rows.map(entryView), filters.limit);
  return page;
}

const CSV_COLUMNS = ['id', 'at', 'actor', 'kind', 'summary', 'before', 'after'] as const;

/** GET /api/admin/audit.csv: every matching row, newest first. */
export async function auditCsv(db: Db, filters: AuditFilters, timeZone: string): Promise<string> {
  const rows = await selectEntries(db, conditions(filters, timeZone));
  return toCsv(
    CSV_COLUMNS,
    rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorUsername ?? 'command line',
      kind: row.kind,
      summary: row.summary,
      before: row.before === null ? '' : JSON.stringify(row.before),
      after: row.after === null ? '' : JSON.stringify(row.after),
    })),
  );
}
