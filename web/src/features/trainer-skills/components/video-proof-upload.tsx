// Recording or choosing a video proof: on a phone 'Record video' opens the camera (`capture`),
// 'Choose video' picks a file anywhere. The upload shows its progress and can be cancelled.
import { useState } from 'react';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload, IconVideo, IconX } from '@tabler/icons-react';
import { SKILL_VIDEO_MAX_BYTES } from '@common/skill-words';
import type { SkillProgress } from '@common/skill-schemas';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { isCancelled, useUploadProgressVideo } from '../api/upload-progress-video';

/** What is wrong with a picked file before it travels; the server checks the content itself. */
function videoProblem(file: File): string | null {
  if (file.type && !file.type.startsWith('video/')) return 'Please choose a video (MP4, WebM or QuickTime).';
  if (file.size > SKILL_VIDEO_MAX_BYTES) return 'The video must be at most 200 MB.';
  return null;
}

export function VideoProofUpload({ progress }: { progress: SkillProgress }) {
  const upload = useUploadProgressVideo();
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);

  const send = (file: File | null) => {
    if (!file) return;
    const reason = videoProblem(file);
    setProblem(reason);
    setCancelled(false);
    if (reason) return;
    upload.mutate(
      { id: progress.id, file },
      {
        onSuccess: () =>
          showSuccessToast('Progress updated', `The video proof of ${progress.petName}'s ${progress.skill.name} is uploaded.`),
        onError: (error) => {
          if (isCancelled(error)) setCancelled(true);
          else reportMutationError(error, { title: 'Failed to update progress' });
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <FileButton
          onChange={send}
          accept="video/*"
          capture="environment"
          disabled={upload.isPending}
          inputProps={{ 'aria-label': 'Record video' }}
        >
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconVideo size={16} />}>
              Record video
            </Button>
          )}
        </FileButton>
        <FileButton onChange={send} accept="video/*" disabled={upload.isPending} inputProps={{ 'aria-label': 'Choose video' }}>
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={16} />}>
              Choose video
            </Button>
          )}
        </FileButton>
      </Group>
      {upload.isPending ? (
        <Group gap="xs" wrap="nowrap">
          <Progress value={upload.progress} size="lg" style={{ flex: 1 }} animated aria-label="Video upload progress" />
          <Text size="xs" w={36} ta="right">
            {upload.progress}%
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconX size={12} />} onClick={upload.cancel}>
            Cancel
          </Button>
        </Group>
      ) : null}
      {cancelled ? (
        <Text size="xs" c="dimmed">
          Upload cancelled.
        </Text>
      ) : null}
      {problem ? (
        <Text size="xs" c="red">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
