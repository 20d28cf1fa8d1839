// A message's photo or video (decisions.md 63): the picture itself, or the video with its controls.
import { Box, Image } from '@mantine/core';
import type { Attachment } from '@common/message-schemas';

export function MessageAttachments({ attachments, senderName }: { attachments: Attachment[]; senderName: string }) {
  if (attachments.length === 0) return null;
  return (
    <Box mt={4}>
      {attachments.map((attachment) =>
        attachment.contentType.startsWith('video/') ? (
          <video
            key={attachment.url}
            src={attachment.url}
            controls
            preload="metadata"
            aria-label={`Video from ${senderName}`}
            style={{ display: 'block', maxWidth: '100%', maxHeight: 320, borderRadius: 8 }}
          />
        ) : (
          <a key={attachment.url} href={attachment.url} target="_blank" rel="noopener noreferrer">
            <Image src={attachment.url} alt={`Photo from ${senderName}`} maw="100%" mah={320} w="auto" radius="md" fit="contain" />
          </a>
        ),
      )}
    </Box>
  );
}
