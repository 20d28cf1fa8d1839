import { Suspense, useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconId, IconPaw, IconPlus, IconStethoscope } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { VetRecord } from '@common/pet-schemas';
import { paths } from '../../../app/paths';
import { ListState } from '../../../components/list-state';
import { LoadingView } from '../../../components/loading-view';
import { usePet } from '../../../lib/pet-query';
import { useUser } from '../../../lib/session';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { useLeaveOnFailure } from '../../../lib/use-leave-on-failure';
import { useVetRecords } from '../api/get-vet-records';
import { RecordPetCard } from '../components/record-pet-card';
import { VetRecordCard } from '../components/vet-record-card';
import { VetRecordCardSkeleton } from '../components/vet-record-card-skeleton';

// The dialogs (the record's form with its date pickers and checks, the vaccination's, the delete
// confirmation) come after the page's load, or at once when one is asked for (decisions.md 103).
const VetRecordDialog = lazyAfterPageLoad(() =>
  import('../components/vet-record-dialog').then((module) => ({ default: module.VetRecordDialog })),
);
const DeleteVetRecordDialog = lazyAfterPageLoad(() =>
  import('../components/delete-vet-record-dialog').then((module) => ({ default: module.DeleteVetRecordDialog })),
);
const VaccinationDialog = lazyAfterPageLoad(() =>
  import('../../../components/vaccinations/vaccination-dialog').then((module) => ({ default: module.VaccinationDialog })),
);

// decisions.md 31 (prices): three placeholder record cards while the list loads.
const SKELETON_CARDS = 3;

type Editor = { open: false } | { open: true; record: VetRecord | null };

export default function VetRecordsPage() {
  const { petId = '' } = useParams();
  const pet = usePet(petId);
  const user = useUser();
  const records = useVetRecords(petId);
  const [editor, setEditor] = useState<Editor>({ open: false });
  const [deleting, setDeleting] = useState<VetRecord | null>(null);
  const [vaccinationFrom, setVaccinationFrom] = useState<VetRecord | null>(null);
  useLeaveOnFailure(pet.isError, {
    title: 'Error',
    message: 'Could not load pet details. Please try again.',
    to: paths.pets,
  });

  if (!pet.data) return <LoadingView label="Loading pet details..." />;

  const numericPetId = pet.data.id;
  // Besides the owner, only the pet's client trainers can read these records (decisions.md 1
  // and 16), and they may not change them: for them the page is read-only and leads back to their
  // client page, not to the owner's pages. (The signed-in layout has loaded the user already.)
  const isOwner = user.data?.id === pet.data.ownerId;
  const edit = (record: VetRecord | null) => {
    void VetRecordDialog.preload();
    setEditor({ open: true, record });
  };
  const addRecord = () => edit(null);

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Button
          component={Link}
          to={isOwner ? paths.pet(numericPetId) : paths.trainerClient(numericPetId)}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          px="xs"
        >
          {isOwner ? 'Back to Pet Profile' : 'Back to Client Profile'}
        </Button>
        <Button
          component={Link}
          to={isOwner ? paths.pets : paths.trainerClients}
          variant="subtle"
          color="gray"
          leftSection={<IconPaw size={16} />}
          px="xs"
        >
          {isOwner ? 'All Pets' : 'All Clients'}
        </Button>
      </Group>
      <RecordPetCard
        pet={pet.data}
        action={
          isOwner ? (
            <Button component={Link} to={paths.pet(numericPetId)} variant="light" size="xs" leftSection={<IconId size={16} />}>
              View Full Profile
            </Button>
          ) : undefined
        }
      />

      <Group justify="space-between" align="center">
        <Title order={2} fz="xl">
          Veterinary Records
        </Title>
        {isOwner ? (
          <Button leftSection={<IconPlus size={18} />} onClick={addRecord}>
            Add Record
          </Button>
        ) : null}
      </Group>

      <ListState
        query={records}
        loading={{ count: SKELETON_CARDS, skeleton: <VetRecordCardSkeleton />, label: 'Loading veterinary records' }}
        errorTitle="Failed to fetch veterinary records"
        empty={{
          icon: <IconStethoscope size={32} />,
          title: 'No Records Found',
          text: 'There are no veterinary records for this pet yet.',
          action: isOwner ? (
            <Button leftSection={<IconPlus size={18} />} onClick={addRecord}>
              Add First Record
            </Button>
          ) : undefined,
        }}
      >
        {(items) =>
          items.map((record) => (
            <VetRecordCard
              key={record.id}
              record={record}
              {...(isOwner
                ? {
                    onEdit: () => edit(record),
                    onDelete: () => {
                      void DeleteVetRecordDialog.preload();
                      setDeleting(record);
                    },
                    onAddVaccination: () => {
                      void VaccinationDialog.preload();
                      setVaccinationFrom(record);
                    },
                  }
                : {})}
            />
          ))
        }
      </ListState>

      <Suspense fallback={null}>
        <VetRecordDialog
          petId={numericPetId}
          opened={editor.open}
          record={editor.open ? editor.record : null}
          onClose={() => setEditor({ open: false })}
        />
      </Suspense>
      <Suspense fallback={null}>
        <DeleteVetRecordDialog petId={numericPetId} record={deleting} onClose={() => setDeleting(null)} />
      </Suspense>
      <Suspense fallback={null}>
        {vaccinationFrom ? (
          <VaccinationDialog
            pet={pet.data}
            opened
            onClose={() => setVaccinationFrom(null)}
            prefill={{
              givenOn: vaccinationFrom.visitDate ?? vaccinationFrom.date,
              clinic: vaccinationFrom.clinicName ?? '',
              vetRecordId: vaccinationFrom.id,
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
