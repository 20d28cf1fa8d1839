import type { VetRecord } from '@common/pet-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useDeleteVetRecord } from '../api/delete-vet-record';

type DeleteVetRecordDialogProps = { petId: number; record: VetRecord | null; onClose: () => void };

/** Asks before a record is removed for good. */
export function DeleteVetRecordDialog({ petId, record, onClose }: DeleteVetRecordDialogProps) {
  const deleteRecord = useDeleteVetRecord();

  const confirm = () => {
    if (!record) return;
    deleteRecord.mutate(
      { recordId: record.id, petId },
      {
        onSuccess: () => {
          showSuccessToast('Success', 'Veterinary record deleted successfully');
          onClose();
        },
        onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to delete veterinary record' }),
      },
    );
  };

  return (
    <ConfirmDialog
      opened={record !== null}
      title="Delete Veterinary Record"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={deleteRecord.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      Are you sure you want to delete this veterinary record? This action cannot be undone.
    </ConfirmDialog>
  );
}
