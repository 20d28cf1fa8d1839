// Record or edit a behaviour assessment: the day, five scores from 1 to 5 (none = not scored),
// and the four free-text fields of SPEC section 3.
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { SCORE_KEYS, type Assessment, type AssessmentInput, type ScoreKey } from '../../../lib/trainer-types';
import { useSaveAssessment } from '../api/assessment-mutations';
import { SCORE_LABELS } from './score-labels';
import { today } from './today';

type AssessmentDialogProps = { petId: number; opened: boolean; onClose: () => void; assessment?: Assessment | null };

export function AssessmentDialog({ petId, opened, onClose, assessment }: AssessmentDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={assessment ? 'Edit Assessment' : 'New Assessment'} size="lg">
      <AssessmentForm petId={petId} assessment={assessment ?? undefined} onDone={onClose} />
    </Modal>
  );
}

type Values = { date: string; socialBehavior: string; trainingProgress: string; issues: string; recommendations: string } & Record<ScoreKey, string>;

const NOT_SCORED = '';
const SCORE_OPTIONS = [
  { value: NOT_SCORED, label: '-' },
  ...['1', '2', '3', '4', '5'].map((value) => ({ value, label: value })),
];

const toValues = (assessment?: Assessment): Values => ({
  date: assessment?.date.slice(0, 10) ?? today(),
  socialBehavior: assessment?.socialBehavior ?? '',
  trainingProgress: assessment?.trainingProgress ?? '',
  issues: assessment?.issues ?? '',
  recommendations: assessment?.recommendations ?? '',
  ...(Object.fromEntries(SCORE_KEYS.map((key) => [key, assessment?.scores[key] ? String(assessment.scores[key]) : NOT_SCORED])) as Record<ScoreKey, string>),
});

const toInput = (values: Values): AssessmentInput => ({
  date: values.date,
  socialBehavior: values.socialBehavior.trim(),
  trainingProgress: values.trainingProgress.trim(),
  issues: values.issues.trim(),
  recommendations: values.recommendations.trim(),
  ...(Object.fromEntries(SCORE_KEYS.map((key) => [key, values[key] === NOT_SCORED ? null : Number(values[key])])) as Record<ScoreKey, number | null>),
});

function AssessmentForm({ petId, assessment, onDone }: { petId: number; assessment?: Assessment; onDone: () => void }) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(assessment),
    validate: { date: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? null : 'Date is required') },
  });
  const save = useSaveAssessment(petId);

  const submit = (values: Values) =>
    save.mutate(
      { id: assessment?.id, input: toInput(values) },
      {
        onSuccess: () => {
          showSuccessToast('Success', assessment ? 'Assessment updated' : 'Assessment saved');
          onDone();
        },
        onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to save assessment', form }),
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <TextInput type="date" label="Date" required {...form.getInputProps('date')} />
        {SCORE_KEYS.map((key) => (
          <div key={key} role="group" aria-label={SCORE_LABELS[key]}>
            <Text size="sm" fw={500} mb={4}>
              {SCORE_LABELS[key]} (1-5)
            </Text>
            <SegmentedControl fullWidth data={SCORE_OPTIONS} value={form.values[key]} onChange={(value) => form.setFieldValue(key, value)} />
          </div>
        ))}
        <Textarea label="Social behaviour" autosize minRows={2} {...form.getInputProps('socialBehavior')} />
        <Textarea label="Training progress" autosize minRows={2} {...form.getInputProps('trainingProgress')} />
        <Textarea label="Issues" autosize minRows={2} {...form.getInputProps('issues')} />
        <Textarea label="Recommendations" autosize minRows={2} {...form.getInputProps('recommendations')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Assessment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
