// The values of a training program's enum-like fields (decisions.md 33 and 31).
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * An enrolment's payment (issue 31): a free program's enrolment is 'free' at once; a priced one is
 * 'pending' until its one PaymentIntent succeeds, then 'paid', and 'refunded' once withdrawn with a
 * refund. Only free and paid enrolments count as enrolled.
 */
export const ENROLLMENT_PAYMENT_STATUSES = ['free', 'pending', 'paid', 'refunded'] as const;
export type EnrollmentPaymentStatus = (typeof ENROLLMENT_PAYMENT_STATUSES)[number];
/** The payment states in which an enrolment counts (enrollment-status, /training, trainer client pets). */
export const COUNTING_ENROLLMENT_STATUSES = ['free', 'paid'] as const satisfies readonly EnrollmentPaymentStatus[];

export const SUITABILITY_LEVELS = ['excellent', 'good', 'fair', 'challenging'] as const;
export type Suitability = (typeof SUITABILITY_LEVELS)[number];

/**
 * Catalogue tabs (decisions.md 35): Beginner matches beginner, basic or 'all levels'.
 * Here and not beside the schemas, so that the catalogue page filters without loading zod.
 */
export function matchesCatalogueTab(difficulty: string, tab: 'all' | 'beginner' | 'advanced'): boolean {
  const value = difficulty.toLowerCase();
  if (tab === 'beginner') return ['beginner', 'basic', 'all levels'].some((word) => value.includes(word));
  if (tab === 'advanced') return value.includes('advanced') || value.includes('intermediate');
  return true;
}
