import { describe, expect, it } from 'vitest';
import { instantAt } from './business-time';
import { isSlotStart, slotStartsOn, slotsFor, trainingEndDate } from './slots';

const NY = 'America/New_York';

describe('slots', () => {
  it("offers the product's training times, and the first six for boarding and daycare", () => {
    expect(slotsFor('training').map((slot) => slot.label)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
    expect(slotsFor('boarding').map((slot) => slot.value)).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00']);
    expect(slotsFor('daycare')).toEqual(slotsFor('boarding'));
  });

  it.each([
    ['training', '2027-05-03', '17:00', true],
    ['boarding', '2027-05-03', '17:00', false],
    ['boarding', '2027-05-03', '12:00', false],
    ['training', '2027-03-14', '09:00', true], // spring-forward day
    ['daycare', '2027-11-07', '15:00', true], // fall-back day
  ] as const)('%s at %s %s is a slot: %s', (service, day, time, expected) => {
    expect(isSlotStart(service, instantAt(day, time, NY), NY)).toBe(expected);
  });

  it('refuses an instant a minute or a millisecond off the slot', () => {
    const slot = instantAt('2027-05-03', '09:00', NY);
    expect(isSlotStart('training', new Date(slot.getTime() + 60_000), NY)).toBe(false);
    expect(isSlotStart('training', new Date(slot.getTime() + 1), NY)).toBe(false);
    // 5:00 PM in New York is 9:00 PM in UTC: a slot in one zone only.
    expect(isSlotStart('training', instantAt('2027-05-03', '17:00', NY), 'UTC')).toBe(false);
  });

  it('lists a day’s slots as instants in the zone', () => {
    const starts = slotStartsOn('boarding', '2027-03-14', NY).map((instant) => instant.toISOString());
    expect(starts[0]).toBe('2027-03-14T13:00:00.000Z');
    expect(starts).toHaveLength(6);
  });

  it('ends a training session one hour after it starts', () => {
    expect(trainingEndDate(new Date('2027-05-03T13:00:00Z')).toISOString()).toBe('2027-05-03T14:00:00.000Z');
  });
});
