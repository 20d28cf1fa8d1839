// The business's settings as every feature reads them (decisions.md 18, 51). One row, read when
// needed (one primary-key lookup): a change saved on one instance applies to the next request on
// every instance, and a booking reads them inside its own transaction, so its price, capacity and
// policy come from one version. An empty database starts from the environment's values.
// A signed-in request already knows the row's current version: the session's own query reads it
// (decisions.md 89). When this instance has read that version before, it is not read again.
import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import {
  defaultBusinessSettings,
  withSettingDefaults,
  type BusinessSettings,
  type VersionedSettings,
} from '../../../common/business-settings';
import { setBusinessTimeZone } from '../../../common/business-time';
import type { VaccinePolicy } from '../../../common/vaccination-schemas';
import type { Db, Tx } from '../../db/client';
import { BUSINESS_SETTINGS_ROW, businessSettings } from '../../db/schema';
import { preparedQuery } from '../../db/prepared-queries';

/** The environment's part: what an empty database starts with. */
export type SettingsStart = { boardingCapacity: number; vaccinePolicy: VaccinePolicy; timeZone?: string; bookingWindowMonths?: number };

/** Without BOARDING_CAPACITY and VACCINE_POLICY (config.ts defaults to these too). */
export const DEFAULT_SETTINGS_START: SettingsStart = { boardingCapacity: 20, vaccinePolicy: 'enforce' };

/** The process's own zone (`TZ`): the starting business zone. */
export const processTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function startingSettings(start: SettingsStart): BusinessSettings {
  return defaultBusinessSettings({ ...start, timeZone: start.timeZone ?? processTimeZone() });
}

/**
 * The settings this instance last read from each database outside a transaction (a read inside one
 * may see that transaction's own uncommitted change). A version names one committed content: every
 * change writes the next version under the row's lock.
 */
const lastReadByDb = new WeakMap<Db | Tx, VersionedSettings>();

/**
 * The current settings and their version; creates the starting row the first time.
 * `currentVersion`: the row's version as this request has already read it (with its session,
 * `request.settingsVersion`); when this instance holds that version, it is the answer without a read.
 */
export async function readBusinessSettings(db: Db | Tx, start: SettingsStart, currentVersion?: number | null): Promise<VersionedSettings> {
  const known = lastReadByDb.get(db);
  if (known && currentVersion != null && known.version === currentVersion) {
    setBusinessTimeZone(known.timeZone);
    return known;
  }
  const settingsRow = () =>
    preparedQuery(db, 'business_settings', (db, name) =>
      db.select().from(businessSettings).where(eq(businessSettings.id, BUSINESS_SETTINGS_ROW)).prepare(name),
    ).execute();
  let [row] = await settingsRow();
  if (!row) {
    await db
      .insert(businessSettings)
      .values({ id: BUSINESS_SETTINGS_ROW, version: 1, settings: startingSettings(start) })
      .onConflictDoNothing();
    [row] = await settingsRow();
  }
  // Wall-clock rules that have no settings at hand (e.g. "a visit cannot be in the future")
  // follow the business's zone too.
  setBusinessTimeZone(row.settings.timeZone);
  // Frozen, as it may be shared with later requests: no caller may change what another will read.
  const settings = deepFreeze({ ...withSettingDefaults(row.settings), version: row.version });
  if (!(db instanceof PgTransaction)) lastReadByDb.set(db, settings);
  return settings;
}

/**
 * The settings for a request: from the version its session query read, when this instance holds
 * it (decisions.md 89); read otherwise (signed out, or a version not yet seen here).
 */
export function settingsForRequest(
  deps: { db: Db; config: SettingsStart },
  request: { settingsVersion: number | null },
): Promise<VersionedSettings> {
  return readBusinessSettings(deps.db, deps.config, request.settingsVersion);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The row locked for the rest of the transaction: an update reads, checks the version and writes. */
export async function lockBusinessSettings(tx: Tx, start: SettingsStart): Promise<VersionedSettings> {
  const [row] = await tx.select().from(businessSettings).where(eq(businessSettings.id, BUSINESS_SETTINGS_ROW)).for('update');
  // The row exists from start-up (app.ts); an empty database's first change creates it, then locks it.
  if (!row) return readBusinessSettings(tx, start).then(() => lockBusinessSettings(tx, start));
  return { ...withSettingDefaults(row.settings), version: row.version };
}

export async function writeBusinessSettings(tx: Tx, settings: BusinessSettings, version: number, updatedBy: number): Promise<void> {
  await tx
    .update(businessSettings)
    .set({ settings, version, updatedBy, updatedAt: new Date() })
    .where(eq(businessSettings.id, BUSINESS_SETTINGS_ROW));
  setBusinessTimeZone(settings.timeZone);
}
