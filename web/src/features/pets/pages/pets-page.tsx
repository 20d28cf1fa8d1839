import { useState } from 'react';
import { Button, SimpleGrid } from '@mantine/core';
import { IconPaw, IconPlus } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { usePets } from '../api/get-pets';
import { PetCard } from '../components/pet-card';
import { PetCardSkeleton } from '../components/pet-card-skeleton';
import { PetFormDialog } from '../components/pet-form-dialog';

// SPEC section 9: three placeholder cards while the list loads.
const SKELETON_CARDS = 3;
const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };

export default function PetsPage() {
  const [adding, setAdding] = useState(false);
  const pets = usePets();
  const openAddDialog = () => setAdding(true);

  return (
    <>
      <PageHeader
        title="My Furry Friends"
        description="Manage your pet profiles and track their training journey"
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={openAddDialog}>
            Add Pet
          </Button>
        }
      />
      {pets.isPending ? (
        <SimpleGrid cols={GRID_COLUMNS} spacing="lg" aria-busy="true" aria-label="Loading pets">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <PetCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      ) : pets.isError ? (
        <ErrorState title="Failed to fetch pets" message={errorMessage(pets.error)} onRetry={() => pets.refetch()} />
      ) : pets.data.length === 0 ? (
        <EmptyState
          icon={<IconPaw size={32} />}
          title="No Pets Added Yet"
          text="Add your pet's profile to book stays, track training and keep vet records in one place."
          action={
            <Button leftSection={<IconPlus size={18} />} onClick={openAddDialog}>
              Add Your First Pet
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
          {pets.data.map((pet) => (
            <PetCard key={pet.id} pet={pet} />
          ))}
        </SimpleGrid>
      )}
      <PetFormDialog opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
