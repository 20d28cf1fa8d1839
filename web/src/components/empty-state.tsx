import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

type EmptyStateProps = {
  /** A @tabler/icons-react icon element, e.g. <IconPaw />. */
  icon: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** The one clear next step, usually a Button. */
  action?: ReactNode;
  /** Drop the border when the empty state sits inside another card. */
  withBorder?: boolean;
};

/** What a list shows when it has nothing in it: icon, title, a line of text and one action. */
export function EmptyState({ icon, title, text, action, withBorder = true }: EmptyStateProps) {
  return (
    <Paper
      withBorder={withBorder}
      p="xl"
      radius="lg"
      bg={withBorder ? undefined : 'transparent'}
      style={withBorder ? { borderStyle: 'dashed' } : undefined}
    >
      <Stack align="center" gap="sm" ta="center" py="md">
        <ThemeIcon size={64} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {text ? (
          <Text c="dimmed" maw={420}>
            {text}
          </Text>
        ) : null}
        {action ? <div style={{ marginTop: 8 }}>{action}</div> : null}
      </Stack>
    </Paper>
  );
}
