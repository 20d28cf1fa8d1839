// The catalogue's cards for one tab, with the product's loading (decisions.md 38), empty and error states.
import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSchool } from '@tabler/icons-react';
import { ListState } from '../../../components/list-state';
import { programsQueryOptions } from '../../../lib/program-query';
import { filterPrograms, type CatalogueFilter } from './catalogue-filter';
import { ProgramCard, ProgramCardSkeleton } from './program-card';

type ProgramGridProps = {
  filter: CatalogueFilter;
  /** Where a card leads, e.g. the catalogue's own detail view. */
  linkTo: (programId: number) => string;
  /** The empty state's next step (clear the filters). */
  emptyAction?: ReactNode;
};

/** Cards in 1, 2 or 3 columns by width; also lays out their skeletons. */
export const ProgramCardGrid = (props: { children: ReactNode; role?: 'status'; 'aria-busy'?: boolean; 'aria-label'?: string }) => (
  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" {...props} />
);

export function ProgramGrid({ filter, linkTo, emptyAction }: ProgramGridProps) {
  // `select` filters the one cached catalogue, so switching tabs or typing never refetches.
  const programs = useQuery({ ...programsQueryOptions(), select: (items) => filterPrograms(items, filter) });
  return (
    <ListState
      query={programs}
      loading={{ count: 6, skeleton: <ProgramCardSkeleton />, label: 'Loading training programs' }}
      empty={{
        icon: <IconSchool size={28} />,
        title: 'No programs found',
        text: 'No training program matches this tab, search and duration.',
        action: emptyAction,
      }}
      errorTitle="Error Loading Programs"
      errorText="Unable to load training programs. Please try again later."
      container={ProgramCardGrid}
    >
      {(items) => items.map((program) => <ProgramCard key={program.id} program={program} to={linkTo(program.id)} />)}
    </ListState>
  );
}
