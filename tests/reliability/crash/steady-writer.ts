// One of the concurrent writers the crash test runs against the real server: it books stays for
// two or three pets at once, pays every other booking with the sandbox's test card, refunds some
// of those by cancelling, and adds vet records, recording each write the server acknowledged.
// It stops when told to, or when the connection fails (the server was killed).
import type { HttpReply, HttpSession } from '../../helpers/http-session';
import { instant } from '../../helpers/test-calendar';
import type { AcknowledgedBooking, WriteLedger } from './write-ledger';

const DAY_MS = 86_400_000;
// Years ahead, so every stay is in the future; refunds need more than 24 hours' notice.
/** Nominal 2029-01-01 (tests/helpers/test-calendar.ts): the writer's stays lie ahead of today. */
const FIRST_DAY = Date.parse(instant('2029-01-01T00:00:00.000Z'));
const TEST_CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 5, cvc: '123' };

/** A connection failure: the server is gone, which ends this writer's cycle. */
class ServerGone extends Error {}

export type WriterResult = { unexpected: string[] };

export async function runSteadyWriter(
  session: HttpSession,
  ledger: WriteLedger,
  writer: number,
  shouldStop: () => boolean,
): Promise<WriterResult> {
  const unexpected: string[] = [];
  const call = async (method: 'POST' | 'PATCH', url: string, body: unknown, expected: number): Promise<HttpReply | null> => {
    const reply = await session.call(method, url, body).catch((error: unknown) => {
      throw new ServerGone(String(error));
    });
    if (reply.status === expected) return reply;
    unexpected.push(`${method} ${url} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    return null;
  };

  try {
    for (let step = 0; !shouldStop(); step++) {
      const booking = await bookStay(call, ledger, writer, step);
      if (booking && step % 2 === 0) {
        const paid = await pay(call, ledger, booking.id);
        if (paid && step % 4 === 0) await refund(call, ledger, booking.id);
      }
      if (shouldStop()) break;
      await addVetRecord(call, ledger, writer, step);
    }
  } catch (error) {
    if (!(error instanceof ServerGone)) throw error;
  }
  return { unexpected };
}

type Call = (method: 'POST' | 'PATCH', url: string, body: unknown, expected: number) => Promise<HttpReply | null>;

async function bookStay(call: Call, ledger: WriteLedger, writer: number, step: number): Promise<AcknowledgedBooking | null> {
  const { petIds } = ledger;
  const day = ledger.nextDay++;
  const primary = petIds[(writer + step) % petIds.length];
  const others = petIds.filter((id) => id !== primary).slice(0, 1 + (step % 2));
  const serviceType = step % 3 === 0 ? 'daycare' : 'boarding';
  const start = new Date(FIRST_DAY + day * DAY_MS + 9 * 3_600_000);
  const end = new Date(start.getTime() + (serviceType === 'daycare' ? 5 * 3_600_000 : 2 * DAY_MS));
  const notes = `writer ${writer} step ${step}`;
  const reply = await call(
    'POST',
    '/api/bookings',
    { petId: primary, additionalPetIds: others, serviceType, startDate: start.toISOString(), endDate: end.toISOString(), notes },
    201,
  );
  if (!reply) return null;
  const body = reply.body as { id: number; totalPrice: number; startDate: string; endDate: string };
  const booking: AcknowledgedBooking = {
    id: body.id,
    petId: primary,
    additionalPetIds: others,
    serviceType,
    startDate: body.startDate,
    endDate: body.endDate,
    totalPrice: body.totalPrice,
    notes,
  };
  ledger.bookings.set(booking.id, booking);
  return booking;
}

async function pay(call: Call, ledger: WriteLedger, bookingId: number): Promise<boolean> {
  const intent = await call('POST', '/api/create-payment-intent', { bookingId }, 200);
  if (!intent) return false;
  const { clientSecret } = intent.body as { clientSecret: string };
  ledger.intents.set(bookingId, clientSecret);
  const confirm = await call('POST', '/api/sandbox/confirm', { clientSecret, ...TEST_CARD }, 200);
  if (!confirm) return false;
  const { status } = confirm.body as { status: string };
  if (status !== 'succeeded') return false;
  ledger.paid.add(bookingId);
  return true;
}

async function refund(call: Call, ledger: WriteLedger, bookingId: number) {
  const reply = await call('PATCH', `/api/bookings/${bookingId}`, { status: 'cancelled' }, 200);
  if (reply) ledger.refunded.add(bookingId);
}

async function addVetRecord(call: Call, ledger: WriteLedger, writer: number, step: number) {
  const petId = ledger.petIds[(writer * 7 + step) % ledger.petIds.length];
  const fields = {
    visitDate: `2025-${String((step % 12) + 1).padStart(2, '0')}-${String((writer % 28) + 1).padStart(2, '0')}`,
    veterinarian: `Dr. Writer ${writer}`,
    diagnosis: `Check-up ${writer}.${step}`,
    notes: `Recorded by writer ${writer} at step ${step}`,
  };
  const reply = await call('POST', `/api/pets/${petId}/vet-records`, fields, 201);
  if (!reply) return;
  const { id } = reply.body as { id: number };
  ledger.vetRecords.set(id, { id, petId, ...fields });
}
