// Vaccines (issue 12, decisions.md 15): which species takes which, their usual intervals, what
// each service requires, and whether a pet's records meet that. Pure, so the booking gate on the
// server, the status route and the screens all apply one rule. Days are calendar days
// ('2027-03-09') in the business's time zone; a vaccine protects through its expiry day.
import type { ServiceType } from './booking-choices';
import { addCalendarDays } from './business-time';
import type { PetType } from './pet-schemas';
import { VACCINE_CODES, type VaccineCode } from './vaccine-choices';

export { VACCINE_CODES, type VaccineCode };

import {
  DEFAULT_REQUIRED_VACCINES,
  DEFAULT_VACCINE_VERIFICATION,
  type RequiredVaccines,
  type VaccineSpecies,
  type VaccineVerificationRule,
} from './vaccine-requirements';
import type { VerificationState } from './vaccine-choices';

export type { VaccineSpecies };

export type VaccinePet = { name: string; petType: PetType; breed: string };

export function vaccineSpeciesOf(pet: Pick<VaccinePet, 'petType' | 'breed'>): VaccineSpecies {
  if (pet.petType === 'dog' || pet.petType === 'cat') return pet.petType;
  // Small animals keep their kind in `breed`: 'Rabbit' or 'Rabbit (Holland Lop)'.
  return pet.breed.trim().toLowerCase().startsWith('rabbit') ? 'rabbit' : 'other';
}

type VaccineFacts = {
  /** As lists and badges show it. */
  name: string;
  /** As a sentence says it: 'Rex needs a rabies vaccination...'. */
  phrase: string;
  /** Usual intervals in months, the first suggested (rabies 1 or 3 years...). */
  intervalsMonths: readonly number[];
};

export const VACCINES: Readonly<Record<VaccineCode, VaccineFacts>> = {
  rabies: { name: 'Rabies', phrase: 'a rabies', intervalsMonths: [12, 36] },
  dhpp: { name: 'DHPP', phrase: 'a DHPP', intervalsMonths: [12, 36] },
  leptospirosis: { name: 'Leptospirosis', phrase: 'a leptospirosis', intervalsMonths: [12] },
  bordetella: { name: 'Bordetella', phrase: 'a bordetella', intervalsMonths: [6, 12] },
  canine_influenza: { name: 'Canine influenza', phrase: 'a canine influenza', intervalsMonths: [12] },
  fvrcp: { name: 'FVRCP', phrase: 'an FVRCP', intervalsMonths: [12, 36] },
  felv: { name: 'FeLV', phrase: 'a FeLV', intervalsMonths: [12] },
  rhdv2: { name: 'RHDV2', phrase: 'an RHDV2', intervalsMonths: [12] },
  myxomatosis: { name: 'Myxomatosis', phrase: 'a myxomatosis', intervalsMonths: [12] },
  other: { name: 'Other', phrase: 'an other', intervalsMonths: [12] },
};

export const VACCINES_BY_SPECIES: Readonly<Record<VaccineSpecies, readonly VaccineCode[]>> = {
  dog: ['rabies', 'dhpp', 'leptospirosis', 'bordetella', 'canine_influenza', 'other'],
  cat: ['rabies', 'fvrcp', 'felv', 'other'],
  rabbit: ['rhdv2', 'myxomatosis', 'other'],
  other: ['other'],
};

/** Expiring within this many days (and still valid) is "due soon". */
export const DUE_SOON_DAYS = 30;

export function vaccinesFor(pet: Pick<VaccinePet, 'petType' | 'breed'>): readonly VaccineCode[] {
  return VACCINES_BY_SPECIES[vaccineSpeciesOf(pet)];
}

/** What `service` requires of `pet` under the business's `required` list (its settings). */
export function requiredVaccines(
  pet: Pick<VaccinePet, 'petType' | 'breed'>,
  service: ServiceType,
  required: RequiredVaccines = DEFAULT_REQUIRED_VACCINES,
): readonly VaccineCode[] {
  return required[service][vaccineSpeciesOf(pet)] ?? [];
}

