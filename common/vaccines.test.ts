import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  bookingBlockers,
  bookingVaccinationProblems,
  recordCounts,
  requiredVaccines,
  spelledDay,
  suggestedExpiry,
  vaccinationStatus,
  vaccineName,
  vaccineSpeciesOf,
  vaccinesFor,
  type VaccinationRecordFacts,
  type VaccinePet,
} from './vaccines';
import { DEFAULT_REQUIRED_VACCINES } from './business-settings';

const rex: VaccinePet = { name: 'Rex', petType: 'dog', breed: 'Beagle' };
const luna: VaccinePet = { name: 'Luna', petType: 'cat', breed: 'Siamese' };
const thumper: VaccinePet = { name: 'Thumper', petType: 'small_animal', breed: 'Rabbit (Holland Lop)' };
const nibbles: VaccinePet = { name: 'Nibbles', petType: 'small_animal', breed: 'Guinea pig' };

describe('species and lists', () => {
  it.each([
    [rex, 'dog', ['rabies', 'dhpp', 'leptospirosis', 'bordetella', 'canine_influenza', 'other']],
    [luna, 'cat', ['rabies', 'fvrcp', 'felv', 'other']],
    [thumper, 'rabbit', ['rhdv2', 'myxomatosis', 'other']],
    [{ ...thumper, breed: 'Rabbit' }, 'rabbit', ['rhdv2', 'myxomatosis', 'other']],
    [nibbles, 'other', ['other']],
  ] as const)('%o is a %s with its own list', (pet, species, list) => {
    expect(vaccineSpeciesOf(pet)).toBe(species);
    expect(vaccinesFor(pet)).toEqual(list);
  });

  it.each([
    [rex, 'boarding', ['rabies', 'dhpp', 'bordetella']],
    [rex, 'daycare', ['rabies', 'dhpp', 'bordetella']],
    [rex, 'training', ['rabies']],
    [luna, 'boarding', ['rabies', 'fvrcp']],
    [luna, 'daycare', ['rabies', 'fvrcp']],
    [luna, 'training', ['rabies']],
    [thumper, 'boarding', []],
    [nibbles, 'training', []],
  ] as const)('%o for %s requires %o', (pet, service, required) => {
    expect(requiredVaccines(pet, service)).toEqual(required);
  });

  it("names 'Other' records by the name typed", () => {
    expect(vaccineName({ vaccine: 'other', otherName: 'Lyme' })).toBe('Lyme');
    expect(vaccineName({ vaccine: 'dhpp', otherName: null })).toBe('DHPP');
  });
});

describe('suggested expiry', () => {
  it.each([
    ['rabies', '2026-03-05', undefined, '2027-03-05'],
    ['rabies', '2026-03-05', 36, '2029-03-05'],
    ['bordetella', '2026-03-05', undefined, '2026-09-05'],
    ['bordetella', '2026-03-05', 12, '2027-03-05'],
    ['dhpp', '2026-01-10', 36, '2029-01-10'],
    // Leap days: the year after 29 February ends on the 28th.
    ['rabies', '2024-02-29', undefined, '2025-02-28'],
    ['rabies', '2024-02-29', 48, '2028-02-29'],
    ['bordetella', '2023-08-31', undefined, '2024-02-29'],
  ] as const)('%s given %s (%s months) expires %s', (vaccine, givenOn, months, expected) => {
    expect(suggestedExpiry(vaccine, givenOn, months)).toBe(expected);
  });

  it('adds months across a year end and clamps to the month end', () => {
    expect(addCalendarMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addCalendarMonths('2025-01-31', 1)).toBe('2025-02-28');
  });
});

describe('vaccinationStatus', () => {
  const today = '2027-03-01';
  const records = (expiries: Partial<Record<'rabies' | 'dhpp' | 'bordetella', string>>): VaccinationRecordFacts[] =>
    Object.entries(expiries).map(([vaccine, expiresOn]) => ({ vaccine: vaccine as 'rabies', expiresOn }));

  it.each([
    ['no record', {}, today, 'missing'],
    ['expired yesterday', { rabies: '2027-02-28' }, today, 'overdue'],
    ['expires today (valid through it)', { rabies: today }, today, 'due_soon'],
    ['expires in 30 days', { rabies: '2027-03-31' }, today, 'due_soon'],
    ['expires in 31 days', { rabies: '2027-04-01' }, today, 'up_to_date'],
    ['expires on the stay’s last day', { rabies: '2027-03-09' }, '2027-03-09', 'due_soon'],
    ['expires the day before the stay’s last day', { rabies: '2027-03-08' }, '2027-03-09', 'overdue'],
    ['expires after a far stay', { rabies: '2028-01-01' }, '2027-12-31', 'up_to_date'],
    ['lapses before a far stay though valid today', { rabies: '2027-06-01' }, '2027-12-31', 'overdue'],
  ])('%s: %s', (_case, expiries, lastDay, status) => {
    const [rabies] = vaccinationStatus(records(expiries), rex, 'training', lastDay, today);
    expect(rabies).toEqual({
      vaccine: 'rabies',
      name: 'Rabies',
      status,
      expiresOn: (expiries as { rabies?: string }).rabies ?? null,
      verificationNote: null,
      unverified: false,
    });
  });

  it('counts the record that protects longest and ignores other vaccines', () => {
    const list: VaccinationRecordFacts[] = [
      { vaccine: 'rabies', expiresOn: '2026-01-01' },
      { vaccine: 'rabies', expiresOn: '2029-01-01' },
      { vaccine: 'leptospirosis', expiresOn: '2029-01-01' },
    ];
    expect(vaccinationStatus(list, rex, 'boarding', today, today)).toEqual([
      { vaccine: 'rabies', name: 'Rabies', status: 'up_to_date', expiresOn: '2029-01-01', verificationNote: null, unverified: false },
      { vaccine: 'dhpp', name: 'DHPP', status: 'missing', expiresOn: null, verificationNote: null, unverified: false },
      { vaccine: 'bordetella', name: 'Bordetella', status: 'missing', expiresOn: null, verificationNote: null, unverified: false },
    ]);
  });

  it('handles a leap day as the last day', () => {
    const [rabies] = vaccinationStatus([{ vaccine: 'rabies', expiresOn: '2028-02-29' }], luna, 'training', '2028-02-29', '2028-02-01');
    expect(rabies.status).toBe('due_soon');
    const [lapsed] = vaccinationStatus([{ vaccine: 'rabies', expiresOn: '2028-02-28' }], luna, 'training', '2028-02-29', '2028-02-01');
    expect(lapsed.status).toBe('overdue');
  });
});

