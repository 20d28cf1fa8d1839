// The business's cancellation policy (issue 31 item 5, decisions.md 73) and its money: a full refund
// until `fullRefundHours` before the start; inside that window a late-cancellation fee (a percentage
// of the booking's total, or its first night); a no-show keeps a percentage of the total. Each
// booking keeps the policy in force when it was made in its terms (decisions.md 18). Shared by the
// server, which charges it, and the cancel dialog, which previews it. Money is integer cents.
import type { ServiceType } from './booking-choices';
import { formatCents } from './money';

export const LATE_FEE_BASES = ['percent', 'first_night'] as const;
export type LateFeeBasis = (typeof LATE_FEE_BASES)[number];

export const FEE_KINDS = ['late_cancellation', 'no_show'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export type CancellationPolicy = {
  fullRefundHours: number;
  lateFeePercent: number;
  lateFeeBasis: LateFeeBasis;
  noShowFeePercent: number;
};

/** What an empty database (and a settings row saved before the fees existed) starts with. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  fullRefundHours: 24,
  lateFeePercent: 50,
  lateFeeBasis: 'percent',
  noShowFeePercent: 100,
};

/**
 * How a booking made before the fees existed reads (decisions.md 73): then, a paid booking could not
 * be cancelled by its owner inside the window and a no-show got nothing back, so its fees are 100%.
 * The owner may now cancel it late, which frees the place, and gets back what the old rule gave: nothing.
 */
export const OLD_TERMS_FEES = { lateFeePercent: 100, lateFeeBasis: 'percent', noShowFeePercent: 100 } as const;

/** The policy part of a booking's terms (BookingTerms), old ones included. */
export type PolicyTerms = { fullRefundHours: number; lateFeePercent?: number; lateFeeBasis?: LateFeeBasis; noShowFeePercent?: number };

export function policyOfTerms(terms: PolicyTerms): CancellationPolicy {
  return {
    fullRefundHours: terms.fullRefundHours,
    lateFeePercent: terms.lateFeePercent ?? OLD_TERMS_FEES.lateFeePercent,
    lateFeeBasis: terms.lateFeeBasis ?? OLD_TERMS_FEES.lateFeeBasis,
    noShowFeePercent: terms.noShowFeePercent ?? OLD_TERMS_FEES.noShowFeePercent,
  };
}

const HOUR_MS = 60 * 60 * 1000;

/** Inside the window: the start is `fullRefundHours` or less away (or has passed). */
export function isLateCancellation(startDate: Date, fullRefundHours: number, now: Date): boolean {
  return startDate.getTime() - now.getTime() <= fullRefundHours * HOUR_MS;
}

/** What the fee is worked out from: the booking's total, service, pets and rates when booked. */
export type FeeBooking = {
  serviceType: ServiceType;
  numPets: number;
  totalPrice: number;
  terms: PolicyTerms & { rateCents: number; multiPetDiscountPercent: number };
};

/**
 * One night (boarding), one day (daycare) or one session (training) at the booked rates, each
 * additional pet at the multi-pet discount, rounded once like bookingPrice.
 */
export function firstNightCents(booking: FeeBooking): number {
  const { rateCents, multiPetDiscountPercent } = booking.terms;
  if (booking.serviceType === 'training') return rateCents;
  const additionalPets = Math.max(0, booking.numPets - 1);
  return Math.round(rateCents + additionalPets * rateCents * (1 - multiPetDiscountPercent / 100));
}

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/**
 * The late-cancellation fee the policy asks, before it is limited to what was paid: a percentage of
 * `baseCents` (the total less any taught skills, which are kept whole; decisions.md 59) or the first
 * night, never more than `baseCents`.
 */
export function lateFeeCents(booking: FeeBooking, baseCents: number): number {
  const policy = policyOfTerms(booking.terms);
  const fee = policy.lateFeeBasis === 'first_night' ? firstNightCents(booking) : percentOf(baseCents, policy.lateFeePercent);
  return Math.max(0, Math.min(fee, baseCents));
}

/** The no-show fee: noShowFeePercent of the total. */
export function noShowFeeCents(booking: FeeBooking): number {
  return Math.max(0, Math.min(percentOf(booking.totalPrice, policyOfTerms(booking.terms).noShowFeePercent), booking.totalPrice));
}

/** What a no-show keeps and gives back of `paidCents`. */
export function noShowSettlement(booking: FeeBooking, paidCents: number): { feeAmount: number; refundAmount: number } {
  const feeAmount = Math.min(noShowFeeCents(booking), paidCents);
  return { feeAmount, refundAmount: Math.max(0, paidCents - feeAmount) };
}

/** How a fee reads on a receipt, in a notice and in the dialog. `overridden`: staff chose the amount. */
export function feeLabel(kind: FeeKind, terms: PolicyTerms, overridden = false): string {
  if (overridden) return kind === 'no_show' ? 'No-show fee' : 'Cancellation fee';
  const policy = policyOfTerms(terms);
  if (kind === 'no_show') return `No-show fee (${policy.noShowFeePercent}%)`;
  return policy.lateFeeBasis === 'first_night'
    ? 'Late cancellation fee (first night)'
    : `Late cancellation fee (${policy.lateFeePercent}%)`;
}

/** A fee the cancellation policy kept, as notices name it. */
export type KeptFee = { label: string; amountCents: number };

/** 'A late cancellation fee of $44.50 applies (50%).' */
export function feeText(fee: KeptFee): string {
  const percent = /\((.*)\)$/.exec(fee.label)?.[1];
  const name = fee.label.replace(/ \(.*\)$/, '').toLowerCase();
  return `A ${name} of ${formatCents(fee.amountCents)} applies${percent ? ` (${percent})` : ''}.`;
}
