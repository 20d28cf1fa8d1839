import type { ReactNode } from 'react';
import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Pet } from '@common/pet-schemas';
import { PetTypeIcon } from '../../../components/pet-type-icon';
import { petAgeInYears, petSizeText } from '../../../lib/pet-text';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** Whose records these are: photo, name, breed, age, size and known conditions. */
export function RecordPetCard({ pet, action }: { pet: Pet; action?: ReactNode }) {
  return (
    <Card>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Avatar src={pet.profilePhoto} alt={`Photo of ${pet.name}`} size={88} radius="md" color="orange">
          <PetTypeIcon petType={pet.petType} size={44} stroke={1.4} />
        </Avatar>
        <Stack gap="sm" style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Title order={1} fz="xl">
                {pet.name}
              </Title>
              <Text c="dimmed">{pet.breed}</Text>
            </div>
            {action}
          </Group>
          <Group gap="xl" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
            <Fact label="Age" value={petAgeInYears(pet.age)} />
            <Fact label="Size" value={petSizeText(pet)} />
            <Fact label="Medical Conditions" value={pet.medicalConditions || 'None known'} />
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
