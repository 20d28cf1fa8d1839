// The day board's live signal (decisions.md 57): whatever changes a day's bookings (a booking made,
// paid or cancelled; a check-in, check-out or no-show) says so in its transaction; once it commits,
// every instance tells its staff sockets to read the board again. The signal carries nothing: the
// board itself is read through its access-checked route.
import type { Db, Tx } from '../../db/client';
import { afterCommit } from '../after-commit';

export const DAY_BOARD_TOPIC = 'day-board';
export const DAY_BOARD_MESSAGE = { type: 'day-board' } as const;

export function signalDayBoard(db: Db | Tx): Promise<void> {
  return afterCommit(db, DAY_BOARD_TOPIC, '');
}
