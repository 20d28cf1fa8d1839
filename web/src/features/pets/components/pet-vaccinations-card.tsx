// The Vaccinations card of /pets/:petId (issue 12): a badge per vaccine the services require,
// the records with their proof, and (for the owner) add, edit and delete. A trainer working with
// the pet sees the same, read only. The add-pet form's free text shows as the first note.
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ActionIcon, Anchor, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconVaccine } from '@tabler/icons-react';
import type { Pet } from '@common/pet-schemas';
import type { Vaccination, VaccinationStatusReport } from '@common/vaccination-schemas';
import { vaccineName } from '@common/vaccines';
import { ListState } from '../../../components/list-state';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { ConfirmDialogAfterPage, confirmIntent, preloadConfirmDialog } from '../../../components/confirm-dialog-after-page';
import { VaccineStatusBadge } from '../../../components/vaccinations/vaccine-status-badge';
import { VerificationBadge } from '../../../components/vaccinations/verification-badge';
import { formatDate } from '../../../lib/format';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { useUser } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toasts';
import { useDeleteVaccination } from '../../../lib/vaccinations/delete-vaccination';
import { useVaccinationStatus } from '../../../lib/vaccinations/get-vaccination-status';
import { useVaccinations } from '../../../lib/vaccinations/get-vaccinations';

// The add/edit form (date pickers, the vaccine list, a file upload) is drawn only when opened:
// its code loads then, or when a pointer or focus reaches a button that opens it.
const VaccinationDialog = lazyWithPreload(() =>
  import('../../../components/vaccinations/vaccination-dialog').then((module) => ({ default: module.VaccinationDialog })),
);
const dialogIntent = { onPointerEnter: VaccinationDialog.preload, onFocus: VaccinationDialog.preload };

/** Each vaccine any service requires, once (boarding's list includes training's rabies). */
function requiredStatuses(report: VaccinationStatusReport) {
  const seen = new Map<string, VaccinationStatusReport['services']['boarding'][number]>();
  for (const entries of Object.values(report.services))
    for (const entry of entries) if (!seen.has(entry.vaccine)) seen.set(entry.vaccine, entry);
  return [...seen.values()];
}

export function PetVaccinationsCard({ pet }: { pet: Pet }) {
  const user = useUser();
  const isOwner = user.data?.id === pet.ownerId;
  const records = useVaccinations(pet.id);
  const status = useVaccinationStatus(pet.id);
  const [editing, setEditing] = useState<Vaccination | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Vaccination | null>(null);
  const required = status.data ? requiredStatuses(status.data) : [];
  // A rejection notice links here (/pets/:id#vaccinations): once the records are in, bring them into view.
  const { hash } = useLocation();
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === '#vaccinations' && records.isSuccess) cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, records.isSuccess]);

  return (
    // The id is the anchor a rejection notice links to (/pets/:id#vaccinations).
    <Card component="section" aria-label="Vaccinations" id="vaccinations" ref={cardRef}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Vaccinations
          </Title>
          {isOwner ? (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)} {...dialogIntent}>
              Add Vaccination
            </Button>
          ) : null}
        </Group>
        {status.data && required.length > 0 ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              Required for boarding, daycare and training
            </Text>
            <Group gap="xs" aria-label="Required vaccines">
              {required.map((entry) => (
                <VaccineStatusBadge key={entry.vaccine} name={entry.name} status={entry.status} />
              ))}
            </Group>
          </Stack>
        ) : null}
        <ListState
          query={records}
          errorTitle="Failed to fetch vaccinations"
          loading={{ count: 2, skeleton: <Skeleton height={56} radius="md" />, label: 'Loading vaccinations' }}
          empty={{
            icon: <IconVaccine size={32} />,
            title: 'No vaccinations yet',
            text: isOwner ? 'Add the vaccines your pet has had, so bookings can go ahead.' : undefined,
          }}
        >
          {(items) =>
            items.map((record) => (
              <VaccinationRow
                key={record.id}
                record={record}
                canChange={isOwner}
                onEdit={() => setEditing(record)}
                onDelete={() => {
                  void preloadConfirmDialog();
                  setDeleting(record);
                }}
              />
            ))
          }
        </ListState>
        {pet.vaccinationStatus ? (
          <div>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed">
              Notes from when the pet was added
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {pet.vaccinationStatus}
            </Text>
          </div>
        ) : null}
      </Stack>
      {adding || editing ? (
        <Suspense fallback={null}>
          <VaccinationDialog
            pet={pet}
            opened
            record={editing}
            onClose={() => {
              setAdding(false);
              setEditing(null);
            }}
          />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <DeleteVaccinationDialog petId={pet.id} record={deleting} onClose={() => setDeleting(null)} />
      </Suspense>
    </Card>
  );
}

/** Staff's reason as a sentence, whether or not they ended it with a stop. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function VaccinationRow({
  record,
  canChange,
  onEdit,
  onDelete,
}: {
  record: Vaccination;
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = vaccineName(record);
  const details = [record.clinic, record.batchNumber ? `Batch ${record.batchNumber}` : null].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            <VerificationBadge state={record.verification} />
          </Group>
          <Text size="sm" c="dimmed">
            Given {formatDate(record.givenOn)} · Expires {formatDate(record.expiresOn)}
          </Text>
          {details ? <Text size="sm">{details}</Text> : null}
          {record.proof ? (
            <Anchor href={record.proof} target="_blank" rel="noopener" size="sm">
              View proof
            </Anchor>
          ) : null}
          {record.verification === 'rejected' ? (
            <Text size="sm" c="red">
              Rejected by staff: {asSentence(record.verificationReason ?? '')} Please correct the record or upload a new proof.
            </Text>
          ) : null}
        </div>
        {canChange ? (
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete} {...confirmIntent}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

function DeleteVaccinationDialog({ petId, record, onClose }: { petId: number; record: Vaccination | null; onClose: () => void }) {
  const remove = useDeleteVaccination();
  const confirm = () => {
    if (!record) return;
    remove.mutate(
      { id: record.id, petId },
      {
        onSuccess: () => {
          showSuccessToast('Success', 'Vaccination deleted');
          onClose();
        },
        onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to delete the vaccination' }),
      },
    );
  };
  return (
    <ConfirmDialogAfterPage
      opened={record !== null}
      title="Delete Vaccination"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      Are you sure you want to delete this vaccination record? This action cannot be undone.
    </ConfirmDialogAfterPage>
  );
}
