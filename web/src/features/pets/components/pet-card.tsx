import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCake, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Pet } from '@common/pet-schemas';
import { paths } from '../../../app/paths';
import { petAgeText } from '../../../lib/pet-text';
import { PetPhoto } from './pet-photo';
import { VaccinesDueBadge } from './vaccines-due-badge';

export const PET_CARD_PHOTO_HEIGHT = 200;

/** One pet in the grid on /pets. */
export function PetCard({ pet }: { pet: Pet }) {
  return (
    <Card component="article" aria-label={pet.name} h="100%">
      <Card.Section>
        <PetPhoto pet={pet} height={PET_CARD_PHOTO_HEIGHT} />
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="lg" lineClamp={1}>
            {pet.name}
          </Title>
          {pet.temperament ? (
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {pet.temperament}
            </Badge>
          ) : null}
        </Group>
        <Text c="dimmed" size="sm" lineClamp={1}>
          {pet.breed}
        </Text>
        <Group gap={6} c="dimmed">
          <IconCake size={16} aria-hidden />
          <Text size="sm">{petAgeText(pet.age)}</Text>
        </Group>
        <VaccinesDueBadge petId={pet.id} />
      </Stack>
      <Button component={Link} to={paths.pet(pet.id)} variant="light" fullWidth mt="md" rightSection={<IconChevronRight size={16} />}>
        View Profile
      </Button>
    </Card>
  );
}
