// The pet page's Timeline tab: the pet's progress summary and its timeline, each report card with
// a way to ask its trainer about it. A file of its own so that its code (the timeline, the rating,
// the trainer records' schemas) loads after the page (pet-dashboard-card.tsx).
import { PetProgressSummary } from '../../../components/pet-timeline/pet-progress-summary';
import { PetTimeline } from '../../../components/pet-timeline/pet-timeline';
import { AskAboutButton } from '../../../components/messages/ask-about-button';
import { formatDate } from '../../../lib/format';

export function PetTimelinePanel({ petId }: { petId: number }) {
  return (
    <>
      <PetProgressSummary petId={petId} />
      <PetTimeline
        petId={petId}
        reportCardAction={(card) => (
          <AskAboutButton
            subject={`${card.trainerName}'s report card of ${formatDate(card.day)}`}
            start={{
              with: { trainerId: card.trainerId },
              petId: card.petId,
              ...(card.bookingId !== null ? { bookingId: card.bookingId } : {}),
              aboutLabel: `${card.petName}'s report card, ${formatDate(card.day)}`,
            }}
          />
        )}
      />
    </>
  );
}
