// /trainer/clients: the pets a trainer works with (decisions.md 16), searchable by pet or
// owner name. Trainers only: anyone else is sent to /dashboard (page-roles.ts).
import { useState } from 'react';
import { SimpleGrid, Skeleton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { useClients } from '../../../lib/trainer-query';
import { ClientPetCard } from '../components/client-pet-card';

// Long enough not to ask the server per keystroke, short enough to feel live.
const SEARCH_DELAY_MS = 250;

export default function ClientsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const clients = useClients(debounced);

  return (
    <>
      <PageHeader title="Clients" description="The pets you train: their owners, open skills, next session and last report card." />
      <TextInput
        mb="md"
        label="Search clients"
        placeholder="Pet or owner name"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ListState
        query={clients}
        loading={{ count: 4, skeleton: <Skeleton height={150} radius="md" />, label: 'Loading clients' }}
        empty={
          debounced
            ? { icon: <IconSearch size={28} />, title: 'No matching clients', text: `No pet or owner matches "${debounced}".` }
            : {
                icon: <IconUsers size={28} />,
                title: 'No clients yet',
                text: 'Pets with a training booking, an assigned skill or an enrolment in your programs appear here.',
              }
        }
        errorTitle="Failed to fetch clients"
        container={(props) => <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" {...props} />}
      >
        {(list) => list.map((client) => <ClientPetCard key={client.pet.id} client={client} />)}
      </ListState>
    </>
  );
}
