// A local HTTP stand-in for the few Stripe API calls the app makes (payment intents and refunds),
// so the Stripe provider runs through the real `stripe` SDK in tests with no network. It keeps
// Stripe's behaviour that matters to us: form-encoded bodies, idempotency keys that replay the
// first answer, and intents whose state the test moves (succeed, fail) as a cardholder would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: { message: string } | null;
  latest_charge: string | null;
};

type Charge = { id: string; object: 'charge'; payment_method_details: { type: 'card'; card: { brand: string; last4: string } } };

export type StripeStandIn = {
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, Intent>;
  /** The cardholder paid: the intent succeeds with this card. */
  succeed(intentId: string, card?: { brand: string; last4: string }): Intent;
  /** The card was refused: back to requires_payment_method with the error, as Stripe does. */
  fail(intentId: string, message: string): Intent;
  close(): Promise<void>;
};

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const replies = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${String(++counter).padStart(6, '0')}`;

  const expanded = (intent: Intent, query: URLSearchParams) => {
    const expand = [...query.entries()].filter(([key]) => key.startsWith('expand')).map(([, value]) => value);
    return expand.includes('latest_charge') && intent.latest_charge
      ? { ...intent, latest_charge: charges.get(intent.latest_charge) }
      : intent;
  };

  const notFound = (id: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `No such payment_intent: '${id}'` } },
  });

  function route(request: RecordedRequest): { status: number; body: unknown } {
    const parts = request.path.split('/').filter(Boolean); // v1, resource, id?, action?
    if (parts[0] !== 'v1') return notFound(request.path);
    if (parts[1] === 'payment_intents' && request.method === 'POST' && parts.length === 2) {
      const id = nextId('pi');
      const metadata: Record<string, string> = {};
      for (const [key, value] of request.form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]] = value;
      }
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(request.form.get('amount')),
        currency: request.form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_standin`,
        metadata,
        description: request.form.get('description'),
        last_payment_error: null,
        latest_charge: null,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (parts[1] === 'payment_intents' && parts[2]) {
      const intent = intents.get(parts[2]);
      if (!intent) return notFound(parts[2]);
      if (request.method === 'GET') return { status: 200, body: expanded(intent, request.query) };
      if (request.method === 'POST' && parts[3] === 'cancel') {
        intent.status = 'canceled';
        return { status: 200, body: intent };
      }
      if (request.method === 'POST' && parts.length === 3) {
        if (request.form.has('amount')) intent.amount = Number(request.form.get('amount'));
        return { status: 200, body: intent };
      }
    }
    if (parts[1] === 'refunds' && request.method === 'POST') {
      const intent = intents.get(request.form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'This PaymentIntent has not succeeded.' } } };
      }
      return {
        status: 200,
        body: {
          id: nextId('re'),
          object: 'refund',
          amount: Number(request.form.get('amount') ?? intent.amount),
          payment_intent: intent.id,
          status: 'succeeded',
        },
      };
    }
    return notFound(request.path);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
      };
      requests.push(recorded);
      // Stripe replays the first answer to a repeated idempotency key.
      const replayKey = recorded.idempotencyKey ? `${recorded.method} ${recorded.path} ${recorded.idempotencyKey}` : undefined;
      const reply = (replayKey && replies.get(replayKey)) || route(recorded);
      if (replayKey) replies.set(replayKey, reply);
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const intentOrThrow = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`The stand-in has no intent ${id}`);
    return intent;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    succeed(intentId, card = { brand: 'visa', last4: '4242' }) {
      const intent = intentOrThrow(intentId);
      const charge: Charge = { id: nextId('ch'), object: 'charge', payment_method_details: { type: 'card', card } };
      charges.set(charge.id, charge);
      Object.assign(intent, { status: 'succeeded', latest_charge: charge.id, last_payment_error: null });
      return intent;
    },
    fail(intentId, message) {
      const intent = intentOrThrow(intentId);
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { message } });
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
