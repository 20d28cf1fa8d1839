// POST /api/admin/bookings/:id/journal/:entryId/media: a photo or short video on a journal entry,
// by its author within the correction hour, through the upload pipeline (the photo-or-video rule).
// The entry is checked before a byte is stored and again, locked, when the file is recorded; any
// refusal removes the stored file.
import { journalMedia } from '../../db/schema';
import { JOURNAL_AREA } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import type { SessionUser } from '../../platform/auth-guard';
import { signalJournal } from '../../platform/realtime/journal-signal';
import type { ReceivedUpload, UploadRule } from '../../platform/uploads/receive-upload';
import { photoOrVideoUpload, refuseOversizedPhotoOrVideo } from '../../platform/uploads/photo-or-video';
import { authorsOpenEntry, journalEntryViews } from './journal.service';

export const journalMediaUpload = (videoMaxBytes: number): UploadRule => photoOrVideoUpload(videoMaxBytes, JOURNAL_AREA);

export async function addJournalMedia(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  user: SessionUser,
  bookingId: number,
  entryId: number,
  receive: () => Promise<ReceivedUpload>,
) {
  await deps.db.transaction((tx) => authorsOpenEntry(tx, user, bookingId, entryId));
  const file = await receive();
  try {
    refuseOversizedPhotoOrVideo(file, deps.config.videoMaxBytes);
    return await deps.db.transaction(async (tx) => {
      const { entry, stay } = await authorsOpenEntry(tx, user, bookingId, entryId);
      await tx
        .insert(journalMedia)
        .values({ entryId: entry.id, address: file.address, contentType: file.contentType, sizeBytes: file.size });
      await signalJournal(tx, { bookingId: stay.id, userIds: [stay.ownerId, user.id] });
      const [view] = await journalEntryViews(tx, { entryIds: [entry.id] });
      return view;
    });
  } catch (error) {
    await deps.storage.remove(file.key);
    throw error;
  }
}
