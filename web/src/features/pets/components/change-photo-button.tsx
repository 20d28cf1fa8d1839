import { useState } from 'react';
import { Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import type { Pet } from '@common/pet-schemas';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { PET_PHOTO_TYPES, petPhotoProblem } from '@common/pet-photo-rules';
import { useUploadPetPhoto } from '../api/upload-pet-photo';

/**
 * Uploads a new profile photo straight away, with a progress bar while it travels. Sits over
 * the photo's corner, so it uses the white button variant.
 */
export function ChangePhotoButton({ pet }: { pet: Pet }) {
  const upload = useUploadPetPhoto();
  const [problem, setProblem] = useState<string | null>(null);

  const send = (file: File | null) => {
    if (!file) return;
    const reason = petPhotoProblem(file);
    setProblem(reason);
    if (reason) return;
    upload.mutate(
      { petId: pet.id, file },
      {
        onSuccess: () => showSuccessToast('Photo updated', `${pet.name}'s new photo is on the profile`),
        onError: (error) => reportMutationError(error, { title: 'Photo upload failed' }),
      },
    );
  };

  return (
    <Stack gap={6} align="flex-end">
      <FileButton onChange={send} accept={PET_PHOTO_TYPES.join(',')} disabled={upload.isPending}>
        {(props) => (
          <Button
            {...props}
            variant="white"
            color="dark"
            size="xs"
            leftSection={<IconCamera size={14} />}
            loading={upload.isPending}
            style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
          >
            {pet.profilePhoto ? 'Change Photo' : 'Add Photo'}
          </Button>
        )}
      </FileButton>
      {upload.isPending ? <Progress value={upload.progress} size="sm" w={120} animated aria-label="Photo upload progress" /> : null}
      {problem ? (
        <Text size="xs" c="red" bg="var(--mantine-color-body)" px={6} py={2} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
