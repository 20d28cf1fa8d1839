// A business day that has just begun: for the spec's duration, the business's time zone becomes one
// where it is about 5 AM now, so a stay can be booked for 9 AM today, paid, and checked in at once
// (check-in opens on the arrival day, decisions.md 55) whatever hour CI runs at. The zone is put
// back afterwards: the specs share one server and run one at a time.
import { useSettings } from './business-settings';

/** An Etc/GMT zone whose wall clock reads `hour` o'clock now (Etc/GMT-5 is five hours ahead of UTC). */
export function zoneWhereItIs(hour: number, now = new Date()): string {
  for (let offset = -12; offset <= 14; offset += 1) {
    if ((now.getUTCHours() + offset + 24) % 24 !== hour) continue;
    return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
  }
  throw new Error(`No Etc/GMT zone reads ${hour} o'clock now`);
}

/** Call inside a describe. */
export function useMorningBusinessDay(): void {
  useSettings(() => ({ timeZone: zoneWhereItIs(5) }));
}
