import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred spinner with a line of text, for a page waiting on its main record. */
export function LoadingView({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
