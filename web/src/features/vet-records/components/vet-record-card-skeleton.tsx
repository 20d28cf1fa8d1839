import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** A record card's shape while the list loads. */
export function VetRecordCardSkeleton() {
  return (
    <Card aria-hidden>
      <Stack gap="xs">
        <Skeleton h={20} w="45%" />
        <Group gap="lg">
          <Skeleton h={14} w={120} />
          <Skeleton h={14} w={140} />
          <Skeleton h={14} w={110} />
        </Group>
        <Skeleton h={22} w={100} mt={4} />
      </Stack>
    </Card>
  );
}
