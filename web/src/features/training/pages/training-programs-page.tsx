// /training-programs: the catalogue (decisions.md 32, Training). Tabs All Programs / Beginner /
// Advanced, a search box and a duration filter over cards sorted by title (the API's order);
// `?program=<id>` opens a program's detail view, so the browser's back button returns here.
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNavigate } from '../../../app/routing/use-navigate';
import { Button, Group, NativeSelect, Tabs, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch, IconTools } from '@tabler/icons-react';
import { paths } from '../../../app/paths';
import { PageHeader } from '../../../components/page-header';
import { usePrograms } from '../../../lib/program-query';
import { useUser } from '../../../lib/session';
import { LoadingView } from '../../../components/loading-view';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { CATALOGUE_TABS, DURATIONS, type CatalogueTab, type DurationFilter } from '../components/catalogue-filter';
import { ProgramGrid } from '../components/program-grid';
import { TabRow } from '../../../components/tab-row';

const programLink = (programId: number) => `${paths.trainingPrograms}?program=${programId}`;

// A program's detail view (tabs, curriculum, enrolment) is as much code as the catalogue itself:
// it loads when a card is opened, so that the catalogue draws without it.
const CatalogueDetail = lazyWithPreload(() =>
  import('../components/catalogue-detail').then((module) => ({ default: module.CatalogueDetail })),
);

export default function TrainingProgramsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useUser();
  const programId = params.get('program');
  // The catalogue is asked for on the detail view too: the page's HTML preloads it (page-table.ts;
  // unused, Chrome warned of a wasted preload) and 'Back to All Programs' then draws at once.
  usePrograms();
  // Filters live above the detail view, so 'Back to All Programs' finds them as they were.
  const [tab, setTab] = useState<CatalogueTab>('all');
  const [search, setSearch] = useState('');
  const [duration, setDuration] = useState<DurationFilter>('any');

  const builderLink = user.data?.isTrainer ? (
    <Button component={Link} to={paths.curriculumBuilder} variant="light" leftSection={<IconTools size={18} />}>
      Curriculum Builder
    </Button>
  ) : null;

  const filtered = search !== '' || duration !== 'any';
  const clearFilters = filtered ? (
    <Button
      variant="light"
      leftSection={<IconFilterOff size={16} />}
      onClick={() => {
        setSearch('');
        setDuration('any');
      }}
    >
      Clear filters
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Training Programs"
        description="Structured courses from our trainers: pick one and enrol your pet."
        action={builderLink}
      />
      {programId ? (
        <Suspense fallback={<LoadingView label="Loading program..." />}>
          <CatalogueDetail programId={programId} onBack={() => void navigate(paths.trainingPrograms)} />
        </Suspense>
      ) : (
        <>
          <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
            <TextInput
              label="Search"
              placeholder="Search programs"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
            />
            {/* The device's own picker: on a phone it opens the system's list, and it needs none of
                the floating dropdown's code on the page's first load. */}
            <NativeSelect
              label="Duration"
              data={DURATIONS.map(({ value, label }) => ({ value, label }))}
              value={duration}
              onChange={(event) => setDuration(event.currentTarget.value as DurationFilter)}
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
          {/* A pointer over the cards or focus on one fetches the detail view's code before the click. */}
          <Tabs
            value={tab}
            onChange={(value) => setTab((value as CatalogueTab | null) ?? 'all')}
            onPointerOver={() => void CatalogueDetail.preload()}
            onFocus={() => void CatalogueDetail.preload()}
          >
            <TabRow mb="md">
              {CATALOGUE_TABS.map(({ value, label }) => (
                <Tabs.Tab key={value} value={value}>
                  {label}
                </Tabs.Tab>
              ))}
            </TabRow>
            {CATALOGUE_TABS.map(({ value }) => (
              <Tabs.Panel key={value} value={value}>
                {value === tab ? <ProgramGrid filter={{ tab, search, duration }} linkTo={programLink} emptyAction={clearFilters} /> : null}
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </>
  );
}
