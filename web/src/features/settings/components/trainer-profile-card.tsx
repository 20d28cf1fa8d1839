// A trainer's public profile (issue 30, item 2; decisions.md 66): the photo and short bio owners
// see beside the trainer's name when they choose a trainer in the Book Session dialog.
import { useState } from 'react';
import { Avatar, Button, Card, FileButton, Group, Progress, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCamera } from '@tabler/icons-react';
import type { PublicUser } from '@common/auth-schemas';
import { TRAINER_BIO_MAX_LENGTH } from '@common/account-words';
import { PET_PHOTO_TYPES, petPhotoProblem } from '@common/pet-photo-rules';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadTrainerPhoto } from '../api/upload-trainer-photo';

export function TrainerProfileCard({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const upload = useUploadTrainerPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { bio: user.bio ?? '' } });
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

  const sendPhoto = (file: File | null) => {
    if (!file) return;
    const reason = petPhotoProblem(file);
    setProblem(reason);
    if (reason) return;
    upload.mutate(file, {
      onSuccess: () => showSuccessToast('Photo updated', 'Owners see your new photo when they choose a trainer.'),
      onError: (error) => reportMutationError(error, { title: 'Photo upload failed' }),
    });
  };

  const submit = form.onSubmit(({ bio }) =>
    update.mutate(
      { bio },
      {
        onSuccess: (saved) => {
          form.setInitialValues({ bio: saved.bio ?? '' });
          form.setValues({ bio: saved.bio ?? '' });
          showSuccessToast('Bio saved', 'Owners see it when they choose a trainer.');
        },
        onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to save your bio', form }),
      },
    ),
  );

  return (
    <Card padding="lg" component="section" aria-labelledby="trainer-profile-heading">
      <Title order={2} fz="lg" id="trainer-profile-heading">
        Trainer profile
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Owners see your photo and bio when they choose a trainer for a session.
      </Text>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={user.photoUrl} name={name} color="initials" size="xl" radius="xl" alt={user.photoUrl ? 'Your photo' : undefined} />
          <Stack gap={6}>
            <FileButton onChange={sendPhoto} accept={PET_PHOTO_TYPES.join(',')} disabled={upload.isPending}>
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconCamera size={14} />} loading={upload.isPending}>
                  {user.photoUrl ? 'Change Photo' : 'Add Photo'}
                </Button>
              )}
            </FileButton>
            {upload.isPending ? <Progress value={upload.progress} size="sm" w={120} animated aria-label="Photo upload progress" /> : null}
            {problem ? (
              <Text size="xs" c="red">
                {problem}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label="Bio"
              description={`${form.values.bio.length}/${TRAINER_BIO_MAX_LENGTH} characters`}
              autosize
              minRows={3}
              maxLength={TRAINER_BIO_MAX_LENGTH}
              {...form.getInputProps('bio')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                Save Bio
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
