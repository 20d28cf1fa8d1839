import { describe, expect, it } from 'vitest';
import { reminderKindFor, reminderText } from './vaccine-reminders';

describe('reminderKindFor', () => {
  it.each([
    [31, null],
    [30, 'due_in_30_days'],
    [8, 'due_in_30_days'],
    [7, 'due_in_7_days'],
    [1, 'due_in_7_days'],
    [0, 'expires_today'],
    [-1, null],
  ])('%i days before expiry -> %s', (daysLeft, kind) => {
    expect(reminderKindFor(daysLeft)).toBe(kind);
  });
});

describe('reminderText', () => {
  it('names the pet, the vaccine and the day', () => {
    expect(reminderText('due_in_7_days', 'Rex', 'rabies', '2027-03-09')).toEqual({
      title: 'Vaccination due soon',
      message:
        "Rex's rabies vaccination expires on March 9, 2027. Book the booster and add the new record to keep stays and sessions bookable.",
    });
    expect(reminderText('expires_today', 'Rex', 'rabies', '2027-03-09').title).toBe('Vaccination expires today');
  });
});
