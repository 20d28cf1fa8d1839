// One pet's enrolment: the program, the version the pet follows (decisions.md 13: it stays
// pinned when the author publishes a change) and when it started. With `showCurriculum` the
// pinned version's curriculum opens below, in the catalogue's own detail view. A priced program's
// unpaid enrolment shows "Awaiting payment" with "Pay now" (decisions.md 72); each has Withdraw.
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Card, Collapse, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { Enrollment } from '@common/program-schemas';
import { paths } from '../../../app/paths';
import { formatDate, formatMoney } from '../../../lib/format';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { WithdrawEnrollment } from './withdraw-enrollment';

// The curriculum is drawn only when opened: its code loads then, or when a pointer or focus
// reaches View curriculum.
const ProgramDetail = lazyWithPreload(() =>
  import('../../../components/program-detail/program-detail').then((module) => ({ default: module.ProgramDetail })),
);

type EnrollmentCardProps = { enrollment: Enrollment; showCurriculum?: boolean };

export function EnrollmentCard({ enrollment, showCurriculum = false }: EnrollmentCardProps) {
  const [open, setOpen] = useState(false);
  const newer = enrollment.latestVersion > enrollment.version;
  const awaitingPayment = enrollment.paymentStatus === 'pending';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`${enrollment.petName}: ${enrollment.program.title}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text size="sm" c="dimmed">
            {enrollment.petName}
          </Text>
          <Text fw={600}>{enrollment.program.title}</Text>
          <Group gap="xs">
            {awaitingPayment ? (
              <Badge color="orange" variant="light">
                Awaiting payment
              </Badge>
            ) : null}
            <Badge variant="light">Version {enrollment.version}</Badge>
            {newer ? (
              <Text size="sm" c="dimmed">
                A newer version {enrollment.latestVersion} exists; {enrollment.petName} keeps following version {enrollment.version}.
              </Text>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {awaitingPayment
              ? `${formatMoney(enrollment.priceCents)} to pay; enrolled once paid.`
              : `Enrolled on ${formatDate(enrollment.createdAt)}`}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {awaitingPayment ? (
            <Button component={Link} to={paths.checkoutEnrollment(enrollment.id)} size="sm">
              Pay now
            </Button>
          ) : null}
          <WithdrawEnrollment enrollment={enrollment} />
          {showCurriculum ? (
            <Button
              variant="light"
              size="sm"
              onClick={() => setOpen((value) => !value)}
              onPointerEnter={ProgramDetail.preload}
              onFocus={ProgramDetail.preload}
              aria-expanded={open}
              rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            >
              {open ? 'Hide curriculum' : 'View curriculum'}
            </Button>
          ) : (
            <Button component={Link} to={paths.petTraining(enrollment.petId)} variant="light" size="sm">
              View {enrollment.petName}'s training
            </Button>
          )}
        </Group>
      </Group>
      {showCurriculum ? (
        <Collapse expanded={open} mt={open ? 'md' : 0}>
          {open ? (
            <Suspense fallback={<Skeleton height={240} radius="md" role="status" aria-label="Loading the curriculum" />}>
              <ProgramDetail program={enrollment.program} />
            </Suspense>
          ) : null}
        </Collapse>
      ) : null}
    </Card>
  );
}

/** A text line's height, for a skeleton line: an invisible line of the same size. */
const line = (size: 'sm' | 'md') => (
  <Text size={size} aria-hidden>
    {'\u00a0'}
  </Text>
);

/**
 * The card's loading stand-in, laid out as the card is (the same rows, and on a phone the buttons
 * wrapped under them) so that the page below does not move when the enrolments arrive.
 */
export function EnrollmentCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Skeleton width="25%">{line('sm')}</Skeleton>
          <Skeleton width="60%">{line('md')}</Skeleton>
          <Skeleton width={80} height={20} radius="xl" />
          <Skeleton width="45%">{line('sm')}</Skeleton>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Skeleton width={96} height={36} />
          <Skeleton width={170} height={36} />
        </Group>
      </Group>
    </Card>
  );
}
