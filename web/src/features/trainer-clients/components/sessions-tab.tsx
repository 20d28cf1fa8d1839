// The Sessions tab of a client pet: every logged session, newest first; the trainer's own can be
// edited and deleted.
import { Suspense, useState } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus, IconSchool } from '@tabler/icons-react';
import { ListState } from '../../../components/list-state';
import { formatDate } from '../../../lib/format';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { usePetSessions } from '../../../lib/trainer-query';
import type { TrainingSession } from '@common/trainer-schemas';
import { useDeleteSession } from '../api/session-mutations';
import { RecordActions } from './record-actions';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { ConfirmDialogAfterPage } from '../../../components/confirm-dialog-after-page';

// The session form (Modal, NumberInput, Select, the form library) opens on a click: its code loads
// once the page has loaded, or on a pointer or focus on Log Session (decisions.md 83).
const SessionDialog = lazyAfterPageLoad(() => import('./session-dialog').then((module) => ({ default: module.SessionDialog })));

function Field({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

export function SessionsTab({ petId, userId }: { petId: number; userId: number }) {
  const sessions = usePetSessions(petId);
  const [editing, setEditing] = useState<TrainingSession | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TrainingSession | null>(null);
  const remove = useDeleteSession(petId);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccessToast('Success', 'Session deleted');
        setDeleting(null);
      },
      onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to delete session' }),
    });

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setAdding(true)}
          onPointerEnter={SessionDialog.preload}
          onFocus={SessionDialog.preload}
        >
          Log Session
        </Button>
      </Group>
      <ListState
        query={sessions}
        loading={{ count: 2, skeleton: <Skeleton height={110} radius="md" />, label: 'Loading sessions' }}
        empty={{ icon: <IconSchool size={28} />, title: 'No sessions yet', text: 'Log what you worked on after each session.' }}
        errorTitle="Failed to fetch sessions"
      >
        {(list) =>
          list.map((session) => (
            <Card key={session.id} withBorder radius="md" component="article" aria-label={`Session on ${formatDate(session.date)}`}>
              <Group justify="space-between" mb={4}>
                <Text fw={600}>
                  {formatDate(session.date)} · {session.duration} min{session.programTitle ? ` · ${session.programTitle}` : ''}
                </Text>
                {session.trainerId === userId ? (
                  <RecordActions label="session" onEdit={() => setEditing(session)} onDelete={() => setDeleting(session)} />
                ) : null}
              </Group>
              <Text size="xs" c="dimmed" mb={4}>
                By {session.trainerName}
              </Text>
              <Field label="Notes" value={session.notes} />
              <Field label="Achievements" value={session.achievements} />
              <Field label="Homework" value={session.homework} />
            </Card>
          ))
        }
      </ListState>
      <Suspense fallback={null}>
        {adding ? <SessionDialog petId={petId} opened onClose={() => setAdding(false)} /> : null}
        {editing ? <SessionDialog petId={petId} opened session={editing} onClose={() => setEditing(null)} /> : null}
      </Suspense>
      <ConfirmDialogAfterPage
        opened={deleting !== null}
        title="Delete Session"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Are you sure you want to delete this session? This action cannot be undone.
      </ConfirmDialogAfterPage>
    </Stack>
  );
}
