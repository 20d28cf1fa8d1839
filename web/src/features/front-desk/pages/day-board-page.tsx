// /admin/today (staff, decisions.md 57): the front desk's day. Arriving, in house and going home
// with each pet's needs and the desk's next step, the day's training sessions per trainer, and
// boarding against capacity. Other days can be looked at (the steps are for today).
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { ActionIcon, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPrinter } from '@tabler/icons-react';
import type { DayBooking } from '@common/day-board-schemas';
import { addCalendarDays, calendarDayOf } from '@common/business-time';
import { joinNames } from '@common/name-list';
import { ErrorState } from '../../../components/error-state';
import { LoadingView } from '../../../components/loading-view';
import { PageHeader } from '../../../components/page-header';
import { useDayBoard } from '../api/get-day-board';
import { clockTime } from '../components/clock-time';
import { DayBookingCard } from '../components/day-booking-card';
import { OccupancyChart } from '../components/occupancy-chart';
import { DayWaitlist } from '../components/day-waitlist';
import type { StepKind } from '../components/stay-step-dialog';
import { afterPageLoad } from '../../../lib/after-page-load';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The desk's two dialogs (with their forms, Modal, Select, file upload and zod schemas) are not
// part of the board's first screen: they load once the page has loaded, or on the first pointer or
// focus inside the board, whichever comes first, so a click finds them ready.
const StayStepDialog = lazyWithPreload(() =>
  import('../components/stay-step-dialog').then((module) => ({ default: module.StayStepDialog })),
);
const JournalDialog = lazyWithPreload(() => import('../components/journal-dialog').then((module) => ({ default: module.JournalDialog })));
const preloadDialogs = () => {
  void StayStepDialog.preload();
  void JournalDialog.preload();
};

type Section = { title: string; bookings: DayBooking[]; empty: string; steps: (booking: DayBooking) => StepKind[] };

export default function DayBoardPage() {
  const [date, setDate] = useState<string | null>(null);
  const board = useDayBoard(date);
  const [step, setStep] = useState<{ kind: StepKind; booking: DayBooking } | null>(null);
  // By id: the dialog follows the board as it refreshes (its rounds turn logged).
  const [journalFor, setJournalFor] = useState<number | null>(null);
  useEffect(() => {
    void afterPageLoad().then(preloadDialogs);
  }, []);

  // The board renders from a deferred copy of the answer: in a background pass that yields to the
  // browser every few milliseconds, not in one long task after the answer (as ListState does).
  const day = useDeferredValue(board.data);

  if (board.isError) return <ErrorState message="Could not load the day board." onRetry={() => void board.refetch()} />;
  if (!board.data || !day) return <LoadingView label="Loading the day..." />;
  const today = calendarDayOf(new Date(), day.timeZone);
  const isToday = day.date === today;
  const journalStay = journalFor === null ? null : (day.inHouse.find((booking) => booking.bookingId === journalFor) ?? null);
  const sections: Section[] = [
    {
      title: 'Arriving',
      bookings: day.arriving,
      empty: 'Nobody is expected.',
      steps: (booking) => (isToday ? ['check-in', ...(booking.late ? (['no-show'] as const) : [])] : []),
    },
    {
      title: 'In house',
      bookings: day.inHouse,
      empty: 'Nobody is staying.',
      steps: (booking) => (booking.status === 'checked_in' ? ['check-out'] : []),
    },
    {
      title: 'Going home',
      bookings: day.goingHome,
      empty: 'Nobody goes home.',
      steps: (booking) => (booking.status === 'checked_in' ? ['check-out'] : []),
    },
  ];

  return (
    <>
      <PageHeader
        title="Today"
        description={isToday ? `The front desk's day, ${day.date}.` : `The plan for ${day.date}.`}
        action={
          <Group gap="xs">
            <Button
              component="a"
              href={`/api/admin/day/run-sheet.pdf?date=${day.date}`}
              target="_blank"
              rel="noopener"
              variant="light"
              leftSection={<IconPrinter size={16} />}
            >
              Run sheet
            </Button>
            <ActionIcon variant="default" size="lg" aria-label="Previous day" onClick={() => setDate(addCalendarDays(day.date, -1))}>
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Button variant="default" onClick={() => setDate(null)} disabled={isToday}>
              Today
            </Button>
            <ActionIcon variant="default" size="lg" aria-label="Next day" onClick={() => setDate(addCalendarDays(day.date, 1))}>
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        }
      />
      <Stack gap="lg" onPointerOver={preloadDialogs} onFocus={preloadDialogs}>
        <Grid gap="md">
          {sections.map((section) => (
            <Grid.Col key={section.title} span={{ base: 12, md: 4 }}>
              <Card component="section" aria-label={section.title} padding="md">
                <Stack gap="sm">
                  <Title order={2} fz="lg">
                    {section.title} ({section.bookings.length})
                  </Title>
                  {section.bookings.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {section.empty}
                    </Text>
                  ) : (
                    section.bookings.map((booking) => (
                      <DayBookingCard
                        key={booking.bookingId}
                        booking={booking}
                        timeZone={day.timeZone}
                        steps={section.steps(booking)}
                        onStep={(kind, chosen) => setStep({ kind, booking: chosen })}
                        // The journal opens from In house only: Going home lists the same stays again.
                        onJournal={section.title === 'In house' ? (chosen) => setJournalFor(chosen.bookingId) : undefined}
                      />
                    ))
                  )}
                </Stack>
              </Card>
            </Grid.Col>
          ))}
        </Grid>
        <Card component="section" aria-label="Training" padding="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Training
            </Title>
            {day.training.length === 0 ? (
              <Text size="sm" c="dimmed">
                No sessions.
              </Text>
            ) : (
              day.training.map((group) => (
                <Stack key={group.trainer?.id ?? 'unassigned'} gap={4}>
                  <Text fw={600}>{group.trainer?.name ?? 'No trainer yet'}</Text>
                  {group.sessions.map((session) => (
                    <Text key={session.bookingId} size="sm">
                      {clockTime(session.startDate, day.timeZone)} to {clockTime(session.endDate, day.timeZone)}:{' '}
                      {joinNames(session.pets.map((pet) => pet.name))} ({session.owner.name}
                      {session.owner.phone ? `, ${session.owner.phone}` : ''})
                    </Text>
                  ))}
                </Stack>
              ))
            )}
          </Stack>
        </Card>
        <DayWaitlist waitlist={day.waitlist} timeZone={day.timeZone} />
        <Card padding="md">
          <OccupancyChart occupancy={day.occupancy} />
        </Card>
      </Stack>
      <Suspense fallback={null}>
        {journalStay && <JournalDialog booking={journalStay} onClose={() => setJournalFor(null)} />}
        {step && (
          <StayStepDialog
            kind={step.kind}
            bookingId={step.booking.bookingId}
            petNames={joinNames(step.booking.pets.map((pet) => pet.name))}
            onClose={() => setStep(null)}
          />
        )}
      </Suspense>
    </>
  );
}
