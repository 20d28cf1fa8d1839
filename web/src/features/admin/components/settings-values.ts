// The settings form's values (issue 26): the settings as GET /api/admin/settings gives them, with
// prices in dollars (the API's cents, decisions.md 31); the PUT body carries only what changed.
import {
  businessSettingsSchema,
  withSettingDefaults,
  type BusinessSettings,
  type SettingsUpdate,
  type VersionedSettings,
} from '@common/business-settings';

export type SettingsValues = Omit<BusinessSettings, 'prices'> & {
  prices: {
    boardingNight: number | string;
    daycareDay: number | string;
    trainingHour: number | string;
    multiPetDiscountPercent: number | string;
  };
};

const toDollars = (cents: number) => cents / 100;
const toCents = (dollars: number | string) => (dollars === '' ? Number.NaN : Math.round(Number(dollars) * 100));

export function settingsValues(settings: VersionedSettings): SettingsValues {
  const { version: _version, ...stored } = settings;
  // Settings saved before the booking window existed lack it: the schema's default fills it in.
  const { prices, ...rest } = withSettingDefaults(structuredClone(stored));
  return {
    ...rest,
    prices: {
      boardingNight: toDollars(prices.boardingNightCents),
      daycareDay: toDollars(prices.daycareDayCents),
      trainingHour: toDollars(prices.trainingHourCents),
      multiPetDiscountPercent: prices.multiPetDiscountPercent,
    },
  };
}

/** The values back as the API's settings (cents). */
export function settingsOf(values: SettingsValues): BusinessSettings {
  return {
    ...values,
    prices: {
      boardingNightCents: toCents(values.prices.boardingNight),
      daycareDayCents: toCents(values.prices.daycareDay),
      trainingHourCents: toCents(values.prices.trainingHour),
      multiPetDiscountPercent: values.prices.multiPetDiscountPercent === '' ? Number.NaN : Number(values.prices.multiPetDiscountPercent),
    },
  };
}

/**
 * A server (or schema) field path as the form names it: 'prices.boardingNightCents' ->
 * 'prices.boardingNight'; a saved reply's own fields keep their place ('savedReplies.2.text').
 */
export const formFieldOf = (path: string) =>
  path
    .split('.')
    .slice(0, path.startsWith('savedReplies.') ? 3 : 2)
    .join('.')
    .replace(/^prices\.(\w+)Cents$/, 'prices.$1');

/** Every field an error can be shown under: each part, its sub-fields, and each saved reply's title and text. */
export function formFieldNames(values: SettingsValues): Set<string> {
  return new Set([
    ...Object.keys(values).flatMap((key) => [
      key,
      ...Object.keys(Object(values[key as keyof SettingsValues])).map((sub) => `${key}.${sub}`),
    ]),
    ...values.savedReplies.flatMap((_, index) => [`savedReplies.${index}.title`, `savedReplies.${index}.text`]),
  ]);
}

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
