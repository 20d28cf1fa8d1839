// The Report cards tab of a client pet: every card sent, with its rating and media; 'Send report
// card' opens the dialog. A trainer deletes only their own cards.
import { useState } from 'react';
import { Button, Card, Group, Rating, Skeleton, Stack, Text } from '@mantine/core';
import { IconNotes, IconSend } from '@tabler/icons-react';
import { ListState } from '../../../components/list-state';
import { ReportCardMediaGrid } from '../../../components/pet-timeline/report-card-media';
import { formatDate } from '../../../lib/format';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { usePetReportCards } from '../../../lib/trainer-query';
import type { ReportCard } from '@common/trainer-schemas';
import { useDeleteReportCard } from '../api/report-card-mutations';
import { RecordActions } from './record-actions';
import { ReportCardDialog } from './report-card-dialog';
import { ConfirmDialogAfterPage } from '../../../components/confirm-dialog-after-page';

export function ReportCardsTab({ petId, petName, userId }: { petId: number; petName: string; userId: number }) {
  const cards = usePetReportCards(petId);
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState<ReportCard | null>(null);
  const remove = useDeleteReportCard(petId);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccessToast('Success', 'Report card deleted');
        setDeleting(null);
      },
      onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to delete report card' }),
    });

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconSend size={16} />} onClick={() => setSending(true)}>
          Send report card
        </Button>
      </Group>
      <ListState
        query={cards}
        loading={{ count: 2, skeleton: <Skeleton height={140} radius="md" />, label: 'Loading report cards' }}
        empty={{
          icon: <IconNotes size={28} />,
          title: 'No report cards yet',
          text: `Tell ${petName}'s owner how a session or stay day went.`,
        }}
        errorTitle="Failed to fetch report cards"
      >
        {(list) =>
          list.map((card) => (
            <Card key={card.id} withBorder radius="md" component="article" aria-label={`Report card for ${formatDate(card.day)}`}>
              <Group justify="space-between" mb={4}>
                <Group gap="xs">
                  <Text fw={600}>{formatDate(card.day)}</Text>
                  <Rating value={card.rating} readOnly size="sm" role="img" aria-label={`Rated ${card.rating} of 5`} />
                </Group>
                {card.trainerId === userId ? <RecordActions label="report card" onDelete={() => setDeleting(card)} /> : null}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <Text span fw={600}>
                  Worked on:
                </Text>{' '}
                {card.workedOn}
              </Text>
              {card.notes ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {card.notes}
                </Text>
              ) : null}
              <ReportCardMediaGrid media={card.media} petName={card.petName} />
            </Card>
          ))
        }
      </ListState>
      {sending ? <ReportCardDialog petId={petId} petName={petName} opened onClose={() => setSending(false)} /> : null}
      <ConfirmDialogAfterPage
        opened={deleting !== null}
        title="Delete Report Card"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Are you sure you want to delete this report card? This action cannot be undone.
      </ConfirmDialogAfterPage>
    </Stack>
  );
}
