// The business's own settings (decisions.md 18, 51): capacity, prices, slots, the cancellation
// window and the vaccine policy live in the database, versioned, and are set at /admin/settings.
// The environment only gives the values an empty database starts with. Every price the server
// charges and the booking dialog previews is computed from these.
import { z } from 'zod';
import type { ServiceType } from './booking-choices';
import { DEFAULT_BOOKING_WINDOW_MONTHS, MAX_BOOKING_WINDOW_MONTHS } from './booking-window';
import { savedRepliesSchema } from './message-schemas';
import { nameText } from './text-schemas';
import { DEFAULT_CANCELLATION_POLICY, LATE_FEE_BASES } from './cancellation-policy';
import { VACCINE_CODES } from './vaccine-choices';
import {
  DEFAULT_REQUIRED_VACCINES,
  DEFAULT_VACCINE_VERIFICATION,
  VACCINE_SPECIES,
  VACCINE_VERIFICATION_RULES,
  type RequiredVaccines,
  type VaccineSpecies,
  type VaccineVerificationRule,
} from './vaccine-requirements';

export {
  DEFAULT_REQUIRED_VACCINES,
  DEFAULT_VACCINE_VERIFICATION,
  VACCINE_SPECIES,
  VACCINE_VERIFICATION_RULES,
  type RequiredVaccines,
  type VaccineSpecies,
  type VaccineVerificationRule,
};

export const VACCINE_POLICIES = ['enforce', 'warn', 'off'] as const;
export type VaccinePolicy = (typeof VACCINE_POLICIES)[number];

const verificationRuleField = z.enum(VACCINE_VERIFICATION_RULES, { error: 'Vaccine verification must be accept, warn or require' });

const MAX_PRICE_CENTS = 10_000_000;
const centsField = (label: string) =>
  z
    .number({ error: `${label} must be an amount in cents` })
    .int(`${label} must be whole cents`)
    .min(1, `${label} must be more than $0.00`)
    .max(MAX_PRICE_CENTS, `${label} must be at most $100,000.00`);

const capacityField = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(10_000, `${label} must be at most 10,000`);

/** '09:00': a wall-clock time in the business zone on the hour or half hour. */
const slotTime = z
  .string({ error: 'Each slot must be a time like 09:00' })
  .regex(/^([01]\d|2[0-3]):(00|30)$/, 'Each slot must be a time like 09:00 or 13:30');
const slotList = (label: string) =>
  z
    .array(slotTime, { error: `${label} must be a list of times` })
    .min(1, `${label} needs at least one time`)
    .max(48, `${label} can have at most 48 times`)
    .refine((times) => new Set(times).size === times.length, `${label} has the same time twice`);

const vaccineList = z.array(z.enum(VACCINE_CODES, { error: 'Unknown vaccine' })).max(VACCINE_CODES.length);
const perSpecies = z.strictObject({
  dog: vaccineList.optional(),
  cat: vaccineList.optional(),
  rabbit: vaccineList.optional(),
  other: vaccineList.optional(),
});
const requiredVaccinesSchema = z.strictObject({ boarding: perSpecies, daycare: perSpecies, training: perSpecies });

export const pricesSchema = z.strictObject({
  boardingNightCents: centsField('The boarding price'),
  daycareDayCents: centsField('The daycare price'),
  trainingHourCents: centsField('The training price'),
  multiPetDiscountPercent: z
    .number({ error: 'The multi-pet discount must be a percentage' })
    .int('The multi-pet discount must be a whole percentage')
    .min(0, 'The multi-pet discount cannot be negative')
    .max(100, 'The multi-pet discount must be at most 100%'),
});
export type Prices = z.infer<typeof pricesSchema>;

export const slotsSchema = z.strictObject({
  /** Drop-off and pick-up times for boarding and daycare. */
  stay: slotList('The drop-off and pick-up times'),
  /** Start times of one-hour training sessions. */
  training: slotList('The training times'),
});
export type SlotSettings = z.infer<typeof slotsSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Months ahead bookings are taken (issue 27, item 13). Rows saved before it existed read as the default. */
const bookingWindowMonthsField = z
  .number({ error: 'The booking window must be a number of months' })
  .int('The booking window must be whole months')
  .min(1, 'The booking window must be at least 1 month')
  .max(MAX_BOOKING_WINDOW_MONTHS, `The booking window must be at most ${MAX_BOOKING_WINDOW_MONTHS} months`);

/** How long a freed place is held for the waitlist's next person (decisions.md 67). Rows saved before it existed read as the default. */
export const DEFAULT_WAITLIST_HOLD_HOURS = 2;
const waitlistHoldHoursField = z
  .number({ error: 'The waitlist hold must be a number of hours' })
  .int('The waitlist hold must be whole hours')
  .min(1, 'The waitlist hold must be at least 1 hour')
  .max(72, 'The waitlist hold must be at most 72 hours');

