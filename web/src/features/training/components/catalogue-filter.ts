// The catalogue's filters: The product's tabs (decisions.md 35) (common/program-choices matchesCatalogueTab), a search over
// title and description, and a duration range in weeks.
import { matchesCatalogueTab } from '@common/program-choices';
import type { ProgramSummary } from '@common/program-schemas';

export type CatalogueTab = 'all' | 'beginner' | 'advanced';
export const CATALOGUE_TABS: { value: CatalogueTab; label: string }[] = [
  { value: 'all', label: 'All Programs' },
  { value: 'beginner', label: 'Beginner' },
  { value: 'advanced', label: 'Advanced' },
];

export const DURATIONS = [
  { value: 'any', label: 'Any duration', min: 1, max: Infinity },
  { value: 'short', label: 'Up to 4 weeks', min: 1, max: 4 },
  { value: 'medium', label: '5-8 weeks', min: 5, max: 8 },
  { value: 'long', label: '9+ weeks', min: 9, max: Infinity },
] as const;
export type DurationFilter = (typeof DURATIONS)[number]['value'];

export type CatalogueFilter = { tab: CatalogueTab; search: string; duration: DurationFilter };

export function filterPrograms(programs: ProgramSummary[], { tab, search, duration }: CatalogueFilter): ProgramSummary[] {
  const words = search.trim().toLowerCase();
  const range = DURATIONS.find((option) => option.value === duration) ?? DURATIONS[0];
  return programs.filter(
    (program) =>
      matchesCatalogueTab(program.difficulty, tab) &&
      program.durationWeeks >= range.min &&
      program.durationWeeks <= range.max &&
      (words === '' || `${program.title}\n${program.description}`.toLowerCase().includes(words)),
  );
}
