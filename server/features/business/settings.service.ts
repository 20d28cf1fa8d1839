// The business's settings (decisions.md 18, 51): admins read them with their version and change
// any part with the version they read (409 on a stale one, so two admins saving at once cannot
// lose each other's change). Each change is checked as a whole and recorded in the audit log with
// the values before and after; bookings already made keep their terms.
import { isDeepStrictEqual } from 'node:util';
import {
  SETTINGS_CHANGED_MESSAGE,
  businessSettingsSchema,
  type BusinessSettings,
  type SettingsUpdate,
  type VersionedSettings,
} from '../../../common/business-settings';
import { calendarDayOf } from '../../../common/business-time';
import { busiestNightFrom } from '../../domain/bookings/boarded-nights';
import { lockBoardingCapacity, lockDaycareCapacity } from '../../domain/bookings/capacity-locks';
import { lockBusinessSettings, writeBusinessSettings } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { recordAudit } from '../../platform/audit-log';
import { signalPlacesFreed } from '../../domain/waitlist/waitlist-holds';
import { badInput, conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/session-user';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const LABELS: Record<keyof BusinessSettings, string> = {
  businessName: 'business name',
  timeZone: 'time zone',
  boardingCapacity: 'boarding capacity',
  daycareCapacity: 'daycare capacity',
  prices: 'prices',
  slots: 'booking times',
  bookingWindowMonths: 'booking window',
  waitlistHoldHours: 'waitlist hold',
  cancellation: 'cancellation policy',
  deposits: 'deposits',
  vaccines: 'vaccine policy',
  savedReplies: 'saved replies',
};

/** The settings with `update` laid over them: nested parts merge, lists replace. */
function merged(current: BusinessSettings, update: Omit<SettingsUpdate, 'version'>): BusinessSettings {
  return {
    ...current,
    ...update,
    prices: { ...current.prices, ...update.prices },
    // Times in order, however they were picked: the dialog lists them as stored.
    slots: {
      stay: [...(update.slots?.stay ?? current.slots.stay)].sort(),
      training: [...(update.slots?.training ?? current.slots.training)].sort(),
    },
    cancellation: { ...current.cancellation, ...update.cancellation },
    deposits: { ...current.deposits, ...update.deposits },
    vaccines: { ...current.vaccines, ...update.vaccines },
  } as BusinessSettings;
}

export async function updateSettings(deps: Deps, admin: SessionUser, input: SettingsUpdate, now = new Date()): Promise<VersionedSettings> {
  const { version, ...update } = input;
  return deps.db.transaction(async (tx) => {
    // Taken before the settings row, in the order bookings take them, so a boarding booking and a
    // capacity change never deadlock and the check below counts every committed stay.
    if (update.boardingCapacity !== undefined) await lockBoardingCapacity(tx);
    if (update.daycareCapacity !== undefined) await lockDaycareCapacity(tx);
    const current = await lockBusinessSettings(tx, deps.config);
    if (current.version !== version) throw conflict(SETTINGS_CHANGED_MESSAGE);
    const { version: _read, ...currentSettings } = current;
    const parsed = businessSettingsSchema.safeParse(merged(currentSettings, update));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badInput(issue.path.join('.'), issue.message);
    }
    const next = parsed.data;

    if (next.boardingCapacity < currentSettings.boardingCapacity) {
      const busiest = await busiestNightFrom(tx, calendarDayOf(now, next.timeZone), next.timeZone);
      if (next.boardingCapacity < busiest) {
        throw badInput(
          'boardingCapacity',
          `Boarding capacity must be at least ${busiest}: that many pets are already booked on one night.`,
        );
      }
    }
    if (next.daycareCapacity < currentSettings.daycareCapacity) {
      const busiest = await busiestNightFrom(tx, calendarDayOf(now, next.timeZone), next.timeZone, 'daycare');
      if (next.daycareCapacity < busiest) {
        throw badInput('daycareCapacity', `Daycare capacity must be at least ${busiest}: that many pets are already booked on one day.`);
      }
    }

    const changed = (Object.keys(next) as (keyof BusinessSettings)[]).filter((key) => !isDeepStrictEqual(next[key], currentSettings[key]));
    if (changed.length === 0) return current;
    const before = Object.fromEntries(changed.map((key) => [key, currentSettings[key]]));
    const after = Object.fromEntries(changed.map((key) => [key, next[key]]));
    await writeBusinessSettings(tx, next, current.version + 1, admin.id);
    await recordAudit(tx, {
      actorId: admin.id,
      kind: 'settings.changed',
      summary: `Changed the ${changed.map((key) => LABELS[key]).join(', ')}`,
      before,
      after,
    });
    // More room may free a place someone waits for (decisions.md 67).
    if (next.boardingCapacity > currentSettings.boardingCapacity) await signalPlacesFreed(tx);
    return { ...next, version: current.version + 1 };
  });
}
