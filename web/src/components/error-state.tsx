import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

type ErrorStateProps = {
  title?: ReactNode;
  /** What went wrong, usually errorMessage(error) from lib/api-client. */
  message?: ReactNode;
  /** Shows a 'Try again' button, e.g. () => query.refetch(). */
  onRetry?: () => void;
  /** The retry is under way: the button spins instead of taking more clicks. */
  retrying?: boolean;
};

/** What a page or list shows when its data could not be loaded. */
export function ErrorState({ title = 'Something went wrong', message, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <Paper withBorder p="xl" radius="lg" role="alert">
      <Stack align="center" gap="sm" ta="center" py="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={32} />
        </ThemeIcon>
        <Title order={3} fz="lg">
          {title}
        </Title>
        {message ? (
          <Text c="dimmed" maw={480}>
            {message}
          </Text>
        ) : null}
        {onRetry ? (
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry} loading={retrying} mt="xs">
            Try again
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
