import { Button, Group, Modal, Text } from '@mantine/core';
import type { VetRecord } from '../../../../../common/pet-schemas';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useDeleteVetRecord } from '../api/delete-vet-record';
import { vetRecordFailureText } from './vet-record-failure';

type DeleteVetRecordDialogProps = { petId: number; record: VetRecord | null; onClose: () => void };

/** Asks before a record is removed for good. */
export function DeleteVetRecordDialog({ petId, record, onClose }: DeleteVetRecordDialogProps) {
  const deleteRecord = useDeleteVetRecord();
  const pending = deleteRecord.isPending;

  const confirm = () => {
    if (!record) return;
    deleteRecord.mutate(
      { recordId: record.id, petId },
      {
        onSuccess: () => {
          showSuccessToast('Success', 'Veterinary record deleted successfully');
          onClose();
        },
        onError: (error) => showErrorToast('Error', vetRecordFailureText(error, 'Failed to delete veterinary record')),
      },
    );
  };

  return (
    <Modal opened={record !== null} onClose={pending ? () => {} : onClose} title="Delete Veterinary Record" size={525} styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}>
      <Text>Are you sure you want to delete this veterinary record? This action cannot be undone.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} disabled={pending}>
          {pending ? 'Deleting...' : 'Delete'}
        </Button>
      </Group>
    </Modal>
  );
}