describe('bookingBlockers', () => {
  const valid = (vaccine: VaccinationRecordFacts['vaccine']) => ({ vaccine, expiresOn: '2030-01-01' });

  it('names each pet and each vaccine that stops the stay', () => {
    const blockers = bookingBlockers(
      [
        { pet: rex, records: [valid('dhpp'), valid('bordetella'), { vaccine: 'rabies', expiresOn: '2027-03-08' }] },
        { pet: luna, records: [valid('rabies')] },
        { pet: thumper, records: [] },
      ],
      'boarding',
      '2027-03-09',
      '2027-03-01',
    );
    expect(blockers).toEqual([
      { petName: 'Rex', vaccine: 'rabies', message: 'Rex needs a rabies vaccination valid through March 9, 2027.' },
      { petName: 'Luna', vaccine: 'fvrcp', message: 'Luna needs an FVRCP vaccination valid through March 9, 2027.' },
    ]);
  });

  it('lets a pet whose vaccines last through the last day pass, and asks training for rabies only', () => {
    const records = [valid('rabies'), valid('dhpp'), valid('bordetella')];
    expect(bookingBlockers([{ pet: rex, records }], 'daycare', '2029-12-31', '2027-03-01')).toEqual([]);
    expect(bookingBlockers([{ pet: rex, records: [valid('rabies')] }], 'training', '2027-03-09', '2027-03-01')).toEqual([]);
    expect(bookingBlockers([{ pet: rex, records: [] }], 'training', '2027-03-09', '2027-03-01').map((b) => b.vaccine)).toEqual(['rabies']);
  });

  it('spells days the same everywhere', () => {
    expect(spelledDay('2028-02-29')).toBe('February 29, 2028');
    expect(spelledDay('2027-12-01')).toBe('December 1, 2027');
  });
});

describe('the verification rule (decisions.md 58)', () => {
  const record = (verification: VaccinationRecordFacts['verification'], expiresOn = '2029-01-01', reason: string | null = null) => ({
    vaccine: 'rabies' as const,
    expiresOn,
    verification,
    verificationReason: reason,
  });
  const training = (records: VaccinationRecordFacts[], verification: 'accept' | 'warn' | 'require') =>
    bookingVaccinationProblems([{ pet: rex, records }], 'training', '2027-03-09', '2027-03-01', {
      required: DEFAULT_REQUIRED_VACCINES,
      verification,
    });

  it.each([
    ['accept', ['unverified', 'verified', 'rejected'], []],
    ['warn', ['unverified', 'verified'], ['rejected']],
    ['require', ['verified'], ['unverified', 'rejected']],
  ] as const)('%s counts %o and not %o', (rule, counting, notCounting) => {
    for (const state of counting) expect(recordCounts(record(state), rule)).toBe(true);
    for (const state of notCounting) expect(recordCounts(record(state), rule)).toBe(false);
    // A record from before verification existed reads as unverified.
    expect(recordCounts({ vaccine: 'rabies', expiresOn: '2029-01-01' }, rule)).toBe(rule !== 'require');
  });

  it('names why a covering record does not count, and warns under warn', () => {
    expect(training([record('unverified')], 'require').blockers[0].message).toBe(
      'Rex needs a rabies vaccination valid through March 9, 2027 (Rabies: waiting for verification by staff).',
    );
    expect(training([record('rejected', '2029-01-01', 'Wrong dog')], 'warn').blockers[0].message).toBe(
      'Rex needs a rabies vaccination valid through March 9, 2027 (Rabies: rejected: Wrong dog).',
    );
    expect(training([record('unverified')], 'warn')).toEqual({
      blockers: [],
      warnings: ["Rex's Rabies record is waiting for verification by staff."],
    });
    expect(training([record('unverified')], 'accept')).toEqual({ blockers: [], warnings: [] });
  });

  it('lets a verified record covering the day silence the warning, and an expired one explain nothing', () => {
    expect(training([record('unverified', '2030-01-01'), record('verified')], 'warn')).toEqual({ blockers: [], warnings: [] });
    // The unverified record had lapsed anyway: the plain sentence, no note.
    expect(training([record('unverified', '2027-03-01')], 'require').blockers[0].message).toBe(
      'Rex needs a rabies vaccination valid through March 9, 2027.',
    );
    const [status] = vaccinationStatus(
      [record('verified', '2027-02-01'), record('unverified')],
      rex,
      'training',
      '2027-03-09',
      '2027-03-01',
      {
        required: DEFAULT_REQUIRED_VACCINES,
        verification: 'require',
      },
    );
    expect(status).toMatchObject({ status: 'overdue', expiresOn: '2027-02-01', verificationNote: 'waiting for verification by staff' });
  });
});
