// The Assessments tab of a client pet: scores beside the free text; the trainer's own can be
// edited and deleted.
import { useState } from 'react';
import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconClipboardHeart, IconPlus } from '@tabler/icons-react';
import { ListState } from '../../../components/list-state';
import { formatDate } from '../../../lib/format';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { usePetAssessments } from '../../../lib/trainer-query';
import type { Assessment } from '@common/trainer-schemas';
import { ASSESSMENT_SCORE_KEYS, ASSESSMENT_SCORE_LABELS } from '@common/assessment-words';
import { useDeleteAssessment } from '../api/assessment-mutations';
import { AssessmentDialog } from './assessment-dialog';
import { RecordActions } from './record-actions';
import { ConfirmDialogAfterPage } from '../../../components/confirm-dialog-after-page';

const TEXT_FIELDS = [
  ['socialBehavior', 'Social behaviour'],
  ['trainingProgress', 'Training progress'],
  ['issues', 'Issues'],
  ['recommendations', 'Recommendations'],
] as const;

export function AssessmentsTab({ petId, userId }: { petId: number; userId: number }) {
  const assessments = usePetAssessments(petId);
  const [editing, setEditing] = useState<Assessment | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Assessment | null>(null);
  const remove = useDeleteAssessment(petId);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccessToast('Success', 'Assessment deleted');
        setDeleting(null);
      },
      onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to delete assessment' }),
    });

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          New Assessment
        </Button>
      </Group>
      <ListState
        query={assessments}
        loading={{ count: 2, skeleton: <Skeleton height={140} radius="md" />, label: 'Loading assessments' }}
        empty={{
          icon: <IconClipboardHeart size={28} />,
          title: 'No assessments yet',
          text: 'Score behaviour regularly to chart progress over time.',
        }}
        errorTitle="Failed to fetch assessments"
      >
        {(list) =>
          list.map((assessment) => (
            <Card
              key={assessment.id}
              withBorder
              radius="md"
              component="article"
              aria-label={`Assessment on ${formatDate(assessment.date)}`}
            >
              <Group justify="space-between" mb={4}>
                <Text fw={600}>{formatDate(assessment.date)}</Text>
                {assessment.assessedBy === userId ? (
                  <RecordActions label="assessment" onEdit={() => setEditing(assessment)} onDelete={() => setDeleting(assessment)} />
                ) : null}
              </Group>
              <Text size="xs" c="dimmed" mb="xs">
                By {assessment.assessorName}
              </Text>
              <Group gap={6} mb="xs">
                {ASSESSMENT_SCORE_KEYS.filter((key) => assessment.scores[key] !== null).map((key) => (
                  <Badge key={key} variant="light">
                    {ASSESSMENT_SCORE_LABELS[key]}: {assessment.scores[key]}/5
                  </Badge>
                ))}
              </Group>
              {TEXT_FIELDS.map(([key, label]) =>
                assessment[key] ? (
                  <Text key={key} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    <Text span fw={600}>
                      {label}:
                    </Text>{' '}
                    {assessment[key]}
                  </Text>
                ) : null,
              )}
            </Card>
          ))
        }
      </ListState>
      {adding ? <AssessmentDialog petId={petId} opened onClose={() => setAdding(false)} /> : null}
      {editing ? <AssessmentDialog petId={petId} opened assessment={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialogAfterPage
        opened={deleting !== null}
        title="Delete Assessment"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Are you sure you want to delete this assessment? This action cannot be undone.
      </ConfirmDialogAfterPage>
    </Stack>
  );
}
