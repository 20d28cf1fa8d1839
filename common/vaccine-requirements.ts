// What the business requires of vaccines by default, in a module without zod (re-exported by
// business-settings.ts, whose schemas check changes to them): vaccines.ts and a pet's page read
// these without loading the schema library.
import type { ServiceType } from './booking-choices';
import type { VaccineCode } from './vaccine-choices';

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

/** What each service requires per species when nobody has changed it; a species not named needs nothing. */
export const DEFAULT_REQUIRED_VACCINES: RequiredVaccines = {
  boarding: { dog: ['rabies', 'dhpp', 'bordetella'], cat: ['rabies', 'fvrcp'] },
  daycare: { dog: ['rabies', 'dhpp', 'bordetella'], cat: ['rabies', 'fvrcp'] },
  training: { dog: ['rabies'], cat: ['rabies'] },
};
