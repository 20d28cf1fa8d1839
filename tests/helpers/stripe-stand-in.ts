// A local HTTP stand-in for the few Stripe API calls the app makes (payment intents, refunds,
// customers and their saved payment methods, off-session charges),
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
  last_payment_error: { message: string; code?: string; decline_code?: string } | null;
  latest_charge: string | null;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
};

/**
 * How a saved card acts, as Stripe's test cards do (https://docs.stripe.com/testing):
 * 'succeeds' (4242...), 'authentication_always' (4000 0027 6000 3184: off-session too),
 * 'authentication_unless_saved' (4000 0025 0000 3155: not once saved), 'insufficient_funds' (...9995).
 */
export type StandInCardBehaviour = 'succeeds' | 'authentication_always' | 'authentication_unless_saved' | 'insufficient_funds';

type PaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  behaviour: StandInCardBehaviour;
};

type Charge = { id: string; object: 'charge'; payment_method_details: { type: 'card'; card: { brand: string; last4: string } } };

export type StripeStandIn = {
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, Intent>;
  customers: Map<string, { id: string; email: string | null; name: string | null }>;
  paymentMethods: Map<string, PaymentMethod>;
  /**
   * The cardholder paid: the intent succeeds with this card. When the intent asked to save the card
   * (customer and setup_future_usage), Stripe attaches a new payment method to the customer.
   */
  succeed(intentId: string, card?: { brand: string; last4: string; behaviour?: StandInCardBehaviour }): Intent;
  /** A card saved for a customer outside checkout (Stripe's SetupIntent), with its behaviour. */
  attachCard(customerId: string, card: { brand: string; last4: string; behaviour: StandInCardBehaviour }): PaymentMethod;
  /** The card was refused: back to requires_payment_method with the error, as Stripe does. */
  fail(intentId: string, message: string): Intent;
  close(): Promise<void>;
};

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const customers = new Map<string, { id: string; email: string | null; name: string | null }>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const publicMethod = ({ behaviour: _behaviour, ...method }: PaymentMethod) => method;
  const newCharge = (card: { brand: string; last4: string }) => {
    const charge: Charge = { id: nextId('ch'), object: 'charge', payment_method_details: { type: 'card', card } };
    charges.set(charge.id, charge);
    return charge;
  };
  /** An off-session confirmation of a saved card, as Stripe answers it (a card error is a 402 naming the intent). */
  function confirmOffSession(intent: Intent): { status: number; body: unknown } {
    const method = paymentMethods.get(intent.payment_method ?? '');
    if (!method || method.customer !== intent.customer) {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' } },
      };
    }
    if (method.behaviour === 'succeeds' || method.behaviour === 'authentication_unless_saved') {
      Object.assign(intent, { status: 'succeeded', latest_charge: newCharge(method.card).id });
      return { status: 200, body: intent };
    }
    const error =
      method.behaviour === 'authentication_always'
        ? {
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          }
        : { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    return { status: 402, body: { error: { type: 'card_error', ...error, payment_intent: intent } } };
  }
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${String(++counter).padStart(6, '0')}`;

  const expanded = (intent: Intent, query: URLSearchParams) => {
    const expand = [...query.entries()].filter(([key]) => key.startsWith('expand')).map(([, value]) => value);
    const method = intent.payment_method ? paymentMethods.get(intent.payment_method) : undefined;
    return {
      ...intent,
      ...(expand.includes('latest_charge') && intent.latest_charge ? { latest_charge: charges.get(intent.latest_charge) } : {}),
      ...(expand.includes('payment_method') && method ? { payment_method: publicMethod(method) } : {}),
    };
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
        customer: request.form.get('customer'),
        payment_method: request.form.get('payment_method'),
        setup_future_usage: request.form.get('setup_future_usage') || null,
      };
      intents.set(id, intent);
      if (request.form.get('confirm') === 'true' && request.form.get('off_session') === 'true') return confirmOffSession(intent);
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
        if (request.form.has('customer')) intent.customer = request.form.get('customer');
        if (request.form.has('payment_method')) intent.payment_method = request.form.get('payment_method');
        if (request.form.has('setup_future_usage')) intent.setup_future_usage = request.form.get('setup_future_usage') || null;
        return { status: 200, body: intent };
      }
    }
    if (parts[1] === 'customers' && request.method === 'POST' && parts.length === 2) {
      const customer = { id: nextId('cus'), email: request.form.get('email'), name: request.form.get('name') };
      customers.set(customer.id, customer);
      return { status: 200, body: { ...customer, object: 'customer' } };
    }
    if (parts[1] === 'payment_methods' && request.method === 'GET' && parts.length === 2) {
      const customer = request.query.get('customer');
      const data = [...paymentMethods.values()].filter((method) => method.customer === customer).map(publicMethod);
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/payment_methods' } };
    }
    if (parts[1] === 'payment_methods' && request.method === 'POST' && parts[3] === 'detach') {
      const method = paymentMethods.get(parts[2]);
      if (!method || !method.customer) {
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${parts[2]}'` } },
        };
      }
      method.customer = null;
      return { status: 200, body: publicMethod(method) };
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
    customers,
    paymentMethods,
    succeed(intentId, { behaviour = 'succeeds', ...card } = { brand: 'visa', last4: '4242' }) {
      const intent = intentOrThrow(intentId);
      const charge = newCharge(card);
      if (!intent.payment_method) {
        const method: PaymentMethod = {
          id: nextId('pm'),
          object: 'payment_method',
          type: 'card',
          card: { ...card, exp_month: 12, exp_year: 2034 },
          customer: intent.setup_future_usage && intent.customer ? intent.customer : null,
          behaviour,
        };
        paymentMethods.set(method.id, method);
        intent.payment_method = method.id;
      }
      Object.assign(intent, { status: 'succeeded', latest_charge: charge.id, last_payment_error: null });
      return intent;
    },
    attachCard(customerId, { behaviour, ...card }) {
      const method: PaymentMethod = {
        id: nextId('pm'),
        object: 'payment_method',
        type: 'card',
        card: { ...card, exp_month: 12, exp_year: 2034 },
        customer: customerId,
        behaviour,
      };
      paymentMethods.set(method.id, method);
      return method;
    },
    fail(intentId, message) {
      const intent = intentOrThrow(intentId);
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { message } });
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
