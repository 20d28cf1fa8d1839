import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** The question, e.g. 'Are you sure ...? This action cannot be undone.' */
  children: ReactNode;
  confirmLabel: string;
  /** 'danger' (red, the default) for what destroys or undoes; 'final' (the theme's colour) for the rest. */
  tone?: 'danger' | 'final';
  /** The other button; 'Cancel', unless the action is itself a cancelling ('Keep booking'). */
  cancelLabel?: string;
  /** The confirm button's label while the action runs, e.g. 'Deleting...'. */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive or final action; while it runs, the dialog cannot be dismissed. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  tone = 'danger',
  cancelLabel = 'Cancel',
  pendingLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={pending ? () => {} : onClose} title={title}>
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button color={tone === 'danger' ? 'red' : undefined} onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
