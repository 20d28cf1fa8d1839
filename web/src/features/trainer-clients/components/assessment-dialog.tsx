// Record or edit a behaviour assessment: the day, five scores from 1 to 5 (none = not scored),
// and the four free-text fields of decisions.md 33 (fields).
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import {
  ASSESSMENT_SCORE_KEYS,
  ASSESSMENT_SCORE_LABELS,
  EMPTY_ASSESSMENT_MESSAGE,
  isEmptyAssessment,
  type Assessment,
  type AssessmentInput,
  type AssessmentScoreKey,
  type AssessmentScores,
} from '@common/trainer-schemas';
import { useSaveAssessment } from '../api/assessment-mutations';
import { fromLocalDateTime, toLocalDateTime } from './today';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

type AssessmentDialogProps = { petId: number; opened: boolean; onClose: () => void; assessment?: Assessment | null };

export function AssessmentDialog({ petId, opened, onClose, assessment }: AssessmentDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={assessment ? 'Edit Assessment' : 'New Assessment'} size="lg">
      <AssessmentForm petId={petId} assessment={assessment ?? undefined} onDone={onClose} />
    </Modal>
  );
}

type Values = { date: string; socialBehavior: string; trainingProgress: string; issues: string; recommendations: string } & Record<
  AssessmentScoreKey,
  string
>;

const NOT_SCORED = '';
const SCORE_OPTIONS = [
  // A dash to the eye; 'Not scored' to a screen reader (it read out "dash").
  {
    value: NOT_SCORED,
    label: (
      <>
        <span aria-hidden>-</span>
        <VisuallyHidden>Not scored</VisuallyHidden>
      </>
    ),
  },
  ...['1', '2', '3', '4', '5'].map((value) => ({ value, label: value })),
];

const toValues = (assessment?: Assessment): Values => ({
  date: toLocalDateTime(assessment?.date),
  socialBehavior: assessment?.socialBehavior ?? '',
  trainingProgress: assessment?.trainingProgress ?? '',
  issues: assessment?.issues ?? '',
  recommendations: assessment?.recommendations ?? '',
  ...(Object.fromEntries(
    ASSESSMENT_SCORE_KEYS.map((key) => [key, assessment?.scores[key] ? String(assessment.scores[key]) : NOT_SCORED]),
  ) as Record<AssessmentScoreKey, string>),
});

const toInput = (values: Values): AssessmentInput => ({
  date: fromLocalDateTime(values.date),
  socialBehavior: values.socialBehavior.trim() || null,
  trainingProgress: values.trainingProgress.trim() || null,
  issues: values.issues.trim() || null,
  recommendations: values.recommendations.trim() || null,
  scores: Object.fromEntries(
    ASSESSMENT_SCORE_KEYS.map((key) => [key, values[key] === NOT_SCORED ? null : Number(values[key])]),
  ) as AssessmentScores,
});

function AssessmentForm({ petId, assessment, onDone }: { petId: number; assessment?: Assessment; onDone: () => void }) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(assessment),
    validate: {
      date: (value) => (fromLocalDateTime(value) ? null : 'Assessment date is required'),
      // The server's rule (an empty assessment is refused), shown where a note would go.
      trainingProgress: (_value, values) => (isEmptyAssessment(toInput(values)) ? EMPTY_ASSESSMENT_MESSAGE : null),
    },
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
    <form onSubmit={form.onSubmit(submit, focusFirstInvalid)} noValidate>
      <Stack gap="sm">
        <TextInput type="datetime-local" label="Date and time" required {...form.getInputProps('date')} />
        {ASSESSMENT_SCORE_KEYS.map((key) => (
          <div key={key} role="group" aria-label={ASSESSMENT_SCORE_LABELS[key]}>
            <Text size="sm" fw={500} mb={4}>
              {ASSESSMENT_SCORE_LABELS[key]} (1-5)
            </Text>
            <SegmentedControl
              fullWidth
              data={SCORE_OPTIONS}
              value={form.values[key]}
              onChange={(value) => form.setFieldValue(key, value)}
            />
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
