// The unsaved-changes guard's question (unsaved-changes-guard.tsx), in a chunk of its own: the
// builder loads it after its first screen (lazy-after-page-load.ts), long before anyone can leave.
import { Button, Group, Modal, Text } from '@mantine/core';

type DiscardChangesDialogProps = { opened: boolean; onKeep: () => void; onDiscard: () => void };

export function DiscardChangesDialog({ opened, onKeep, onDiscard }: DiscardChangesDialogProps) {
  return (
    <Modal opened={opened} onClose={onKeep} title="Discard unsaved changes?">
      <Text>This program has changes that are not saved. If you leave now, they are lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep}>
          Keep editing
        </Button>
        <Button color="red" onClick={onDiscard}>
          Discard changes
        </Button>
      </Group>
    </Modal>
  );
}
