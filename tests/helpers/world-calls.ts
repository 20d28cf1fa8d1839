// The small calls the object world (object-fixtures.ts) and its readers make: a request that must
// answer a status, an upload form, an upload's stored name, a weekly daycare's body.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { callAs, type ApiMethod, type Caller } from './api-call';

/** The smallest PDF file-type recognises: enough for a vaccination proof. */
export const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/booking-series's body: a weekly daycare of `petId` on the weekday `daysAhead` days from
 * today, 09:00 to 15:00 (the test process runs in UTC, the business time zone), two weeks long.
 */
export function weeklyDaycareBody(petId: number, daysAhead: number, notes?: string) {
  const first = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + daysAhead * DAY_MS);
  const day = first.toISOString().slice(0, 10);
  return {
    serviceType: 'daycare',
    petId,
    startDate: `${day}T09:00:00.000Z`,
    endDate: `${day}T15:00:00.000Z`,
    weekdays: [first.getUTCDay()],
    until: new Date(first.getTime() + 7 * DAY_MS).toISOString().slice(0, 10),
    ...(notes ? { notes } : {}),
  };
}

/** Sends a request and expects `status`; answers the parsed body. */
export async function expectCall(
  app: FastifyInstance,
  method: ApiMethod,
  url: string,
  who: Caller,
  payload: InjectOptions['payload'],
  status: number,
) {
  const res = await callAs(app, method, url, who, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.body ? res.json() : undefined;
}

/** A multipart form with one file, as the upload dialogs send it. */
export function fileForm(field: string, bytes: Buffer, type: string, name: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** The stored file name of an upload address ('/uploads/pets/x.png' -> 'x.png'). */
export const fileOf = (address: string) => address.split('/').pop()!;
