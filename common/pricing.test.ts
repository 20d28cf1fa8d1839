import { describe, expect, it } from 'vitest';
import { instantAt } from './business-time';
import { DEFAULT_PRICES } from './business-settings';
import { bookingDays, bookingPrice, priceTermsFor } from './pricing';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const terms = (service: 'boarding' | 'daycare' | 'training') => priceTermsFor(DEFAULT_PRICES, service);
const at = (day: string, time: string, zone = NY) => instantAt(day, time, zone);

describe('bookingDays', () => {
  it.each([
    ['same day', at('2027-05-03', '09:00'), at('2027-05-03', '14:00'), 1],
    ['exactly one day', at('2027-05-03', '09:00'), at('2027-05-04', '09:00'), 1],
    ['one day and an hour', at('2027-05-03', '09:00'), at('2027-05-04', '10:00'), 2],
    ['2 days and 4 hours', at('2027-05-03', '09:00'), at('2027-05-05', '13:00'), 3],
    ['over spring-forward (47 real hours)', at('2027-03-13', '10:00'), at('2027-03-15', '10:00'), 2],
    ['over fall-back (49 real hours)', at('2027-11-06', '10:00'), at('2027-11-08', '10:00'), 2],
  ])('%s is %i day(s)', (_case, start, end, days) => {
    expect(bookingDays(start, end, NY)).toBe(days);
  });

  it('over the London clock change too', () => {
    expect(bookingDays(at('2027-03-27', '09:00', LONDON), at('2027-03-29', '09:00', LONDON), LONDON)).toBe(2);
    expect(bookingDays(at('2027-10-30', '09:00', LONDON), at('2027-11-01', '09:00', LONDON), LONDON)).toBe(2);
  });
});

describe('bookingPrice', () => {
  const stay = (serviceType: 'boarding' | 'daycare', numPets: number, days: number) => ({
    serviceType,
    numPets,
    startDate: at('2027-05-03', '09:00'),
    endDate: at(`2027-05-${String(3 + days).padStart(2, '0')}`, '09:00'),
  });

  it.each([
    ['boarding, 1 pet, 3 days', stay('boarding', 1, 3), 26700, 0],
    ['boarding, 2 pets, 3 days', stay('boarding', 2, 3), 26700 + 22695, 4005],
    ['boarding, 3 pets, 3 days', stay('boarding', 3, 3), 26700 + 2 * 22695, 8010],
    ['daycare, 1 pet, 1 day', stay('daycare', 1, 1), 6500, 0],
    ['daycare, 2 pets, 2 days', stay('daycare', 2, 2), 13000 + 11050, 1950],
  ])('%s costs %i cents', (_case, booking, total, discount) => {
    const price = bookingPrice(booking, NY, terms(booking.serviceType));
    expect(price.totalCents).toBe(total);
    expect(price.discountCents).toBe(discount);
    expect(price.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(total);
  });

  it('itemises each pet', () => {
    expect(bookingPrice(stay('boarding', 2, 3), NY, terms('boarding')).lines).toEqual([
      { label: 'Boarding, 3 days × $89.00', amountCents: 26700 },
      { label: 'Additional pet (15% off), 3 days × $75.65', amountCents: 22695 },
    ]);
  });

  it('charges a training session flat, whatever its length', () => {
    const price = bookingPrice(
      { serviceType: 'training', numPets: 1, startDate: at('2027-05-03', '09:00'), endDate: at('2027-05-03', '10:00') },
      NY,
      terms('training'),
    );
    expect(price).toEqual({
      days: 1,
      lines: [{ label: 'Training session, 1 hour', amountCents: 7500 }],
      discountCents: 0,
      totalCents: 7500,
    });
  });

  it('charges a stay over a daylight-saving change by wall-clock days', () => {
    const price = bookingPrice(
      { serviceType: 'boarding', numPets: 1, startDate: at('2027-03-13', '10:00'), endDate: at('2027-03-15', '10:00') },
      NY,
      terms('boarding'),
    );
    expect(price.totalCents).toBe(2 * 8900);
  });

  it('prices from the terms it is given: a changed rate and discount', () => {
    const price = bookingPrice(stay('boarding', 2, 2), NY, { rateCents: 10000, multiPetDiscountPercent: 50 });
    expect(price.lines).toEqual([
      { label: 'Boarding, 2 days × $100.00', amountCents: 20000 },
      { label: 'Additional pet (50% off), 2 days × $50.00', amountCents: 10000 },
    ]);
    expect(price.totalCents).toBe(30000);
  });
});
