// The pet page's cards below its profile and dashboard (pet-detail-page.tsx): care instructions and
// vaccinations. Their code comes after the page's load (decisions.md 103); a link to one of them
// (/pets/7#vaccinations) still lands on it, each card scrolling itself into view as it draws.
import type { Pet } from '@common/pet-schemas';
import { PetCareCard } from './pet-care-card';
import { PetVaccinationsCard } from './pet-vaccinations-card';

export function PetMoreCards({ pet }: { pet: Pet }) {
  return (
    <>
      <PetCareCard pet={pet} />
      <PetVaccinationsCard pet={pet} />
    </>
  );
}
