// The vaccines a pet's record may name (issue: vaccinations), by code. Which species takes which,
// their usual intervals and what each service requires live in common/vaccines.ts.
export const VACCINE_CODES = [
  'rabies',
  'dhpp',
  'leptospirosis',
  'bordetella',
  'canine_influenza',
  'fvrcp',
  'felv',
  'rhdv2',
  'myxomatosis',
  'other',
] as const;
export type VaccineCode = (typeof VACCINE_CODES)[number];

/** Where staff's check of a record's proof stands (issue 28): new and edited records are unverified. */
export const VERIFICATION_STATES = ['unverified', 'verified', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
