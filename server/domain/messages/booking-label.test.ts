// The label a message keeps of what it is about (decisions.md 63): the pets' names joined as the
// app writes them, "stay" or "training", and the days in the business's time zone.
import { describe, expect, it } from 'vitest';
import { bookingLabel } from './booking-label';

const at = (iso: string) => new Date(iso);

describe('bookingLabel', () => {
  it('names a stay’s pets and days, across a month’s end too', () => {
    const stay = { serviceType: 'boarding' as const, startDate: at('2030-12-15T10:00:00Z'), endDate: at('2030-12-20T11:00:00Z') };
    expect(bookingLabel(['Buddy'], stay, 'UTC')).toBe("Buddy's stay, Dec 15-20");
    expect(bookingLabel(['Buddy', 'Rex'], stay, 'UTC')).toBe("Buddy and Rex's stay, Dec 15-20");
    expect(bookingLabel(['Buddy', 'Rex', 'Mochi'], { ...stay, endDate: at('2031-01-02T11:00:00Z') }, 'UTC')).toBe(
      "Buddy, Rex and Mochi's stay, Dec 15-Jan 2",
    );
    expect(bookingLabel(['Buddy'], { ...stay, serviceType: 'daycare', endDate: at('2030-12-15T17:00:00Z') }, 'UTC')).toBe(
      "Buddy's stay, Dec 15",
    );
  });

  it('gives a training session its day, in the business’s time zone', () => {
    const lesson = { serviceType: 'training' as const, startDate: at('2030-12-16T02:00:00Z'), endDate: at('2030-12-16T03:00:00Z') };
    expect(bookingLabel(['Buddy'], lesson, 'UTC')).toBe("Buddy's training, Dec 16");
    expect(bookingLabel(['Buddy'], lesson, 'America/New_York')).toBe("Buddy's training, Dec 15");
  });
});
