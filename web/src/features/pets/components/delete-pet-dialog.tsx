import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { Pet } from '../../../../../common/pet-schemas';
import { paths } from '../../../app/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useDeletePet } from '../api/delete-pet';
import { failureReason } from './failure-reason';

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

  const confirm = () =>
    deletePet.mutate(pet.id, {
      onSuccess: () => {
        onDeleted();
        showSuccessToast('Pet deleted', `${pet.name}'s profile has been removed`);
        onClose();
        navigate(paths.pets, { replace: true });
      },
      onError: (error) =>
        showErrorToast('Failed to delete pet', failureReason(error)),
    });

  return (
    <Modal opened={opened} onClose={deletePet.isPending ? () => {} : onClose} title={`Delete ${pet.name}?`} size={525} styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}>
      <Text>
        Are you sure you want to delete {pet.name}&apos;s profile? This action cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={deletePet.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={deletePet.isPending}>
          Delete Pet
        </Button>
      </Group>
    </Modal>
  );
}
