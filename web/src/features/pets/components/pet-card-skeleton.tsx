import { Card, Skeleton, Stack } from '@mantine/core';
import { PET_CARD_PHOTO_HEIGHT } from './pet-card';

/** A pet card's shape while the list loads. */
export function PetCardSkeleton() {
  return (
    <Card aria-hidden>
      <Card.Section>
        <Skeleton h={PET_CARD_PHOTO_HEIGHT} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Skeleton h={20} w="60%" />
        <Skeleton h={14} w="40%" />
        <Skeleton h={14} w="35%" />
        <Skeleton h={36} mt="sm" />
      </Stack>
    </Card>
  );
}
