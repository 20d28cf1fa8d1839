// The stay journal's live signal (decisions.md 60): an entry written, corrected or given a photo
// says so in its transaction; once it commits, every instance tells the stay's owner's sockets and
// its staff sockets (the board's due list) to read the journal again. The signal carries only the
// booking and whom to tell: the journal itself is read through its access-checked route.
import type { Db, Tx } from '../../db/client';
import { afterCommit } from '../after-commit';

export const JOURNAL_TOPIC = 'stay-journal';

export type JournalSignal = { bookingId: number; userIds: number[] };

export const journalMessage = (bookingId: number) => ({ type: 'journal', bookingId }) as const;

export function signalJournal(db: Db | Tx, signal: JournalSignal): Promise<void> {
  return afterCommit(db, JOURNAL_TOPIC, JSON.stringify(signal));
}

/** The payload back, or null for anything malformed (it crossed the database's channel). */
export function parseJournalSignal(payload: string): JournalSignal | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { bookingId, userIds } = value as Record<string, unknown>;
    if (typeof bookingId !== 'number' || !Array.isArray(userIds) || !userIds.every((id) => typeof id === 'number')) return null;
    return { bookingId, userIds };
  } catch {
    return null;
  }
}
