// Saved cards (issue 31, item 3; decisions.md 70): only the payment provider holds card data. We
// keep the provider's customer id per user and, per saved card, the provider's payment method id
// with what the owner needs to recognise it (brand, last four, expiry). Never a number or CVC.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../../common/booking-choices';
import { userRef } from './accounts';
import { checkOneOf, createdAt, id } from './columns';

/** The provider's customer object of a user (Stripe's Customer), made once and kept. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    customerId: text('customer_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_customers_user_provider_idx').on(t.userId, t.provider),
    checkOneOf('payment_customers_provider_check', t.provider, PAYMENT_PROVIDERS),
  ],
);

/** A card the owner saved at checkout; at most one default per user. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** Stripe's pm_... (the sandbox makes up pm_sandbox_...). */
    providerMethodId: text('provider_method_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_cards_user_idx').on(t.userId, t.createdAt),
    // One default per user and provider: cards are kept per provider (a sandbox card is not a Stripe one).
    uniqueIndex('saved_cards_one_default_idx')
      .on(t.userId, t.provider)
      .where(sql`${t.isDefault}`),
    checkOneOf('saved_cards_provider_check', t.provider, PAYMENT_PROVIDERS),
    check('saved_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_cards_exp_month_check', sql`${t.expMonth} between 1 and 12`),
  ],
);

/**
 * The sandbox's own payment methods (PAYMENTS=sandbox only): what Stripe would hold. Each keeps the
 * outcome class of the Stripe test card it stood for, so a later charge behaves like that card;
 * never the number itself.
 */
export const SANDBOX_CARD_BEHAVIOURS = [
  'succeeds',
  'authentication_always',
  'authentication_unless_saved',
  'insufficient_funds',
  'card_declined',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
] as const;
export type SandboxCardBehaviour = (typeof SANDBOX_CARD_BEHAVIOURS)[number];

export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    /** The intent whose confirmation made it (the card saved when that intent succeeds). */
    intentId: text('intent_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    behaviour: text('behaviour').$type<SandboxCardBehaviour>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_payment_methods_intent_idx').on(t.intentId),
    checkOneOf('sandbox_payment_methods_behaviour_check', t.behaviour, SANDBOX_CARD_BEHAVIOURS),
  ],
);

/** The sandbox's off-session charges by idempotency key: a key repeated gets the first answer, never a second charge. */
export const sandboxOffSessionCharges = pgTable('sandbox_off_session_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  intentId: text('intent_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  status: text('status').notNull(),
  declineMessage: text('decline_message'),
  createdAt: createdAt(),
});
