// The account settings' and recovery's words and limits, in a module without zod (re-exported by
// account-schemas.ts): /settings and the recovery pages draw their forms from these and fetch the
// schemas only when a form is first used (web/src/lib/deferred-schema.ts).
/** A trainer's bio is a short line in the Book Session dialog (decisions.md 66). */
export const TRAINER_BIO_MAX_LENGTH = 300;

/** PATCH /api/user's toast when a new address waits for its link. */
export const emailConfirmationSentMessage = (email: string) =>
  `We sent a link to ${email}. Your e-mail address changes when you open it (within 24 hours).`;

/** Every recovery request gets this same answer, whether or not the email has an account. */
export const FORGOT_PASSWORD_ANSWER = 'If an account with that email exists, a password reset link will be sent shortly.';
export const FORGOT_USERNAME_ANSWER = 'If an account with that email exists, we have emailed its username.';
