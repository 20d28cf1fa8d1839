// A pet's skill progress where it is drawn below what a page shows first (/training?petId=, under
// the pet's enrolments): its code (the list, the video proof) is fetched after the page's load
// (decisions.md 78), with the list's own loading state in its place until then.
import { Suspense } from 'react';
import { ListLoading } from '../list-state';
import { lazyAfterPageLoad } from '../../lib/lazy-after-page-load';
import { PET_SKILLS_LOADING } from './pet-skills-loading';

const PetSkillProgress = lazyAfterPageLoad(() => import('./pet-skill-progress').then((module) => ({ default: module.PetSkillProgress })));

export function LazyPetSkillProgress({ petId }: { petId: number | string }) {
  return (
    <Suspense fallback={<ListLoading loading={PET_SKILLS_LOADING} />}>
      <PetSkillProgress petId={petId} />
    </Suspense>
  );
}
