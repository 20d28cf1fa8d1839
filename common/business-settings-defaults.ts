// The business settings' plain parts (decisions.md 18, 81): the choices, the defaults, the settings an
// empty database starts with and the defaults read into an older row. No zod here: a page that shows
// or fills in the settings (/admin/settings, a pet's vaccines) draws without the schemas, which load
// when a form is first checked. business-settings.ts holds the schemas and exports these again.
import type { ServiceType } from './booking-choices';
import { DEFAULT_BOOKING_WINDOW_MONTHS } from './booking-window';
import type { BusinessSettings, Prices, SlotSettings } from './business-settings';
import { DEFAULT_CANCELLATION_POLICY } from './cancellation-policy';
import type { VaccineCode } from './vaccine-choices';

export const VACCINE_POLICIES = ['enforce', 'warn', 'off'] as const;
export type VaccinePolicy = (typeof VACCINE_POLICIES)[number];

/**
 * Whether a record staff have not verified counts for bookings (issue 28, decisions.md 58): `accept`
 * takes records as owners enter them, `warn` counts unverified ones with a warning, `require` counts
 * verified ones only. Under `warn` and `require` a rejected record never counts.
 */
export const VACCINE_VERIFICATION_RULES = ['accept', 'warn', 'require'] as const;
export type VaccineVerificationRule = (typeof VACCINE_VERIFICATION_RULES)[number];
export const DEFAULT_VACCINE_VERIFICATION: VaccineVerificationRule = 'accept';

/** Vaccine lists differ for dogs, cats and rabbits; other small animals only have 'Other'. */
export const VACCINE_SPECIES = ['dog', 'cat', 'rabbit', 'other'] as const;
export type VaccineSpecies = (typeof VACCINE_SPECIES)[number];

export type RequiredVaccines = Record<ServiceType, Partial<Record<VaccineSpecies, VaccineCode[]>>>;

/** How long a freed place is held for the waitlist's next person (decisions.md 67). Rows saved before it existed read as the default. */
export const DEFAULT_WAITLIST_HOLD_HOURS = 2;

/** Deposits (decisions.md 71): none until an administrator sets them. */
export const DEFAULT_DEPOSITS = { minNights: 0, percent: 0 };

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

/** What each service requires per species when nobody has changed it; a species not named needs nothing. */
export const DEFAULT_REQUIRED_VACCINES: RequiredVaccines = {
  boarding: { dog: ['rabies', 'dhpp', 'bordetella'], cat: ['rabies', 'fvrcp'] },
  daycare: { dog: ['rabies', 'dhpp', 'bordetella'], cat: ['rabies', 'fvrcp'] },
  training: { dog: ['rabies'], cat: ['rabies'] },
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
