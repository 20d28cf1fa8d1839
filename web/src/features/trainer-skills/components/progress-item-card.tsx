// One assigned skill on the trainer's dashboard: pet (linked to the trainer's own page for that
// client pet; the owner's /pets/:id is full of controls only the owner may use), owner, skill, the
// current step, the progress bar ((currentStep + 1) / steps), step back and forward within the
// steps, notes, Mark Complete (after a confirmation) and the video proof.
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconChevronLeft, IconChevronRight, IconDeviceFloppy } from '@tabler/icons-react';
import type { SkillProgress, SkillProgressChange } from '@common/skill-schemas';
import { skillProgressPercent } from '@common/skill-progress';
import { MAX_TEXT_LENGTH } from '@common/limits';
import { paths } from '../../../app/paths';
import { SkillVideos } from '../../../components/skill-videos';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { currentStepText } from '../../../lib/skill-text';
import { showSuccessToast } from '../../../lib/toasts';
import { useUpdateProgress } from '../api/update-progress';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';

// The confirmation comes after the page's load, or at once on Mark Complete (decisions.md 103).
const CompleteProgressDialog = lazyAfterPageLoad(() =>
  import('./complete-progress-dialog').then((module) => ({ default: module.CompleteProgressDialog })),
);
import { VideoProofUpload } from './video-proof-upload';

type Action = 'back' | 'forward' | 'complete' | 'notes';

export function ProgressItemCard({ progress }: { progress: SkillProgress }) {
  const update = useUpdateProgress();
  const [notes, setNotes] = useState(progress.notes ?? '');
  const [action, setAction] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { skill, currentStep, completed } = progress;
  const lastStep = skill.steps.length - 1;
  const percent = skillProgressPercent(currentStep, skill.steps.length, completed);
  const titleId = `progress-${progress.id}`;

  const save = (change: SkillProgressChange, next: Action, done: (saved: SkillProgress) => string) => {
    setAction(next);
    update.mutate(
      { id: progress.id, change },
      {
        onSuccess: (saved) => showSuccessToast('Progress updated', done(saved)),
        onError: (error) => reportMutationError(error, { title: 'Failed to update progress' }),
        onSettled: () => {
          setAction(null);
          setConfirming(false);
        },
      },
    );
  };
  const stepDone = (saved: SkillProgress) => `${saved.petName} is on step ${saved.currentStep + 1} of ${saved.skill.steps.length}.`;
  const busy = update.isPending;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={700} fz="lg" id={titleId}>
              <Anchor component={Link} to={paths.trainerClient(progress.petId)} inherit>
                {progress.petName}
              </Anchor>{' '}
              · {skill.name}
            </Text>
            <Text size="sm" c="dimmed">
              Owner: {progress.ownerName}
            </Text>
          </Stack>
          {completed ? (
            <Badge color="green" variant="light">
              Completed
            </Badge>
          ) : (
            <Badge variant="light">{skill.category}</Badge>
          )}
        </Group>
        <Text size="sm">{currentStepText(skill.steps, currentStep)}</Text>
        <Group gap="xs" wrap="nowrap">
          <Progress value={percent} size="lg" radius="xl" style={{ flex: 1 }} aria-label={`${progress.petName}'s ${skill.name} progress`} />
          <Text size="sm" fw={600} w={44} ta="right">
            {percent}%
          </Text>
        </Group>
        {completed ? null : (
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconChevronLeft size={16} />}
              disabled={currentStep <= 0 || busy}
              loading={action === 'back'}
              onClick={() => save({ currentStep: currentStep - 1 }, 'back', stepDone)}
            >
              Previous step
            </Button>
            <Button
              variant="default"
              size="xs"
              rightSection={<IconChevronRight size={16} />}
              disabled={currentStep >= lastStep || busy}
              loading={action === 'forward'}
              onClick={() => save({ currentStep: currentStep + 1 }, 'forward', stepDone)}
            >
              Next step
            </Button>
            <Button
              color="green"
              size="xs"
              leftSection={<IconCheck size={16} />}
              disabled={busy}
              loading={action === 'complete'}
              onClick={() => {
                void CompleteProgressDialog.preload();
                setConfirming(true);
              }}
            >
              Mark Complete
            </Button>
          </Group>
        )}
        <Suspense fallback={null}>
          <CompleteProgressDialog
            progress={progress}
            opened={confirming}
            pending={action === 'complete'}
            onConfirm={() => save({ completed: true }, 'complete', (saved) => `${saved.petName} has completed ${saved.skill.name}.`)}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
        <Textarea
          label="Notes"
          placeholder="How is the training going?"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={MAX_TEXT_LENGTH}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={notes === (progress.notes ?? '') || busy}
            loading={action === 'notes'}
            onClick={() =>
              save({ notes }, 'notes', (saved) => {
                // The server trims the notes: show what it kept.
                setNotes(saved.notes ?? '');
                return `Notes saved for ${saved.petName}'s ${saved.skill.name}.`;
              })
            }
          >
            Save
          </Button>
        </Group>
        <SkillVideos progress={progress} />
        <VideoProofUpload progress={progress} />
      </Stack>
    </Card>
  );
}
