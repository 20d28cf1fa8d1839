// The settings form's checks and its PUT body (issue 26), through the shared schema. A module of its
// own so that zod and the schemas load when the form is first focused or submitted, not with the page
// (decisions.md 81).
import { businessSettingsSchema, type SettingsUpdate, type VersionedSettings } from '@common/business-settings';
import { formFieldOf, settingsOf, settingsValues, type SettingsValues } from './settings-values';

/** Field errors from the shared schema, under the form's names (the server's rules, checked before sending). */
export function validateSettings(values: SettingsValues): Record<string, string> {
  const result = businessSettingsSchema.safeParse(settingsOf(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path.join('.'));
    errors[field] ??= issue.message;
  }
  return errors;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** PUT /api/admin/settings's body: every part that changed, and the version the form was read at. */
export function settingsUpdate(saved: VersionedSettings, values: SettingsValues): SettingsUpdate {
  const next = businessSettingsSchema.parse(settingsOf(values));
  const update: SettingsUpdate = { version: saved.version };
  if (next.businessName !== saved.businessName) update.businessName = next.businessName;
  if (next.timeZone !== saved.timeZone) update.timeZone = next.timeZone;
  if (next.boardingCapacity !== saved.boardingCapacity) update.boardingCapacity = next.boardingCapacity;
  if (next.daycareCapacity !== saved.daycareCapacity) update.daycareCapacity = next.daycareCapacity;
  const prices = Object.fromEntries(
    Object.entries(next.prices).filter(([key, value]) => saved.prices[key as keyof typeof saved.prices] !== value),
  );
  if (Object.keys(prices).length > 0) update.prices = prices;
  const slots = Object.fromEntries(
    Object.entries(next.slots).filter(([key, value]) => !same(saved.slots[key as keyof typeof saved.slots], value)),
  );
  if (Object.keys(slots).length > 0) update.slots = slots;
  if (next.bookingWindowMonths !== saved.bookingWindowMonths) update.bookingWindowMonths = next.bookingWindowMonths;
  // Settings read before the waitlist existed hold for the default (withSettingDefaults).
  if (next.waitlistHoldHours !== settingsValues(saved).waitlistHoldHours) update.waitlistHoldHours = next.waitlistHoldHours;
  if (!same(next.cancellation, saved.cancellation)) update.cancellation = next.cancellation;
  // Settings read before deposits existed take none (withSettingDefaults).
  if (!same(next.deposits, settingsValues(saved).deposits)) update.deposits = next.deposits;
  const vaccines: NonNullable<SettingsUpdate['vaccines']> = {};
  if (next.vaccines.policy !== saved.vaccines.policy) vaccines.policy = next.vaccines.policy;
  if (next.vaccines.verification !== saved.vaccines.verification) vaccines.verification = next.vaccines.verification;
  if (!same(next.vaccines.required, saved.vaccines.required)) vaccines.required = next.vaccines.required;
  if (Object.keys(vaccines).length > 0) update.vaccines = vaccines;
  // Settings read before saved replies existed have none (withSettingDefaults).
  if (!same(next.savedReplies, settingsValues(saved).savedReplies)) update.savedReplies = next.savedReplies;
  return update;
}
