// POST /api/sandbox/confirm's body as the sandbox's card form sends it: a Stripe test number, an
// expiry years after today, any CVC.
export const sandboxCard = (clientSecret: string, cardNumber = '4242424242424242', extra: Record<string, unknown> = {}) => ({
  clientSecret,
  cardNumber,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 5,
  cvc: '123',
  ...extra,
});
