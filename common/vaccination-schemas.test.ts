import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './business-time';
import { todayDay, vaccinationInputSchema, vaccineProofProblem } from './vaccination-schemas';

const messages = (input: unknown) =>
  Object.fromEntries((vaccinationInputSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const rabies = { vaccine: 'rabies', givenOn: '2026-03-05', expiresOn: '2029-03-05' };

describe('vaccinationInputSchema', () => {
  it('accepts a record, blanks becoming null', () => {
    expect(vaccinationInputSchema.parse({ ...rabies, batchNumber: ' ', clinic: 'Riverside' })).toEqual({
      ...rabies,
      otherName: null,
      batchNumber: null,
      clinic: 'Riverside',
      vetRecordId: null,
    });
  });

  it.each([
    [{}, { vaccine: 'Please choose a vaccine', givenOn: 'Date given is required', expiresOn: 'Expiry date is required' }],
    [{ ...rabies, vaccine: 'other' }, { otherName: "Please name the vaccine when you choose 'Other'" }],
    [{ ...rabies, givenOn: addCalendarDays(todayDay(), 1), expiresOn: '2099-01-01' }, { givenOn: 'Date given cannot be in the future' }],
    [{ ...rabies, expiresOn: '2026-03-04' }, { expiresOn: 'Expiry date cannot be before the date given' }],
    [{ ...rabies, givenOn: '2024-02-30' }, { givenOn: 'Date given must be a date like 2027-03-05' }],
  ])('explains %o', (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it('accepts an expiry on the day given and a leap day', () => {
    expect(messages({ ...rabies, givenOn: '2024-02-29', expiresOn: '2024-02-29' })).toEqual({});
  });
});

describe('vaccineProofProblem', () => {
  it.each([
    [{ type: 'application/pdf', size: 1000 }, null],
    [{ type: 'image/png', size: 10 * 1024 * 1024 }, null],
    [{ type: 'image/gif', size: 10 }, 'Please upload a PDF or a JPEG, PNG or WebP image.'],
    [{ type: 'application/pdf', size: 10 * 1024 * 1024 + 1 }, 'Proof files can be at most 10 MB.'],
  ])('%o -> %s', (file, problem) => {
    expect(vaccineProofProblem(file)).toBe(problem);
  });
});
