// What the owner entered in Book Session, kept while they leave to add a pet's vaccinations
// (issue 25, defect 5). sessionStorage: it lives as long as the tab, and survives the pet page
// and a reload, but not the next visit.
import { bookingDraftFieldsSchema, type BookingDraft } from '@common/booking-draft-schema';
import { BOOKING_DRAFT_KEY as KEY } from './booking-draft-key';

export function keepBookingDraft(draft: BookingDraft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the owner enters the booking again, as before.
  }
}

/** The kept draft, removed from storage: it reopens the dialog once. */
export function takeBookingDraft(): BookingDraft | null {
  const draft = readDraft();
  dropBookingDraft();
  return draft;
}

export function dropBookingDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

function readDraft(): BookingDraft | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (!text) return null;
    // Only the shape is checked here (a stale or edited entry is ignored); what is missing is
    // reported when the owner books.
    const parsed = bookingDraftFieldsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
