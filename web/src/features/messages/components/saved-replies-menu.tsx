// Staff's saved replies (decisions.md 63): picking one puts its text in the composer to adjust and send.
import { ActionIcon, Menu } from '@mantine/core';
import { IconMessageBolt } from '@tabler/icons-react';
import type { SavedReply } from '@common/message-schemas';

export function SavedRepliesMenu({ replies, onPick }: { replies: SavedReply[]; onPick: (text: string) => void }) {
  if (replies.length === 0) return null;
  return (
    <Menu position="top-start" withinPortal width={260}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Saved replies">
          <IconMessageBolt size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        <Menu.Label>Saved replies</Menu.Label>
        {replies.map((reply) => (
          <Menu.Item key={reply.title} onClick={() => onPick(reply.text)}>
            {reply.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
