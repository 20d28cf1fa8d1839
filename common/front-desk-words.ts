// The front desk's words without zod: the pages need only these (common/front-desk-schemas.ts
// builds the API's schemas on them and re-exports them).

/** What staff may check a pet in despite, once they have said so. */
export const CHECK_IN_CONFIRMATIONS = ['unpaid', 'vaccinations'] as const;
export type CheckInConfirmation = (typeof CHECK_IN_CONFIRMATIONS)[number];
