// Saved cards (issue 31, item 3; decisions.md 70). Only the provider holds card data: a saved card
// here is the provider's payment method id with its brand, last four and expiry, for the owner to
// recognise. A user's cards are those of the provider in use; at most one is the default (the first
// saved becomes it; removing it makes the newest remaining one the default). Every change to a
// user's cards takes the user's row lock first, so two at once cannot leave two defaults or none.
import { and, desc, eq } from 'drizzle-orm';
import type { PaymentProvider as ProviderName } from '../../../common/booking-choices';
import type { SavedCard } from '../../../common/payment-method-schemas';
import type { Db, Tx } from '../../db/client';
import { bookingSeries, bookings, paymentIntents, programEnrollments, savedCards, users } from '../../db/schema';
import type { SessionUser } from '../../platform/auth-guard';
import { HttpError, notFound } from '../../platform/errors';
import { sandboxProvider, type SandboxOutcome } from '../../platform/payments/sandbox-provider';
import { cardProblems, newCardOf, type SandboxConfirmInput } from '../../../common/card-rules';
import type { PaymentProvider } from '../../platform/payments/provider';

export type SavedCardRow = typeof savedCards.$inferSelect;
/** Who makes a customer at the provider: the signed-in user. */
export type CardHolder = Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName'>;
export const SAVED_CARD_LABEL = 'The saved card';

export const toSavedCard = (row: SavedCardRow): SavedCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isDefault: row.isDefault,
});

/** The user's cards with the provider in use, default first, then newest first. */
export async function cardsOf(db: Db | Tx, userId: number, provider: ProviderName): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider)))
    .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id));
}

/** The user's default card (with this provider when named), for an off-session charge; undefined when none. */
export async function defaultCardOf(db: Db | Tx, userId: number, provider?: ProviderName): Promise<SavedCardRow | undefined> {
  const [card] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.isDefault, true), provider ? eq(savedCards.provider, provider) : undefined));
  return card;
}

/** The caller's own card, locked with the caller's row; 404 for anyone else's or another provider's. */
export async function ownCard(tx: Tx, user: Pick<SessionUser, 'id'>, cardId: number, provider: ProviderName): Promise<SavedCardRow> {
  await lockUser(tx, user.id);
  const [card] = await tx
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, user.id), eq(savedCards.provider, provider)));
  if (!card) throw notFound(SAVED_CARD_LABEL);
  return card;
}

const lockUser = (tx: Tx, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/** PUT /api/payment-methods/:id/default. */
export async function makeDefault(tx: Tx, user: Pick<SessionUser, 'id'>, cardId: number, provider: ProviderName): Promise<SavedCardRow> {
  const card = await ownCard(tx, user, cardId, provider);
  if (card.isDefault) return card;
  await tx
    .update(savedCards)
    .set({ isDefault: false })
    .where(and(eq(savedCards.userId, user.id), eq(savedCards.isDefault, true)));
  const [updated] = await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, card.id)).returning();
  return updated;
}

/** DELETE /api/payment-methods/:id: forgotten here and detached at the provider (last: it cannot be undone). */
export async function removeCard(tx: Tx, payments: PaymentProvider, user: Pick<SessionUser, 'id'>, cardId: number): Promise<void> {
  const card = await ownCard(tx, user, cardId, payments.name);
  await tx.delete(savedCards).where(eq(savedCards.id, card.id));
  if (card.isDefault) await defaultToNewest(tx, user.id, payments.name);
  await payments.detachCard(tx, card.providerMethodId);
}

async function defaultToNewest(tx: Tx, userId: number, provider: ProviderName) {
  const [newest] = await tx
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider)))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id))
    .limit(1);
  if (newest) await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, newest.id));
}

/**
 * After an intent succeeded: when the owner asked to save its card, the card the provider kept is
 * saved for them, once (the provider's id is unique), and made the default if they had none.
 */
export async function saveCardIfAsked(payments: PaymentProvider, tx: Tx, intentId: string, userId: number): Promise<SavedCardRow | null> {
  const [intent] = await tx
    .select({ saveCard: paymentIntents.saveCard, status: paymentIntents.status, savedCardId: paymentIntents.savedCardId })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intentId));
  // Saved already (the webhook and the success page's re-check both come here): the provider is not asked again.
  if (!intent?.saveCard || intent.status !== 'succeeded' || intent.savedCardId != null) return null;
  const card = await payments.savedCardOf(tx, intentId);
  if (!card) return null;
  await lockUser(tx, userId);
  const [existing] = await tx.select().from(savedCards).where(eq(savedCards.providerMethodId, card.providerMethodId));
  if (existing) return existing;
  const hasDefault = await defaultCardOf(tx, userId, payments.name);
  const [saved] = await tx
    .insert(savedCards)
    .values({ userId, provider: payments.name, ...card, isDefault: !hasDefault })
    .onConflictDoNothing()
    .returning();
  if (saved) await tx.update(paymentIntents).set({ savedCardId: saved.id }).where(eq(paymentIntents.id, intentId));
  return saved ?? null;
}

