// The settings form's values (issue 26): the settings as GET /api/admin/settings gives them, with
// prices in dollars (the API's cents, decisions.md 31). No zod here: the checks and the PUT body are
// in settings-rules.ts, loaded when the form is first used (decisions.md 81).
import type { BusinessSettings, VersionedSettings } from '@common/business-settings';
import { withSettingDefaults } from '@common/business-settings-defaults';

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
