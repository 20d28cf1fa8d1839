// Attaching a photo or short video to a conversation (decisions.md 63): checked by type and size
// first (the report cards' rule), then sent with a progress bar and a Cancel.
import { useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { REPORT_CARD_IMAGE_TYPES, REPORT_CARD_VIDEO_TYPES, reportCardMediaProblem } from '@common/report-card-media';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { useUploadMedia, wasCancelled } from '../api/upload-media';

const ACCEPT = [...REPORT_CARD_IMAGE_TYPES, ...REPORT_CARD_VIDEO_TYPES].join(',');

export function useAttachMedia(conversationId: number) {
  const upload = useUploadMedia(conversationId);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (file: File | null) => {
    if (!file) return;
    const reason = reportCardMediaProblem(file);
    setProblem(reason);
    if (reason) return;
    upload.mutate(file, {
      onError: (error) => {
        if (!wasCancelled(error)) reportMutationError(error, { title: 'Upload failed' });
      },
    });
  };
  return { upload, problem, pick };
}

export function AttachButton({ onPick, disabled }: { onPick: (file: File | null) => void; disabled: boolean }) {
  return (
    <FileButton onChange={onPick} accept={ACCEPT} disabled={disabled} inputProps={{ 'aria-label': 'Choose a photo or video' }}>
      {(props) => (
        <ActionIcon {...props} variant="subtle" color="gray" size="lg" aria-label="Attach a photo or video" disabled={disabled}>
          <IconPaperclip size={20} />
        </ActionIcon>
      )}
    </FileButton>
  );
}

export function UploadProgress({ attach }: { attach: ReturnType<typeof useAttachMedia> }) {
  const { upload, problem } = attach;
  return (
    <>
      {upload.isPending ? (
        <Stack gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs">Uploading: {upload.percent}%</Text>
            <Button size="compact-xs" variant="subtle" color="red" onClick={upload.cancel}>
              Cancel upload
            </Button>
          </Group>
          <Progress value={upload.percent} size="md" animated aria-label="Upload progress" />
        </Stack>
      ) : null}
      {problem ? (
        <Text size="xs" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
    </>
  );
}
