// One program in a list: thumbnail, title, difficulty, description, weeks, lessons and price in
// dollars from cents. The whole card opens the program; its button does the same for keyboards.
import { Link } from 'react-router';
import { useNavigate } from '../../../app/routing/use-navigate';
import { Badge, Button, Card, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import type { ProgramSummary } from '@common/program-schemas';
import { formatMoney } from '../../../lib/format';
import { difficultyBadge, plural } from '../../../lib/program-query';

export function ProgramCard({ program, to }: { program: ProgramSummary; to: string }) {
  const navigate = useNavigate();
  const badge = difficultyBadge(program.difficulty);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={program.title}
      onClick={() => void navigate(to)}
      style={{ cursor: 'pointer', display: 'flex', flexDirection: 'column' }}
    >
      {program.thumbnail ? (
        <Card.Section mb="sm">
          <Image src={program.thumbnail} alt="" h={140} fit="cover" />
        </Card.Section>
      ) : null}
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} lh={1.3}>
            {program.title}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {program.published ? null : (
              <Badge color="gray" variant="outline">
                Draft
              </Badge>
            )}
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {program.description}
        </Text>
        <Group gap="xs" mt="auto" c="dimmed">
          <Text size="sm">{plural(program.durationWeeks, 'week')}</Text>
          <Text size="sm">·</Text>
          <Text size="sm">{plural(program.lessonCount, 'lesson')}</Text>
        </Group>
        <Group justify="space-between" align="center">
          <Text fw={700}>{formatMoney(program.price)}</Text>
          <Button component={Link} to={to} variant="light" size="sm" onClick={(event) => event.stopPropagation()}>
            View Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The card's loading stand-in, the same size. */
export function ProgramCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Skeleton radius="sm" height={20} width="70%" />
        <Skeleton radius="sm" height={12} />
        <Skeleton radius="sm" height={12} width="85%" />
        <Skeleton radius="sm" height={28} width="40%" />
      </Stack>
    </Card>
  );
}
