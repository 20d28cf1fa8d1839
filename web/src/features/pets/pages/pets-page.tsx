import { useState } from 'react';
import { Button, SimpleGrid } from '@mantine/core';
import { IconPaw, IconPlus } from '@tabler/icons-react';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { usePets } from '../../../lib/pet-query';
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
      <ListState
        query={pets}
        loading={{ count: SKELETON_CARDS, skeleton: <PetCardSkeleton />, label: 'Loading pets' }}
        errorTitle="Failed to fetch pets"
        empty={{
          icon: <IconPaw size={32} />,
          title: 'No Pets Added Yet',
          text: "Add your pet's profile to book stays, track training and keep vet records in one place.",
          action: (
            <Button leftSection={<IconPlus size={18} />} onClick={openAddDialog}>
              Add Your First Pet
            </Button>
          ),
        }}
        container={(props) => <SimpleGrid cols={GRID_COLUMNS} spacing="lg" {...props} />}
      >
        {(items) => items.map((pet) => <PetCard key={pet.id} pet={pet} />)}
      </ListState>
      <PetFormDialog opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