/**
 * Deposits (issue 31, decisions.md 71): a boarding stay of MORE than `minNights` nights takes `percent` of its
 * total at booking, the balance later. percent 0 means no deposits. Rows saved before it existed
 * read as the default: no deposits.
 */
export const DEFAULT_DEPOSITS = { minNights: 0, percent: 0 };
export const depositsSchema = z.strictObject({
  minNights: z
    .number({ error: 'The deposit nights must be a number of nights' })
    .int('The deposit nights must be whole nights')
    .min(0, 'The deposit nights cannot be negative')
    .max(365, 'The deposit nights must be at most 365'),
  percent: z
    .number({ error: 'The deposit must be a percentage' })
    .int('The deposit must be a whole percentage')
    .min(0, 'The deposit cannot be negative')
    .max(100, 'The deposit must be at most 100%'),
});
export type DepositSettings = z.infer<typeof depositsSchema>;

/**
 * The cancellation policy (issue 31 item 5, decisions.md 73): a full refund until `fullRefundHours`
 * before the start; inside that window a late fee (a percentage of the total, or the first night);
 * a no-show keeps `noShowFeePercent` of the total. Rows saved before the fees existed read as the defaults.
 */
const fullRefundHoursField = z
  .number({ error: 'The refund window must be a number of hours' })
  .int('The refund window must be whole hours')
  .min(0, 'The refund window cannot be negative')
  .max(24 * 60, 'The refund window must be at most 60 days');
const percentField = (label: string) =>
  z
    .number({ error: `${label} must be a percentage` })
    .int(`${label} must be a whole percentage`)
    .min(0, `${label} cannot be negative`)
    .max(100, `${label} must be at most 100%`);
const lateFeePercentField = percentField('The late cancellation fee');
const noShowFeePercentField = percentField('The no-show fee');
const lateFeeBasisField = z.enum(LATE_FEE_BASES, { error: "The late fee must be 'percent' or 'first_night'" });

