// The desk's bookings list's numbers without zod: the page and its drawer need only these
// (common/desk-booking-schemas.ts builds the API's schemas on them and re-exports them).

/** The page size the desk's list asks for (any limit up to the shared maximum is accepted). */
export const DESK_BOOKINGS_PAGE_SIZE = 25;

export const STAFF_CANCEL_REASON_MAX = 500;

export const STAFF_NOTE_MAX = 1000;
