// The Training Status card's line on the pet page, from the enrolments query the Training tab
// lists (pet-training-panel.tsx). A file of its own: the card is on the first screen, the tab's
// code loads after the page (pet-dashboard-card.tsx).
import type { Pet } from '@common/pet-schemas';
import { usePetEnrollments } from '../../../lib/program-query';

/** 'Enrolled in Basic Obedience Training (version 1) and 2 more programs.' */
export function TrainingStatusText({ pet }: { pet: Pet }) {
  const enrollments = usePetEnrollments(pet.id);
  if (enrollments.isPending) return 'Loading training...';
  if (enrollments.isError) return `Programs and skills ${pet.name} is learning.`;
  if (enrollments.data.length === 0) return `${pet.name} is not enrolled in a training program yet.`;
  const [first, ...rest] = enrollments.data;
  const more = rest.length > 0 ? ` and ${rest.length} more program${rest.length === 1 ? '' : 's'}` : '';
  return `Enrolled in ${first.program.title} (version ${first.version})${more}.`;
}