/** The settings without their version: what the database keeps. */
export const businessSettingsSchema = z.strictObject({
  businessName: nameText('The business name', {
    requiredMessage: 'Please enter the business name',
    tooLongMessage: 'The business name must be at most 100 characters',
  }),
  timeZone: z
    .string({ error: 'Please choose a time zone' })
    .min(1, 'Please choose a time zone')
    .max(100)
    .refine(isTimeZone, 'Unknown time zone'),
  boardingCapacity: capacityField('Boarding capacity'),
  daycareCapacity: capacityField('Daycare capacity'),
  prices: pricesSchema,
  slots: slotsSchema,
  bookingWindowMonths: bookingWindowMonthsField.default(DEFAULT_BOOKING_WINDOW_MONTHS),
  waitlistHoldHours: waitlistHoldHoursField.default(DEFAULT_WAITLIST_HOLD_HOURS),
  cancellation: z.strictObject({
    fullRefundHours: fullRefundHoursField,
    lateFeePercent: lateFeePercentField.default(DEFAULT_CANCELLATION_POLICY.lateFeePercent),
    lateFeeBasis: lateFeeBasisField.default(DEFAULT_CANCELLATION_POLICY.lateFeeBasis),
    noShowFeePercent: noShowFeePercentField.default(DEFAULT_CANCELLATION_POLICY.noShowFeePercent),
  }),
  deposits: depositsSchema.default(DEFAULT_DEPOSITS),
  vaccines: z.strictObject({
    policy: z.enum(VACCINE_POLICIES, { error: 'The vaccine policy must be enforce, warn or off' }),
    required: requiredVaccinesSchema,
    /** Rows saved before it existed read as the default. */
    verification: verificationRuleField.default(DEFAULT_VACCINE_VERIFICATION),
  }),
  /** Replies staff pick in the messages inbox (decisions.md 63). Rows saved before it existed read as none. */
  savedReplies: savedRepliesSchema.default([]),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/** GET /api/admin/settings. */
export const versionedSettingsSchema = businessSettingsSchema.extend({ version: z.number().int() });
export type VersionedSettings = z.infer<typeof versionedSettingsSchema>;

/** PUT /api/admin/settings: any part, with the version it was read at (409 on a stale one). */
export const settingsUpdateSchema = z.strictObject({
  version: z
    .number({ error: 'version is required: the version the settings were read at' })
    .int('version must be a whole number')
    .min(1)
    .max(2_147_483_647),
  businessName: businessSettingsSchema.shape.businessName.optional(),
  timeZone: businessSettingsSchema.shape.timeZone.optional(),
  boardingCapacity: businessSettingsSchema.shape.boardingCapacity.optional(),
  daycareCapacity: businessSettingsSchema.shape.daycareCapacity.optional(),
  prices: pricesSchema.partial().optional(),
  slots: slotsSchema.partial().optional(),
  bookingWindowMonths: bookingWindowMonthsField.optional(),
  waitlistHoldHours: waitlistHoldHoursField.optional(),
  // Spelled out, not .partial(): a partial of fields with defaults would fill the defaults in over saved values.
  cancellation: z
    .strictObject({
      fullRefundHours: fullRefundHoursField.optional(),
      lateFeePercent: lateFeePercentField.optional(),
      lateFeeBasis: lateFeeBasisField.optional(),
      noShowFeePercent: noShowFeePercentField.optional(),
    })
    .optional(),
  deposits: depositsSchema.partial().optional(),
  vaccines: z
    .strictObject({
      policy: businessSettingsSchema.shape.vaccines.shape.policy.optional(),
      required: requiredVaccinesSchema.optional(),
      verification: verificationRuleField.optional(),
    })
    .optional(),
  savedReplies: savedRepliesSchema.optional(),
});
export type SettingsUpdate = z.input<typeof settingsUpdateSchema>;

/** GET /api/business: what anyone may read (the landing page, the booking dialog, vaccination status). */
export const publicBusinessSchema = businessSettingsSchema.omit({ boardingCapacity: true, daycareCapacity: true, savedReplies: true });
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

export const SETTINGS_CHANGED_MESSAGE =
  'Someone else changed the settings since you opened them. Reload to see their change, then save yours again.';

/** SPEC's prices (decisions.md 31): what an empty database starts with. */
export const DEFAULT_PRICES: Prices = {
  boardingNightCents: 8900,
  daycareDayCents: 6500,
  trainingHourCents: 7500,
  multiPetDiscountPercent: 15,
};

/** SPEC's slots (decisions.md 35): training 9, 10, 11 AM and 1 to 5 PM; drop-off and pick-up the first six. */
export const DEFAULT_SLOTS: SlotSettings = {
  stay: ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00'],
  training: ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
};

/** The starting settings of an empty database: SPEC's prices and slots, the environment's capacity and policy. */
export function defaultBusinessSettings(start: {
  timeZone: string;
  boardingCapacity: number;
  vaccinePolicy: VaccinePolicy;
  bookingWindowMonths?: number;
}): BusinessSettings {
  return {
    businessName: 'PawsConnect',
    timeZone: start.timeZone,
    boardingCapacity: start.boardingCapacity,
    daycareCapacity: start.boardingCapacity,
    prices: DEFAULT_PRICES,
    slots: DEFAULT_SLOTS,
    bookingWindowMonths: start.bookingWindowMonths ?? DEFAULT_BOOKING_WINDOW_MONTHS,
    waitlistHoldHours: DEFAULT_WAITLIST_HOLD_HOURS,
    cancellation: DEFAULT_CANCELLATION_POLICY,
    deposits: DEFAULT_DEPOSITS,
    vaccines: {
      policy: start.vaccinePolicy,
      required: DEFAULT_REQUIRED_VACCINES,
      verification: DEFAULT_VACCINE_VERIFICATION,
    },
    savedReplies: [],
  };
}

/**
 * The settings as stored, with the defaults of fields added since the row was written (the row is
 * JSON, so a new field needs no migration; reading fills it in, as businessSettingsSchema would).
 */
export function withSettingDefaults(stored: StoredSettings): BusinessSettings {
  return {
    ...stored,
    bookingWindowMonths: stored.bookingWindowMonths ?? DEFAULT_BOOKING_WINDOW_MONTHS,
    waitlistHoldHours: stored.waitlistHoldHours ?? DEFAULT_WAITLIST_HOLD_HOURS,
    cancellation: { ...DEFAULT_CANCELLATION_POLICY, ...stored.cancellation },
    vaccines: { ...stored.vaccines, verification: stored.vaccines.verification ?? DEFAULT_VACCINE_VERIFICATION },
    savedReplies: stored.savedReplies ?? [],
    deposits: stored.deposits ?? DEFAULT_DEPOSITS,
  };
}

/** A settings row as an older version may have written it. */
type StoredSettings = Omit<
  BusinessSettings,
  'bookingWindowMonths' | 'waitlistHoldHours' | 'cancellation' | 'vaccines' | 'savedReplies' | 'deposits'
> &
  Partial<Pick<BusinessSettings, 'bookingWindowMonths' | 'waitlistHoldHours' | 'savedReplies' | 'deposits'>> & {
    cancellation: Pick<BusinessSettings['cancellation'], 'fullRefundHours'> & Partial<BusinessSettings['cancellation']>;
    vaccines: Omit<BusinessSettings['vaccines'], 'verification'> & Partial<Pick<BusinessSettings['vaccines'], 'verification'>>;
  };

/** The rate of a service per day (boarding, daycare) or per session (training). */
export function serviceRateCents(prices: Prices, service: ServiceType): number {
  return service === 'boarding' ? prices.boardingNightCents : service === 'daycare' ? prices.daycareDayCents : prices.trainingHourCents;
}
