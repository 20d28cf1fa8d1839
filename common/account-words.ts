// The account settings' words and limits, in a module without zod (re-exported by
// account-schemas.ts): /settings draws its forms from these and fetches the schemas only when a
// form is first used (web/src/lib/deferred-schema.ts).
/** A trainer's bio is a short line in the Book Session dialog (decisions.md 66). */
export const TRAINER_BIO_MAX_LENGTH = 300;

/** PATCH /api/user's toast when a new address waits for its link. */
export const emailConfirmationSentMessage = (email: string) =>
  `We sent a link to ${email}. Your e-mail address changes when you open it (within 24 hours).`;
