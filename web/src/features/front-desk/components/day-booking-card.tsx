// One booking on the day board (decisions.md 57): its pets with what they need today, the owner to
// call, what is still to pay, and the desk's next step.
import { Anchor, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import type { DayBooking } from '@common/day-board-schemas';
import { calendarDayOf } from '@common/business-time';
import { formatCents } from '@common/money';
import { joinNames } from '@common/name-list';
import { clockTime } from './clock-time';
import type { StepKind } from './stay-step-dialog';

type Props = {
  booking: DayBooking;
  timeZone: string;
  /** The desk's steps for this list: check in, check out, no-show. */
  steps: StepKind[];
  onStep: (kind: StepKind, booking: DayBooking) => void;
  /** Opens the stay journal (a checked-in stay). */
  onJournal?: (booking: DayBooking) => void;
};

type Alert = { text: string; color?: string };
const ROUND_WORDS = { due: 'due now', overdue: 'not yet logged', logged: 'logged', later: '' } as const;
const ROUND_COLORS = { due: 'orange', overdue: 'red', logged: 'dimmed', later: undefined } as const;

/** A pet's alerts: medical, then the day's rounds against the journal once checked in, else the care lines. */
function alertsOf(pet: DayBooking['pets'][number]): Alert[] {
  const rounds: Alert[] =
    pet.rounds.length > 0
      ? pet.rounds.map((round) => ({
          text: `${round.kind === 'meal' ? 'Feed' : 'Give'} ${round.label} at ${round.time}${round.state === 'later' ? '' : `, ${ROUND_WORDS[round.state]}`}`,
          color: ROUND_COLORS[round.state],
        }))
      : [...pet.medicationsDue.map((dose) => ({ text: `Give ${dose}` })), ...pet.meals.map((meal) => ({ text: `Feed ${meal}` }))];
  return [
    ...(pet.medicalConditions ? [{ text: `Medical: ${pet.medicalConditions}` }] : []),
    ...rounds,
    ...(pet.careChangedDuringStay ? [{ text: 'Care instructions changed during the stay', color: 'orange' }] : []),
  ];
}

const STEP_LABELS: Record<StepKind, string> = { 'check-in': 'Check in', 'check-out': 'Check out', 'no-show': 'No-show' };

export function DayBookingCard({ booking, timeZone, steps, onStep, onJournal }: Props) {
  const names = joinNames(booking.pets.map((pet) => pet.name));
  const startDay = calendarDayOf(new Date(booking.startDate), timeZone);
  const endDay = calendarDayOf(new Date(booking.endDate), timeZone);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`${names}, booking ${booking.bookingId}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>{names}</Text>
            <Text size="xs" c="dimmed">
              {booking.serviceType === 'daycare' ? 'Daycare' : 'Boarding'} · {startDay} {clockTime(booking.startDate, timeZone)} to {endDay}{' '}
              {clockTime(booking.endDate, timeZone)}
            </Text>
          </Stack>
          <Group gap={4}>
            {booking.late && <Badge color="orange">Late</Badge>}
            {booking.balanceCents > 0 && <Badge color="yellow">Due {formatCents(booking.balanceCents)}</Badge>}
            {booking.vaccinationProblems.length > 0 && <Badge color="red">Vaccinations</Badge>}
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{booking.owner.name}</Text>
          {booking.owner.phone && (
            <Anchor href={`tel:${booking.owner.phone}`} size="sm">
              <Group gap={2} component="span" wrap="nowrap">
                <IconPhone size={14} /> {booking.owner.phone}
              </Group>
            </Anchor>
          )}
        </Group>
        {booking.staffNotes.map((note) => (
          <Text key={note} size="sm" fw={500} c="grape">
            Staff note: {note}
          </Text>
        ))}
        {booking.pets.map((pet) => {
          const alerts = alertsOf(pet);
          return alerts.length > 0 ? (
            <Stack key={pet.id} gap={2}>
              {booking.pets.length > 1 && (
                <Text size="sm" fw={500}>
                  {pet.name}
                </Text>
              )}
              <List size="sm" spacing={0}>
                {alerts.map((alert) => (
                  <List.Item key={alert.text} c={alert.color}>
                    {alert.text}
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : null;
        })}
        {booking.vaccinationProblems.map((problem) => (
          <Text key={problem} size="sm" c="red">
            {problem}
          </Text>
        ))}
        {booking.checkIn?.belongings && <Text size="sm">Belongings: {booking.checkIn.belongings}</Text>}
        {booking.notes && (
          <Text size="sm" c="dimmed">
            Owner's note: {booking.notes}
          </Text>
        )}
        {(steps.length > 0 || (onJournal && booking.status === 'checked_in')) && (
          <Group gap="xs" justify="flex-end">
            {onJournal && booking.status === 'checked_in' && (
              <Button size="xs" variant="light" onClick={() => onJournal(booking)} aria-label={`Journal for ${names}`}>
                Journal
              </Button>
            )}
            {steps.map((kind) => (
              <Button
                key={kind}
                size="xs"
                variant={kind === 'no-show' ? 'subtle' : 'filled'}
                color={kind === 'no-show' ? 'red' : undefined}
                onClick={() => onStep(kind, booking)}
                aria-label={`${STEP_LABELS[kind]} ${names}`}
              >
                {STEP_LABELS[kind]}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
