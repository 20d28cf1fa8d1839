// What the Book Session dialog says about availability before booking (issue 30, decisions.md 66),
// from GET /api/bookings/availability: for boarding and daycare, the full and nearly full days
// (those of the chosen dates, or else the next few); for training, how many times are free on the
// chosen day. Dimmed like the dialog's other hints (it passes contrast in both schemes); what
// concerns the chosen dates is in bold.
import { Text } from '@mantine/core';
import { addCalendarDays } from '@common/business-time';

type NearlyFull = { day: string; placesLeft: number };

const SHOWN_DAYS = 4;
const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const places = (count: number) => `${count} ${count === 1 ? 'place' : 'places'} left`;

/** The days from `first` to `last` (both 'YYYY-MM-DD'), or null when they are not chosen. */
function daysBetween(first: string | null, last: string | null): Set<string> | null {
  if (!first) return null;
  const days = new Set<string>();
  for (let day = first; day <= (last && last >= first ? last : first); day = addCalendarDays(day, 1)) days.add(day);
  return days;
}

type StayProps = { kind: 'nights' | 'days'; full: string[]; nearlyFull: NearlyFull[]; from: string | null; to: string | null };

export function StayAvailabilityNote({ kind, full, nearlyFull, from, to }: StayProps) {
  const chosen = daysBetween(from, to);
  const nearly = nearlyFull.filter((entry) => (chosen ? chosen.has(entry.day) : true)).slice(0, SHOWN_DAYS);
  const fullShown = chosen ? [] : full.slice(0, SHOWN_DAYS);
  if (nearly.length === 0 && fullShown.length === 0) {
    return full.length > 0 ? (
      <Text size="xs" c="dimmed">
        {kind === 'nights' ? 'Nights' : 'Days'} we are fully booked cannot be chosen.
      </Text>
    ) : null;
  }
  const parts: string[] = [];
  if (fullShown.length > 0) parts.push(`Full: ${fullShown.map(dayLabel).join(', ')}.`);
  if (nearly.length > 0) {
    parts.push(
      `${chosen ? 'Nearly full on your dates' : 'Nearly full'}: ${nearly.map((entry) => `${dayLabel(entry.day)} (${places(entry.placesLeft)})`).join(', ')}.`,
    );
  }
  return (
    <Text size="xs" c="dimmed" fw={chosen ? 600 : undefined} aria-label={`Availability of ${kind}`}>
      {parts.join(' ')}
    </Text>
  );
}

export function TrainingAvailabilityNote({ freeCount, slotCount }: { freeCount: number; slotCount: number }) {
  return (
    <Text size="xs" c="dimmed" fw={freeCount === 0 ? 600 : undefined} aria-label="Free times">
      {freeCount === 0
        ? 'No trainer is free on this day. Please choose another day.'
        : `${freeCount} of ${slotCount} times free on this day; times with no trainer free cannot be chosen.`}
    </Text>
  );
}
