// The booking's staff notes (decisions.md 61), newest first, with a form to add one. The owner never sees them.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { STAFF_NOTE_MAX } from '@common/desk-booking-words';
import type { StaffNote } from '@common/desk-booking-schemas';
import { serverMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { showErrorToast } from '../../../lib/toasts';
import { useAddStaffNote } from '../api/add-staff-note';

export function StaffNotesSection({ bookingId, notes }: { bookingId: number; notes: StaffNote[] }) {
  const add = useAddStaffNote(bookingId);
  const [text, setText] = useState('');
  const submit = () => {
    if (!text.trim()) return;
    add.mutate(text.trim(), {
      onSuccess: () => setText(''),
      onError: (error) => showErrorToast('Could not save the note', serverMessage(error, 'Please try again.')),
    });
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Add a staff note"
        description="Only staff see these notes."
        autosize
        minRows={2}
        maxLength={STAFF_NOTE_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={submit} loading={add.isPending} disabled={!text.trim()}>
          Add note
        </Button>
      </Group>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No staff notes yet.
        </Text>
      ) : (
        notes.map((note) => (
          <Paper key={note.id} withBorder p="xs">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </Text>
            <Text size="xs" c="dimmed">
              {note.author?.name ?? 'Former staff'} · {formatDateTime(note.at)}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
