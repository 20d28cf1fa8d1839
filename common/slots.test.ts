import { describe, expect, it } from 'vitest';
import { DEFAULT_SLOTS } from './business-settings';
import { instantAt } from './business-time';
import { isSlotStart, slotStartsOn, slotsFor, trainingEndDate } from './slots';

const NY = 'America/New_York';

describe('slots', () => {
  it("offers the product's training times, and the first six for boarding and daycare", () => {
    expect(slotsFor('training', DEFAULT_SLOTS).map((slot) => slot.label)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
    expect(slotsFor('boarding', DEFAULT_SLOTS).map((slot) => slot.value)).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00']);
    expect(slotsFor('daycare', DEFAULT_SLOTS)).toEqual(slotsFor('boarding', DEFAULT_SLOTS));
  });

  it.each([
    ['training', '2027-05-03', '17:00', true],
    ['boarding', '2027-05-03', '17:00', false],
    ['boarding', '2027-05-03', '12:00', false],
    ['training', '2027-03-14', '09:00', true], // spring-forward day
    ['daycare', '2027-11-07', '15:00', true], // fall-back day
  ] as const)('%s at %s %s is a slot: %s', (service, day, time, expected) => {
    expect(isSlotStart(service, instantAt(day, time, NY), NY, DEFAULT_SLOTS)).toBe(expected);
  });

  it('refuses an instant a minute or a millisecond off the slot', () => {
    const slot = instantAt('2027-05-03', '09:00', NY);
    expect(isSlotStart('training', new Date(slot.getTime() + 60_000), NY, DEFAULT_SLOTS)).toBe(false);
    expect(isSlotStart('training', new Date(slot.getTime() + 1), NY, DEFAULT_SLOTS)).toBe(false);
    // 5:00 PM in New York is 9:00 PM in UTC: a slot in one zone only.
    expect(isSlotStart('training', instantAt('2027-05-03', '17:00', NY), 'UTC', DEFAULT_SLOTS)).toBe(false);
  });

  it('lists a day’s slots as instants in the zone', () => {
    const starts = slotStartsOn('boarding', '2027-03-14', NY, DEFAULT_SLOTS).map((instant) => instant.toISOString());
    expect(starts[0]).toBe('2027-03-14T13:00:00.000Z');
    expect(starts).toHaveLength(6);
  });

  it("offers the business's own times, labelled", () => {
    const slots = { stay: ['08:30', '18:00'], training: ['12:00'] };
    expect(slotsFor('daycare', slots)).toEqual([
      { value: '08:30', label: '8:30 AM' },
      { value: '18:00', label: '6:00 PM' },
    ]);
    expect(slotsFor('training', slots)).toEqual([{ value: '12:00', label: '12:00 PM' }]);
    expect(isSlotStart('boarding', instantAt('2027-05-03', '08:30', NY), NY, slots)).toBe(true);
    expect(isSlotStart('boarding', instantAt('2027-05-03', '09:00', NY), NY, slots)).toBe(false);
  });

  it('ends a training session one hour after it starts', () => {
    expect(trainingEndDate(new Date('2027-05-03T13:00:00Z')).toISOString()).toBe('2027-05-03T14:00:00.000Z');
  });
});
