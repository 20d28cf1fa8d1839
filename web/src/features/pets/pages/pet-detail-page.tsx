import { Suspense, useState } from 'react';
import { Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ListLoading } from '../../../components/list-state';
import { LoadingView } from '../../../components/loading-view';
import { usePet } from '../../../lib/pet-query';
import { useUser } from '../../../lib/session';
import { useLeaveOnFailure } from '../../../lib/use-leave-on-failure';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { PetDashboardCard } from '../components/pet-dashboard-card';
import { PetProfileCard } from '../components/pet-profile-card';

// Care and vaccinations, below the first screen, come after the page's load (decisions.md 103).
const PetMoreCards = lazyAfterPageLoad(() => import('../components/pet-more-cards').then((module) => ({ default: module.PetMoreCards })));
const moreCardsLoading = (
  <ListLoading loading={{ count: 1, skeleton: <Skeleton h={160} radius="md" />, label: 'Loading care and vaccinations' }} />
);

// The edit form (fields, selects, a date picker, its schema) stays mounted closed so that it opens
// with its transition; its code waits for the page to load, or for the Edit button.
const PetFormDialog = lazyAfterPageLoad(() =>
  import('../components/pet-form-dialog').then((module) => ({ default: module.PetFormDialog })),
);
const editIntent = { onPointerEnter: PetFormDialog.preload, onFocus: PetFormDialog.preload };
// The Delete question (Mantine's Modal) likewise: after the page, or on the Delete button's intent.
const DeletePetDialog = lazyAfterPageLoad(() =>
  import('../components/delete-pet-dialog').then((module) => ({ default: module.DeletePetDialog })),
);
const deleteIntent = { onPointerEnter: DeletePetDialog.preload, onFocus: DeletePetDialog.preload };

export default function PetDetailPage() {
  const { petId = '' } = useParams();
  const pet = usePet(petId);
  const user = useUser();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The product (decisions.md 32): a pet that cannot be loaded (missing, not yours, server down) sends the owner back
  // to the list with a toast. `leaving` is also set after a delete.
  const leaving = useLeaveOnFailure(pet.isError, {
    title: 'Error',
    message: 'Could not load pet details. Please try again.',
    to: paths.pets,
  });

  if (!pet.data) return <LoadingView label="Loading pet details..." />;
  // Only the owner and the pet's client trainers can read it (decisions.md 16), and everything
  // here (edit, delete, photo, booking, vaccinations) is the owner's: a trainer saving any of it
  // got 'The pet was not found'. Their page for the pet is the client page; replace this entry so
  // Back does not bounce them here again. (The signed-in layout has loaded the user already.)
  if (user.data && pet.data.ownerId !== user.data.id) return <Navigate to={paths.trainerClient(pet.data.id)} replace />;

  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to={paths.pets} variant="subtle" leftSection={<IconArrowLeft size={16} />} px="xs">
          Back to Pets
        </Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <PetProfileCard
            pet={pet.data}
            onEdit={() => {
              void PetFormDialog.preload();
              setEditing(true);
            }}
            editIntent={editIntent}
            onDelete={() => {
              void DeletePetDialog.preload();
              setDeleting(true);
            }}
            deleteIntent={deleteIntent}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <PetDashboardCard pet={pet.data} />
        </Grid.Col>
      </Grid>
      <Suspense fallback={moreCardsLoading}>
        <PetMoreCards pet={pet.data} />
      </Suspense>
      <Suspense fallback={null}>
        <PetFormDialog opened={editing} onClose={() => setEditing(false)} pet={pet.data} />
      </Suspense>
      <Suspense fallback={null}>
        <DeletePetDialog
          opened={deleting}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            leaving.current = true;
          }}
          pet={pet.data}
        />
      </Suspense>
    </Stack>
  );
}
