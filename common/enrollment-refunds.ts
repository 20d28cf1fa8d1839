// The refund rule of a paid program enrolment (issue 31, decisions.md 72), shared by the server
// (which decides) and the training page (which shows it before the owner confirms a withdrawal).
// A program has no timetable of its own: its sessions are the training bookings made for the pet
// in the program and the sessions its trainer logs for it. So "before the first session" means no
// such booking has started and no session was logged yet; after that, a pet that attended nothing
// is still refunded in full within 14 days of paying.

/** Days after paying in which a pet that attended no session is refunded in full. */
export const ENROLLMENT_REFUND_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export type EnrollmentSessionFacts = {
  /** When the enrolment was paid. */
  paidAt: Date | string;
  /** The earliest start of a session of the program for the pet (booked or logged), if any. */
  firstSessionAt: Date | string | null;
  /** Whether the pet attended a session of the program (a logged session, or a completed booking). */
  attended: boolean;
};

export type EnrollmentRefundDecision =
  { refundable: true; why: 'before_first_session' | 'within_days' } | { refundable: false; message: string };

export const WITHDRAW_AFTER_SESSION_MESSAGE = 'This enrolment can no longer be refunded: a session of the program has been attended.';
export const WITHDRAW_WINDOW_PASSED_MESSAGE = `This enrolment can no longer be refunded: the program has started and more than ${ENROLLMENT_REFUND_DAYS} days have passed since you paid.`;

export function enrollmentRefundDecision(facts: EnrollmentSessionFacts, now: Date): EnrollmentRefundDecision {
  const first = facts.firstSessionAt === null ? null : new Date(facts.firstSessionAt);
  if (!facts.attended && (first === null || first.getTime() > now.getTime())) return { refundable: true, why: 'before_first_session' };
  if (facts.attended) return { refundable: false, message: WITHDRAW_AFTER_SESSION_MESSAGE };
  const paidAt = new Date(facts.paidAt);
  if (now.getTime() - paidAt.getTime() <= ENROLLMENT_REFUND_DAYS * DAY_MS) return { refundable: true, why: 'within_days' };
  return { refundable: false, message: WITHDRAW_WINDOW_PASSED_MESSAGE };
}

/** The last moment of the 14 days after paying. */
export const refundDeadline = (paidAt: Date | string) => new Date(new Date(paidAt).getTime() + ENROLLMENT_REFUND_DAYS * DAY_MS);
