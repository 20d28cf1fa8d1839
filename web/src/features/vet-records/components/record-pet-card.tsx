import type { ReactNode } from 'react';
import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCat, IconDog, IconPaw } from '@tabler/icons-react';
import { sizeLabel } from '../../../../../common/pet-choices';
import type { Pet } from '../../../../../common/pet-schemas';

const TYPE_ICONS = { dog: IconDog, cat: IconCat, small_animal: IconPaw } as const;

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
  const TypeIcon = TYPE_ICONS[pet.petType] ?? IconPaw;
  return (
    <Card>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Avatar src={pet.profilePhoto} alt={`Photo of ${pet.name}`} size={88} radius="md" color="orange">
          <TypeIcon size={44} stroke={1.4} />
        </Avatar>
        <Stack gap="sm" style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="xl">
                {pet.name}
              </Title>
              <Text c="dimmed">{pet.breed}</Text>
            </div>
            {action}
          </Group>
          <Group gap="xl" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
            <Fact label="Age" value={pet.age === null ? 'Age unknown' : `${pet.age} ${pet.age === 1 ? 'year' : 'years'}`} />
            <Fact label="Size" value={sizeLabel(pet.petType, pet.size) ?? 'Size unknown'} />
            <Fact label="Medical Conditions" value={pet.medicalConditions || 'None known'} />
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
