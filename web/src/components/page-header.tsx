import type { ReactNode } from 'react';
import { Box, Group, Stack, Text, Title } from '@mantine/core';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The page's main action, shown on the right (below the title on narrow screens). */
  action?: ReactNode;
};

/** The one page-header pattern every page uses: title, short description, main action on the right. */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="xl" wrap="wrap">
      <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="md">
            {description}
          </Text>
        ) : null}
      </Stack>
      {action ? <Box style={{ flex: '0 0 auto' }}>{action}</Box> : null}
    </Group>
  );
}