/**
 * What the checkout asked of an unpaid intent (decisions.md 70): to save the card that pays it, or
 * to pay with a saved card (the caller's own, else 404). The provider is told (Stripe: the intent's
 * customer, setup_future_usage or payment_method) and our row keeps it.
 */
export async function applyCardChoice(
  payments: PaymentProvider,
  tx: Tx,
  user: CardHolder,
  intentId: string,
  choice: { saveCard?: boolean; paymentMethodId?: number },
): Promise<void> {
  if (choice.saveCard === undefined && choice.paymentMethodId === undefined) return;
  const customerId = await payments.ensureCustomer(tx, { id: user.id, email: user.email, name: holderName(user) });
  if (choice.paymentMethodId !== undefined) {
    const card = await ownCard(tx, user, choice.paymentMethodId, payments.name);
    await payments.useSavedCard(tx, intentId, { customerId, providerMethodId: card.providerMethodId });
    await tx.update(paymentIntents).set({ savedCardId: card.id, saveCard: false }).where(eq(paymentIntents.id, intentId));
    return;
  }
  const save = choice.saveCard === true;
  await payments.setSaveCard(tx, intentId, { customerId, save });
  await tx.update(paymentIntents).set({ saveCard: save, savedCardId: null }).where(eq(paymentIntents.id, intentId));
}

/** The name the provider's customer carries: the person's name, else their e-mail. */
export const holderName = (user: { firstName?: string | null; lastName?: string | null; email: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/**
 * POST /api/create-payment-intent with `saveCard` or `paymentMethodId`: the checkout's choice put
 * on its open intent. Only the one who pays (the booking's or series' owner) may save a card or use
 * one of theirs; an intent no longer waiting for a card is left alone.
 */
export async function applyCheckoutCardChoice(
  deps: { db: Db; payments: PaymentProvider },
  user: CardHolder,
  clientSecret: string,
  choice: { saveCard?: boolean; paymentMethodId?: number },
): Promise<void> {
  if (choice.saveCard === undefined && choice.paymentMethodId === undefined) return;
  await deps.db.transaction(async (tx) => {
    // The caller's row first, as removing a card takes it: then the intent (the other order could
    // deadlock with a removal, whose unlinking of the card touches this intent).
    await lockUser(tx, user.id);
    const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, clientSecret)).for('update');
    if (!intent || !(await paysFor(tx, intent, user.id))) {
      if (choice.paymentMethodId !== undefined) throw notFound(SAVED_CARD_LABEL);
      return;
    }
    if (!['requires_payment_method', 'failed', 'requires_action'].includes(intent.status)) return;
    await applyCardChoice(deps.payments, tx, user, intent.id, choice);
  });
}

/** Whether the user is the one paying this intent (its booking's, series' or enrolment's owner). */
async function paysFor(tx: Tx, intent: typeof paymentIntents.$inferSelect, userId: number): Promise<boolean> {
  if (intent.bookingId != null) {
    const [booking] = await tx.select({ ownerId: bookings.ownerId }).from(bookings).where(eq(bookings.id, intent.bookingId));
    return booking?.ownerId === userId;
  }
  if (intent.seriesId != null) {
    const [series] = await tx.select({ ownerId: bookingSeries.ownerId }).from(bookingSeries).where(eq(bookingSeries.id, intent.seriesId));
    return series?.ownerId === userId;
  }
  if (intent.enrollmentId != null) {
    const [enrollment] = await tx
      .select({ userId: programEnrollments.userId })
      .from(programEnrollments)
      .where(eq(programEnrollments.id, intent.enrollmentId));
    return enrollment?.userId === userId;
  }
  return false;
}

/**
 * The sandbox's confirm (POST /api/sandbox/confirm) of a new card or a saved one, inside the
 * caller's transaction with the intent's booking or series locked. The owner's `saveCard` is kept
 * on the intent (the card is saved when it succeeds); a saved card must be the owner's own (404).
 */
export async function chargeSandboxCard(
  tx: Tx,
  user: Pick<SessionUser, 'id'>,
  ownerId: number,
  intentId: string,
  input: SandboxConfirmInput,
): Promise<SandboxOutcome> {
  const card = newCardOf(input);
  if (card) {
    const save = input.saveCard === true && user.id === ownerId;
    await tx.update(paymentIntents).set({ saveCard: save, savedCardId: null }).where(eq(paymentIntents.id, intentId));
    return sandboxProvider.confirmCard(tx, intentId, card);
  }
  if (user.id !== ownerId) throw notFound(SAVED_CARD_LABEL);
  const saved = await ownCard(tx, user, input.paymentMethodId!, 'sandbox');
  await tx.update(paymentIntents).set({ saveCard: false, savedCardId: saved.id }).where(eq(paymentIntents.id, intentId));
  return sandboxProvider.confirmSavedCard(tx, intentId, saved.providerMethodId);
}

/** A new card's field problems (400 before anything is charged); a saved card has none to check. */
export function assertCardValid(input: SandboxConfirmInput, now: Date): void {
  const card = newCardOf(input);
  if (!card) return;
  const problems = cardProblems(card, now);
  const [field] = Object.keys(problems);
  if (field) throw new HttpError(400, problems[field], problems);
}
