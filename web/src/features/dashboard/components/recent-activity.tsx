import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconActivity,
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  IconPlus,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NotificationType } from '@common/notification-types';
import type { RecentActivityItem } from '@common/dashboard-schemas';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/empty-state';
import { formatRelativeTime } from '../../../lib/format';
import { TestNotificationButton } from './test-notification-button';

const typeLook: Record<NotificationType, { icon: TablerIcon; color: string }> = {
  info: { icon: IconInfoCircle, color: 'blue' },
  success: { icon: IconCircleCheck, color: 'teal' },
  warning: { icon: IconAlertTriangle, color: 'yellow' },
  error: { icon: IconAlertCircle, color: 'red' },
};

function ActivityRow({ item }: { item: RecentActivityItem }) {
  const { icon: Icon, color } = typeLook[item.type] ?? typeLook.info;
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" py="sm">
      <ThemeIcon size={36} radius="xl" variant="light" color={color} style={{ flex: '0 0 auto' }}>
        <Icon size={18} />
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={item.isRead ? 500 : 700} size="sm">
            {item.title}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatRelativeTime(item.createdAt)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {item.message}
        </Text>
      </div>
    </Group>
  );
}

/** The latest notifications, newest first; or an invitation to get started. */
export function RecentActivity({ items }: { items: RecentActivityItem[] }) {
  return (
    <Card padding="lg" h="100%" component="section" aria-labelledby="recent-activity-heading">
      <Group justify="space-between" gap="sm" mb="xs">
        <Title order={2} fz="lg" id="recent-activity-heading">
          Recent Activity
        </Title>
        <TestNotificationButton />
      </Group>
      {items.length === 0 ? (
        <EmptyState
          withBorder={false}
          icon={<IconActivity size={30} />}
          title="No recent activity"
          text="Updates about your pets, bookings and training will show up here."
          action={
            <Button component={Link} to={paths.pets} leftSection={<IconPlus size={16} />}>
              Add your first pet
            </Button>
          }
        />
      ) : (
        <Stack gap={0}>
          {items.map((item, index) => (
            <div key={item.id} style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}>
              <ActivityRow item={item} />
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function RecentActivitySkeleton() {
  return (
    <Card padding="lg" h="100%">
      <Skeleton height={16} width={140} mb="lg" />
      {[0, 1, 2].map((key) => (
        <Group key={key} gap="md" py="sm" wrap="nowrap">
          <Skeleton height={36} width={36} circle />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={10} width="40%" />
            <Skeleton height={8} width="80%" />
          </Stack>
        </Group>
      ))}
    </Card>
  );
}
