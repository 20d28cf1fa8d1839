// Staff's saved replies (decisions.md 63): picking one puts its text in the composer to adjust and send.
import { ActionIcon } from '@mantine/core';
import { ActionMenu } from '../../../components/deferred-fields/action-menu';
import { IconMessageBolt } from '@tabler/icons-react';
import type { SavedReply } from '@common/message-schemas';

export function SavedRepliesMenu({ replies, onPick }: { replies: SavedReply[]; onPick: (text: string) => void }) {
  if (replies.length === 0) return null;
  return (
    <ActionMenu
      position="top-start"
      width={260}
      maxHeight={320}
      heading="Saved replies"
      target={
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Saved replies">
          <IconMessageBolt size={20} />
        </ActionIcon>
      }
      items={replies.map((reply) => ({ label: reply.title, onClick: () => onPick(reply.text) }))}
    />
  );
}
