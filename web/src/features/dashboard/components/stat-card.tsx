import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core';

type StatCardProps = {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color: MantineColor;
  /** A line under the value: context or a link. */
  footer?: ReactNode;
  /** Smaller for long values such as a date. */
  valueSize?: number;
};

/** One dashboard figure: label, big value, icon. */
export function StatCard({ label, value, icon, color, footer, valueSize = 28 }: StatCardProps) {
  return (
    <Card padding="lg" h="100%" role="group" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.04em' }}>
            {label}
          </Text>
          <Text fw={800} fz={valueSize} lh={1.2}>
            {value}
          </Text>
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={color} style={{ flex: '0 0 auto' }}>
          {icon}
        </ThemeIcon>
      </Group>
      {footer ? <div style={{ marginTop: 12 }}>{footer}</div> : null}
    </Card>
  );
}

export function StatCardSkeleton() {
  return (
    <Card padding="lg" h="100%">
      <Group justify="space-between" align="flex-start">
        <Stack gap={10}>
          <Skeleton height={10} width={90} />
          <Skeleton height={26} width={60} />
        </Stack>
        <Skeleton height={44} width={44} radius="md" />
      </Group>
      <Skeleton height={8} mt={16} width="70%" />
    </Card>
  );
}
