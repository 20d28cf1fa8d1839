// A pet's whole story, newest first (GET /api/pets/:petId/timeline): sessions, assessments,
// report cards (with their rating, photos and videos), skill steps, vet visits, bookings and stay
// journal entries.
// Shared: the owner's pet page (Timeline tab) and the trainer's client page both show it.
import type { ReactNode } from 'react';
import { Anchor, Rating, Skeleton, Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconCalendarEvent,
  IconClipboardHeart,
  IconNotebook,
  IconNotes,
  IconSchool,
  IconStethoscope,
  IconTargetArrow,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../lib/format';
import { usePetReportCards, usePetTimeline } from '../../lib/trainer-query';
import type { ReportCard, TimelineKind } from '@common/trainer-schemas';
import { ListState } from '../list-state';
import { ReportCardMediaGrid } from './report-card-media';

const KINDS: Record<TimelineKind, { icon: TablerIcon; color: string; label: string }> = {
  session: { icon: IconSchool, color: 'teal', label: 'Training session' },
  assessment: { icon: IconClipboardHeart, color: 'grape', label: 'Assessment' },
  report_card: { icon: IconNotes, color: 'orange', label: 'Report card' },
  skill_step: { icon: IconTargetArrow, color: 'blue', label: 'Skill progress' },
  vet_visit: { icon: IconStethoscope, color: 'red', label: 'Vet visit' },
  booking: { icon: IconCalendarEvent, color: 'gray', label: 'Booking' },
  journal: { icon: IconNotebook, color: 'cyan', label: 'Stay journal' },
};

type Props = {
  petId: number;
  /** A control under each report card (the owner's "Ask about this", decisions.md 63). */
  reportCardAction?: (card: ReportCard) => ReactNode;
};

export function PetTimeline({ petId, reportCardAction }: Props) {
  const timeline = usePetTimeline(petId);
  // Report card entries carry only their id; the cards themselves have the rating and media.
  const cards = usePetReportCards(petId);
  const cardById = new Map((cards.data ?? []).map((card) => [card.id, card]));

  return (
    <ListState
      query={timeline}
      loading={{ count: 3, skeleton: <Skeleton height={60} radius="md" />, label: 'Loading timeline' }}
      empty={{
        icon: <IconNotes size={28} />,
        title: 'Nothing here yet',
        text: 'Sessions, assessments, report cards, skill steps and vet visits will appear here.',
      }}
      errorTitle="Failed to fetch timeline"
    >
      {(entries) => (
        <Timeline bulletSize={32} lineWidth={2} aria-label="Timeline">
          {entries.map((entry) => {
            const kind = KINDS[entry.kind] ?? KINDS.booking;
            const Icon = kind.icon;
            const card = entry.kind === 'report_card' ? cardById.get(entry.id) : undefined;
            // The summary of a report card is its rating and notes as text: once the card itself
            // is here (stars, the notes in full, media), showing both told everything twice.
            const summary = card ? '' : entry.summary;
            // An older server sends no trainerName; the card still knows who wrote it.
            const by = entry.trainerName ?? card?.trainerName;
            return (
              <Timeline.Item
                key={`${entry.kind}-${entry.id}`}
                bullet={
                  <ThemeIcon radius="xl" size={32} color={kind.color} role="img" aria-label={kind.label}>
                    <Icon size={18} />
                  </ThemeIcon>
                }
                title={
                  entry.link ? (
                    <Anchor component={Link} to={entry.link}>
                      {entry.title}
                    </Anchor>
                  ) : (
                    entry.title
                  )
                }
              >
                <Text size="xs" c="dimmed">
                  {kind.label} · {entry.day ? formatDate(entry.day) : formatDateTime(entry.at)}
                  {by ? ` · by ${by}` : ''}
                </Text>
                {summary ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {summary}
                  </Text>
                ) : null}
                {card ? <ReportCardDetails card={card} /> : null}
                {card && reportCardAction ? reportCardAction(card) : null}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </ListState>
  );
}

function ReportCardDetails({ card }: { card: ReportCard }) {
  return (
    <>
      <Rating value={card.rating} readOnly size="sm" mt={4} role="img" aria-label={`Rated ${card.rating} of 5`} />
      {card.notes ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {card.notes}
        </Text>
      ) : null}
      <ReportCardMediaGrid media={card.media} petName={card.petName} />
    </>
  );
}
