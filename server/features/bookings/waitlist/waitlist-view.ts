// A waitlist entry as its owner reads it, with its pets' names (decisions.md 67).
import type { WaitlistEntryAnswer } from '../../../../common/waitlist-schemas';
import type { Db, Tx } from '../../../db/client';
import type { WaitlistEntryRow } from '../../../platform/access/resources';
import { petNames } from '../booking-view';

export async function waitlistViews(db: Db | Tx, rows: WaitlistEntryRow[]): Promise<WaitlistEntryAnswer[]> {
  const names = await petNames(db, [...new Set(rows.flatMap((row) => row.petIds))]);
  return rows.map((row) => ({
    id: row.id,
    serviceType: row.serviceType,
    petIds: row.petIds,
    petNames: row.petIds.map((id) => names.get(id) ?? ''),
    startDate: row.startDate,
    endDate: row.endDate,
    trainerId: row.trainerId,
    status: row.status,
    heldUntil: row.status === 'offered' ? row.heldUntil : null,
    bookingId: row.bookingId,
    createdAt: row.createdAt,
  }));
}

export async function waitlistView(db: Db | Tx, row: WaitlistEntryRow): Promise<WaitlistEntryAnswer> {
  const [view] = await waitlistViews(db, [row]);
  return view;
}
