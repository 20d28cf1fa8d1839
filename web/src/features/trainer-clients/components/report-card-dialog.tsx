// 'Send report card': the day, what was worked on, how it went (1-5), notes, and photos or short
// videos. The card is created first, then each file is uploaded with a progress bar. When a file
// is refused the card is already with the owner: the dialog says so, and sending again uploads
// the remaining files to that card (never a second card).
import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Input,
  Modal,
  Progress,
  Rating,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { reportCardMediaProblem } from '@common/report-card-media';
import type { ReportCardInput } from '@common/trainer-schemas';
import { useSendReportCard } from '../api/report-card-mutations';
import { today } from './today';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

type ReportCardDialogProps = { petId: number; petName: string; opened: boolean; onClose: () => void };

export function ReportCardDialog({ petId, petName, opened, onClose }: ReportCardDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Send report card for ${petName}`}>
      <ReportCardForm petId={petId} onDone={onClose} />
    </Modal>
  );
}

type Values = { day: string; workedOn: string; rating: number; notes: string };

function ReportCardForm({ petId, onDone }: { petId: number; onDone: () => void }) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { day: today(), workedOn: '', rating: 0, notes: '' },
    validate: {
      day: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? null : 'Day is required'),
      workedOn: (value) => (value.trim() ? null : 'What you worked on is required'),
      rating: (value) => (value >= 1 && value <= 5 ? null : 'Rating must be 1 to 5'),
    },
  });
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const send = useSendReportCard(petId);

  const pick = (picked: File[]) => {
    const problem = (file: File) => reportCardMediaProblem(file);
    setProblems(picked.flatMap((file) => (problem(file) ? [`${file.name}: ${problem(file)}`] : [])));
    setFiles((current) => [...current, ...picked.filter((file) => problem(file) === null)]);
  };

  // Set once the card is sent but a file was refused: its fields can no longer change.
  const sentCard = send.sentCard;
  const submit = (values: Values) => {
    const input: ReportCardInput = {
      day: values.day,
      workedOn: values.workedOn.trim(),
      rating: values.rating,
      notes: values.notes.trim() || null,
    };
    const uploaded = (file: File) => setFiles((current) => current.filter((kept) => kept !== file));
    let cardExists = false;
    send.mutate(
      { input, files, card: sentCard, onCreated: () => (cardExists = true), onUploaded: uploaded },
      {
        onSuccess: () => {
          showSuccessToast('Success', 'Report card sent');
          onDone();
        },
        onError: (error) =>
          reportMutationError(error, { title: cardExists ? 'A file could not be uploaded' : 'Failed to send report card', form }),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstInvalid)} noValidate>
      <Stack gap="sm">
        {sentCard ? (
          <Alert color="yellow" variant="light" title="The report card was sent without every file">
            The owner already has it. Remove the file that could not be uploaded and upload the rest, or close.
          </Alert>
        ) : null}
        <TextInput type="date" label="Day" required disabled={sentCard !== null} {...form.getInputProps('day')} />
        <Textarea label="Worked on" required autosize minRows={2} disabled={sentCard !== null} {...form.getInputProps('workedOn')} />
        <Input.Wrapper label="Rating" required error={form.errors.rating}>
          {/* Enter picks a star (Mantine's keyboard path); it must not also submit the form. */}
          <div onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}>
            <Rating
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              getSymbolLabel={(value) => `${value} of 5`}
              aria-label="Rating"
              // Stars a thumb can hit: trainers send these from a phone in the yard.
              size="xl"
              readOnly={sentCard !== null}
            />
          </div>
        </Input.Wrapper>
        <Textarea label="Notes" autosize minRows={2} disabled={sentCard !== null} {...form.getInputProps('notes')} />
        <Group gap="xs">
          <FileButton
            onChange={pick}
            accept="image/*,video/mp4,video/webm,video/quicktime"
            multiple
            disabled={send.isPending}
            inputProps={{ 'aria-label': 'Add photos or video' }}
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" leftSection={<IconPhotoPlus size={16} />}>
                Add photos or video
              </Button>
            )}
          </FileButton>
        </Group>
        {files.map((file, index) => (
          <Group key={`${file.name}-${index}`} gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {file.name}
            </Text>
            <ActionIcon
              size="lg"
              variant="subtle"
              color="red"
              aria-label={`Remove ${file.name}`}
              disabled={send.isPending}
              onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        {problems.map((problem) => (
          <Text key={problem} size="xs" c="red">
            {problem}
          </Text>
        ))}
        {send.progress ? (
          <Stack gap={2}>
            <Text size="xs">
              Uploading file {send.progress.file} of {send.progress.files}: {send.progress.percent}%
            </Text>
            <Progress value={send.progress.percent} size="lg" animated aria-label="Upload progress" />
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            {sentCard ? 'Upload Remaining Files' : 'Send Report Card'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