/** A record's name: the vaccine's, or the name typed for 'Other'. */
export function vaccineName(record: { vaccine: VaccineCode; otherName?: string | null }): string {
  return record.vaccine === 'other' && record.otherName ? record.otherName : VACCINES[record.vaccine].name;
}

/**
 * `months` after a calendar day; a day the target month lacks becomes its last day
 * (2024-02-29 + 12 months = 2025-02-28, 2025-01-31 + 1 month = 2025-02-28).
 */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDate = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDate));
  return target.toISOString().slice(0, 10);
}

/** The expiry the form suggests for a vaccine given on `givenOn`: its usual (first) interval. */
export function suggestedExpiry(vaccine: VaccineCode, givenOn: string, months = VACCINES[vaccine].intervalsMonths[0]): string {
  return addCalendarMonths(givenOn, months);
}

export type VaccineStatus = 'up_to_date' | 'due_soon' | 'overdue' | 'missing';

export type VaccinationRecordFacts = {
  vaccine: VaccineCode;
  expiresOn: string;
  /** Staff's check of the proof (issue 28); a record without one is unverified. */
  verification?: VerificationState;
  verificationReason?: string | null;
};

/** What the business's settings say about vaccines that a status needs: the required lists and the verification rule. */
export type VaccineRules = { required: RequiredVaccines; verification: VaccineVerificationRule };
export const DEFAULT_VACCINE_RULES: VaccineRules = { required: DEFAULT_REQUIRED_VACCINES, verification: DEFAULT_VACCINE_VERIFICATION };

export type RequiredVaccineStatus = {
  vaccine: VaccineCode;
  name: string;
  status: VaccineStatus;
  /** The latest expiry on record for this vaccine among the records that count, or null. */
  expiresOn: string | null;
  /**
   * When the vaccine blocks although a record would cover the day: why that record does not count
   * ('waiting for verification by staff', 'rejected: <reason>'). Null otherwise.
   */
  verificationNote: string | null;
  /** Under `warn`: only an unverified record covers the day, so a booking gets a warning. */
  unverified: boolean;
};

/**
 * Whether a record counts under the verification rule (decisions.md 58): `accept` takes every
 * record; `warn` every record but a rejected one; `require` verified records only.
 */
export function recordCounts(record: VaccinationRecordFacts, rule: VaccineVerificationRule): boolean {
  const state = record.verification ?? 'unverified';
  if (rule === 'accept') return true;
  if (state === 'rejected') return false;
  return rule === 'warn' || state === 'verified';
}

const WAITING_NOTE = 'waiting for verification by staff';
const verificationNoteOf = (record: VaccinationRecordFacts) =>
  record.verification === 'rejected' ? `rejected: ${record.verificationReason ?? 'no reason given'}` : WAITING_NOTE;

/**
 * For each vaccine `service` requires of `pet`: missing (no record that counts), overdue (not valid
 * through `lastDay`, the day it must cover: the stay's last day, or today), due soon (expires within
 * DUE_SOON_DAYS of `today`) or up to date. The counting record that protects longest decides. This
 * is the one rule the booking gate, check-in, the status report and the day board all apply.
 */
export function vaccinationStatus(
  records: readonly VaccinationRecordFacts[],
  pet: Pick<VaccinePet, 'petType' | 'breed'>,
  service: ServiceType,
  lastDay: string,
  today: string,
  rules: VaccineRules = DEFAULT_VACCINE_RULES,
): RequiredVaccineStatus[] {
  const covers = (record: VaccinationRecordFacts) => record.expiresOn >= lastDay && record.expiresOn >= today;
  return requiredVaccines(pet, service, rules.required).map((vaccine) => {
    const own = records.filter((record) => record.vaccine === vaccine);
    const counted = own.filter((record) => recordCounts(record, rules.verification));
    const expiresOn = latestOf(counted)?.expiresOn ?? null;
    const status = statusOf(expiresOn, lastDay, today);
    const setAside = blocksBooking(status) ? latestOf(own.filter((record) => !counted.includes(record) && covers(record))) : null;
    const unverified =
      rules.verification === 'warn' &&
      !blocksBooking(status) &&
      !counted.some((record) => record.verification === 'verified' && covers(record));
    return {
      vaccine,
      name: VACCINES[vaccine].name,
      expiresOn,
      status,
      verificationNote: setAside ? verificationNoteOf(setAside) : null,
      unverified,
    };
  });
}

