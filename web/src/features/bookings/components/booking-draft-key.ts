// Where Book Session keeps its draft (booking-draft-storage.ts), and whether one is kept: apart from
// the draft's schema, so that the bookings page, which only asks whether to reopen the dialog, does
// not bring zod into its first load (23 KB compressed; the dialog's own code loads it).

export const BOOKING_DRAFT_KEY = 'pawsconnect.booking-draft';

/**
 * Whether a draft is kept: Book Session then reopens. Its shape is checked when the dialog takes it;
 * a kept entry that no longer fits (an older app's) reopens the dialog with empty fields.
 */
export function hasBookingDraft(): boolean {
  try {
    return sessionStorage.getItem(BOOKING_DRAFT_KEY) !== null;
  } catch {
    // No storage (blocked, or the build's prerender in Node): nothing is kept.
    return false;
  }
}
