// The business's settings as every feature reads them (decisions.md 18, 51). One row, read when
// needed (one primary-key lookup): a change saved on one instance applies to the next request on
// every instance, and a booking reads them inside its own transaction, so its price, capacity and
// policy come from one version. An empty database starts from the environment's values.
import { eq } from 'drizzle-orm';
import {
  defaultBusinessSettings,
  withSettingDefaults,
  type BusinessSettings,
  type VersionedSettings,
} from '../../../common/business-settings';
import { setBusinessTimeZone } from '../../../common/business-time';
import type { VaccinePolicy } from '../../../common/vaccination-schemas';
import type { Db, Tx } from '../../db/client';
import { businessSettings } from '../../db/schema';
import { preparedQuery } from '../../db/prepared-queries';

/** The environment's part: what an empty database starts with. */
export type SettingsStart = { boardingCapacity: number; vaccinePolicy: VaccinePolicy; timeZone?: string; bookingWindowMonths?: number };

/** Without BOARDING_CAPACITY and VACCINE_POLICY (config.ts defaults to these too). */
export const DEFAULT_SETTINGS_START: SettingsStart = { boardingCapacity: 20, vaccinePolicy: 'enforce' };

const SETTINGS_ROW = 1;

/** The process's own zone (`TZ`): the starting business zone. */
export const processTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function startingSettings(start: SettingsStart): BusinessSettings {
  return defaultBusinessSettings({ ...start, timeZone: start.timeZone ?? processTimeZone() });
}

/** The current settings and their version; creates the starting row the first time. */
export async function readBusinessSettings(db: Db | Tx, start: SettingsStart): Promise<VersionedSettings> {
  const settingsRow = () =>
    preparedQuery(db, 'business_settings', (db, name) =>
      db.select().from(businessSettings).where(eq(businessSettings.id, SETTINGS_ROW)).prepare(name),
    ).execute();
  let [row] = await settingsRow();
  if (!row) {
    await db
      .insert(businessSettings)
      .values({ id: SETTINGS_ROW, version: 1, settings: startingSettings(start) })
      .onConflictDoNothing();
    [row] = await settingsRow();
  }
  // Wall-clock rules that have no settings at hand (e.g. "a visit cannot be in the future")
  // follow the business's zone too.
  setBusinessTimeZone(row.settings.timeZone);
  return { ...withSettingDefaults(row.settings), version: row.version };
}

/** The row locked for the rest of the transaction: an update reads, checks the version and writes. */
export async function lockBusinessSettings(tx: Tx, start: SettingsStart): Promise<VersionedSettings> {
  const [row] = await tx.select().from(businessSettings).where(eq(businessSettings.id, SETTINGS_ROW)).for('update');
  // The row exists from start-up (app.ts); an empty database's first change creates it, then locks it.
  if (!row) return readBusinessSettings(tx, start).then(() => lockBusinessSettings(tx, start));
  return { ...withSettingDefaults(row.settings), version: row.version };
}

export async function writeBusinessSettings(tx: Tx, settings: BusinessSettings, version: number, updatedBy: number): Promise<void> {
  await tx
    .update(businessSettings)
    .set({ settings, version, updatedBy, updatedAt: new Date() })
    .where(eq(businessSettings.id, SETTINGS_ROW));
  setBusinessTimeZone(settings.timeZone);
}