function latestOf(records: readonly VaccinationRecordFacts[]): VaccinationRecordFacts | null {
  let latest: VaccinationRecordFacts | null = null;
  for (const record of records) if (latest === null || record.expiresOn > latest.expiresOn) latest = record;
  return latest;
}

function statusOf(expiresOn: string | null, lastDay: string, today: string): VaccineStatus {
  if (expiresOn === null) return 'missing';
  // ISO calendar days compare correctly as text.
  if (expiresOn < lastDay || expiresOn < today) return 'overdue';
  if (expiresOn <= addCalendarDays(today, DUE_SOON_DAYS)) return 'due_soon';
  return 'up_to_date';
}

/** A status that stops a booking. */
export const blocksBooking = (status: VaccineStatus) => status === 'missing' || status === 'overdue';

export type BookingBlocker = { petName: string; vaccine: VaccineCode; message: string };

/** Why a vaccine stops a booking (`blocker`) or only warns (`warning`), as one sentence each, or null. */
export function statusSentences(petName: string, entry: RequiredVaccineStatus, lastDay: string) {
  return {
    blocker: blocksBooking(entry.status) ? blockerMessage(petName, entry.vaccine, lastDay, entry.verificationNote) : null,
    warning: entry.unverified ? unverifiedWarning(petName, entry.vaccine) : null,
  };
}

/**
 * What these pets' records mean for `service` through `lastDay`: `blockers`, one per pet and
 * missing or lapsing vaccine, each a sentence naming both ('Rex needs a rabies vaccination valid
 * through March 9, 2027.'), and `warnings` (under the `warn` verification rule, records still
 * waiting for staff). Both empty when all is well.
 */
export function bookingVaccinationProblems(
  pets: readonly { pet: VaccinePet; records: readonly VaccinationRecordFacts[] }[],
  service: ServiceType,
  lastDay: string,
  today: string,
  rules: VaccineRules = DEFAULT_VACCINE_RULES,
): { blockers: BookingBlocker[]; warnings: string[] } {
  const judged = pets.flatMap(({ pet, records }) =>
    vaccinationStatus(records, pet, service, lastDay, today, rules).map((entry) => ({
      pet,
      entry,
      ...statusSentences(pet.name, entry, lastDay),
    })),
  );
  return {
    blockers: judged.flatMap(({ pet, entry, blocker }) =>
      blocker ? [{ petName: pet.name, vaccine: entry.vaccine, message: blocker }] : [],
    ),
    warnings: judged.flatMap(({ warning }) => (warning ? [warning] : [])),
  };
}

/** The blockers of bookingVaccinationProblems. */
export function bookingBlockers(
  pets: readonly { pet: VaccinePet; records: readonly VaccinationRecordFacts[] }[],
  service: ServiceType,
  lastDay: string,
  today: string,
  rules: VaccineRules = DEFAULT_VACCINE_RULES,
): BookingBlocker[] {
  return bookingVaccinationProblems(pets, service, lastDay, today, rules).blockers;
}

/** 'Rex needs a rabies vaccination valid through March 9, 2027 (Rabies: rejected: blurry photo).' */
export function blockerMessage(petName: string, vaccine: VaccineCode, lastDay: string, verificationNote: string | null = null): string {
  const why = verificationNote ? ` (${VACCINES[vaccine].name}: ${verificationNote})` : '';
  return `${petName} needs ${VACCINES[vaccine].phrase} vaccination valid through ${spelledDay(lastDay)}${why}.`;
}

/** Under the `warn` rule: 'Rex's Rabies record is waiting for verification by staff.' */
export function unverifiedWarning(petName: string, vaccine: VaccineCode): string {
  return `${petName}'s ${VACCINES[vaccine].name} record is ${WAITING_NOTE}.`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2027-03-09' -> 'March 9, 2027', the same on every runtime and in every zone. */
export function spelledDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}
