import { useEffect, useRef, useState } from 'react';
import { Button, Center, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { showErrorToast } from '../../../lib/toasts';
import { usePet } from '../api/get-pet';
import { DeletePetDialog } from '../components/delete-pet-dialog';
import { PetDashboardCard } from '../components/pet-dashboard-card';
import { PetFormDialog } from '../components/pet-form-dialog';
import { PetProfileCard } from '../components/pet-profile-card';

export default function PetDetailPage() {
  const { petId = '' } = useParams();
  const pet = usePet(petId);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Set once the page is leaving on its own (after the failure toast, or after a delete).
  const leaving = useRef(false);

  // SPEC: a pet that cannot be loaded (missing, not yours, server down) sends the owner back
  // to the list with a toast.
  const failed = pet.isError;
  useEffect(() => {
    if (!failed || leaving.current) return;
    leaving.current = true;
    showErrorToast('Error', 'Could not load pet details. Please try again.');
    navigate(paths.pets, { replace: true });
  }, [failed, navigate]);

  if (!pet.data) {
    return (
      <Center py={80}>
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">Loading pet details...</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to={paths.pets} variant="subtle" leftSection={<IconArrowLeft size={16} />} px="xs">
          Back to Pets
        </Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <PetProfileCard pet={pet.data} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <PetDashboardCard pet={pet.data} />
        </Grid.Col>
      </Grid>
      <PetFormDialog opened={editing} onClose={() => setEditing(false)} pet={pet.data} />
      <DeletePetDialog
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          leaving.current = true;
        }}
        pet={pet.data}
      />
    </Stack>
  );
}
