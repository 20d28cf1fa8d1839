// POST /api/conversations/:id/media: a photo or short video as a message of its own (text ''),
// through the upload pipeline with the report cards' photo-or-video rule. The conversation is
// checked before a byte is stored and again, locked, when the file is recorded; any refusal
// removes the stored file.
import { messageAttachments } from '../../db/schema';
import { messageViewsByIds } from '../../domain/messages/message-views';
import { MESSAGE_AREA } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import type { SessionUser } from '../../platform/auth-guard';
import { photoOrVideoUpload, refuseOversizedPhotoOrVideo } from '../../platform/uploads/photo-or-video';
import type { ReceivedUpload, UploadRule } from '../../platform/uploads/receive-upload';
import { storeMessage, writableConversation } from './message.service';

export const messageMediaUpload = (videoMaxBytes: number): UploadRule => photoOrVideoUpload(videoMaxBytes, MESSAGE_AREA);

export async function sendMessageMedia(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  user: SessionUser,
  id: number,
  receive: () => Promise<ReceivedUpload>,
) {
  await deps.db.transaction((tx) => writableConversation(tx, user, id));
  const file = await receive();
  try {
    refuseOversizedPhotoOrVideo(file, deps.config.videoMaxBytes);
    return await deps.db.transaction(async (tx) => {
      const { conversation, side } = await writableConversation(tx, user, id);
      // The attachment is stored before the signal's listeners load the message (after commit).
      const messageId = await storeMessage(tx, user, conversation, side, { text: '' });
      await tx.insert(messageAttachments).values({ messageId, address: file.address, contentType: file.contentType, sizeBytes: file.size });
      const [view] = await messageViewsByIds(tx, [messageId]);
      return view;
    });
  } catch (error) {
    await deps.storage.remove(file.key);
    throw error;
  }
}
