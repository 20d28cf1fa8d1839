import { Suspense } from 'react';
import { Button, SimpleGrid } from '@mantine/core';
import { IconPaw, IconPlus } from '@tabler/icons-react';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { usePets } from '../../../lib/pet-query';
import { PetCard } from '../components/pet-card';
import { PetCardSkeleton } from '../components/pet-card-skeleton';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';

// decisions.md 31 (prices): three placeholder cards while the list loads.
const SKELETON_CARDS = 3;
const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };

// The add-pet form (a stepper, selects, number inputs, the photo picker) is a third of the page's
// JavaScript and most visits never open it: it loads when the pointer or focus reaches an Add
// button, and is mounted closed from then on so that it opens and closes with its transitions.
const PetFormDialog = lazyWithPreload(() => import('../components/pet-form-dialog').then((module) => ({ default: module.PetFormDialog })));

export default function PetsPage() {
  const addDialog = useLazyDialog(PetFormDialog.preload);
  const pets = usePets();

  return (
    <>
      <PageHeader
        title="My Furry Friends"
        description="Manage your pet profiles and track their training journey"
        action={
          <Button leftSection={<IconPlus size={18} />} {...addDialog.triggerProps}>
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
            <Button leftSection={<IconPlus size={18} />} {...addDialog.triggerProps}>
              Add Your First Pet
            </Button>
          ),
        }}
        container={(props) => <SimpleGrid cols={GRID_COLUMNS} spacing="lg" {...props} />}
      >
        {(items) => items.map((pet) => <PetCard key={pet.id} pet={pet} />)}
      </ListState>
      {addDialog.mounted ? (
        <Suspense fallback={null}>
          <PetFormDialog opened={addDialog.opened} onClose={addDialog.close} />
        </Suspense>
      ) : null}
    </>
  );
}
