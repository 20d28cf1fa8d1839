// The board's care rounds (decisions.md 60): each meal and dose of a checked-in pet's day, from the
// care instructions, against the stay journal. A round is logged by an entry of the same kind and
// time (and medication, for a dose) that day; otherwise it is due from its time, overdue an hour
// later ("Luna: phenobarbital 08:00, not yet logged"), and later before its time.
import type { CareInstructions } from '../../../common/care-schemas';
import type { CareRound } from '../../../common/day-board-schemas';

export type LoggedRound = { petId: number; kind: string; time: string | null; medication: string | null };
const OVERDUE_AFTER_MINUTES = 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const sameName = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/** `nowTime` is the business's wall clock ('HH:MM') on the board's day; null for another day. */
export function careRounds(petId: number, care: CareInstructions, logged: LoggedRound[], nowTime: string | null): CareRound[] {
  const mine = logged.filter((entry) => entry.petId === petId);
  const state = (time: string, isLogged: boolean): CareRound['state'] => {
    if (isLogged) return 'logged';
    if (nowTime === null) return 'later';
    const late = minutesOf(nowTime) - minutesOf(time);
    return late < 0 ? 'later' : late < OVERDUE_AFTER_MINUTES ? 'due' : 'overdue';
  };
  const meals = care.feeding.map((meal) => ({
    time: meal.time,
    kind: 'meal' as const,
    label: `${meal.food}, ${meal.amount}`,
    medication: null,
    state: state(
      meal.time,
      mine.some((entry) => entry.kind === 'meal' && entry.time === meal.time),
    ),
  }));
  const doses = care.medications.flatMap((medication) =>
    medication.times.map((time) => ({
      time,
      kind: 'medication' as const,
      label: `${medication.name} ${medication.dose}`,
      medication: medication.name,
      state: state(
        time,
        mine.some((entry) => entry.kind === 'medication' && entry.time === time && sameName(entry.medication, medication.name)),
      ),
    })),
  );
  return [...meals, ...doses].sort((a, b) => a.time.localeCompare(b.time) || (a.kind === b.kind ? 0 : a.kind === 'meal' ? -1 : 1));
}
