// Bookings made straight through the API with the page's session cookie, on the business's slots
// (the zone comes from the server, as the booking dialog gets it).
import type { Page } from 'playwright-core';
import { addCalendarDays, calendarDayOf, instantAt } from '../../../common/business-time';

export type E2eBooking = { id: number; totalPrice: number };

export async function businessTimeZone(page: Page): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const response = await page.request.get(`/api/bookings/availability?serviceType=boarding&from=${today}&to=${today}`);
  return ((await response.json()) as { timeZone: string }).timeZone;
}

/** A day `days` from today in the business zone ('2027-03-05'). */
export const dayFromToday = (days: number, timeZone: string) => addCalendarDays(calendarDayOf(new Date(), timeZone), days);

/** A boarding stay from 9:00 AM `startInDays` ahead, for `nights` nights. */
export async function bookStayThroughApi(page: Page, petId: number, startInDays: number, nights: number): Promise<E2eBooking> {
  const zone = await businessTimeZone(page);
  const response = await page.request.post('/api/bookings', {
    data: {
      petId,
      serviceType: 'boarding',
      startDate: instantAt(dayFromToday(startInDays, zone), '09:00', zone).toISOString(),
      endDate: instantAt(dayFromToday(startInDays + nights, zone), '09:00', zone).toISOString(),
    },
  });
  if (!response.ok()) throw new Error(`POST /api/bookings answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as E2eBooking;
}
