import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../app/routing/use-navigate';
import type { Pet } from '@common/pet-schemas';
import { paths } from '../../../app/paths';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { forgetPet, useDeletePet } from '../api/delete-pet';

type DeletePetDialogProps = {
  pet: Pet;
  opened: boolean;
  onClose: () => void;
  /** Called once the pet is gone, before leaving the page (its profile can no longer load). */
  onDeleted: () => void;
};

/** Asks before removing a profile; on success goes back to the list. */
export function DeletePetDialog({ pet, opened, onClose, onDeleted }: DeletePetDialogProps) {
  const deletePet = useDeletePet();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleted = useRef(false);
  // The deleted pet's queries are dropped once its page is gone (this dialog goes with it, after the
  // page's own queries have let go of them). Dropped earlier, under the page still drawn (the
  // router draws the next page in a transition, which can end after navigate's promise), they were
  // fetched again and answered 404.
  useEffect(
    () => () => {
      if (deleted.current) forgetPet(queryClient, pet.id);
    },
    [queryClient, pet.id],
  );

  const confirm = () =>
    deletePet.mutate(pet.id, {
      onSuccess: () => {
        deleted.current = true;
        onDeleted();
        showSuccessToast('Pet deleted', `${pet.name}'s profile has been removed`);
        onClose();
        void navigate(paths.pets, { replace: true });
      },
      onError: (error) => reportMutationError(error, { title: 'Failed to delete pet' }),
    });

  return (
    <ConfirmDialog
      opened={opened}
      title={`Delete ${pet.name}?`}
      confirmLabel="Delete Pet"
      pendingLabel="Deleting..."
      pending={deletePet.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      Are you sure you want to delete {pet.name}&apos;s profile? This action cannot be undone.
    </ConfirmDialog>
  );
}
