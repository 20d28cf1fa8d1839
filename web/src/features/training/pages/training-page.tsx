// /training: what the owner's pets are enrolled in, and the programs from the database (the
// seeded samples and every published program), each card leading to its catalogue detail.
// `?petId=` narrows it to one pet's enrolments, each with the curriculum version it follows.
import { Link, useSearchParams } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSchool, IconSearch, IconX } from '@tabler/icons-react';
import type { Enrollment } from '@common/program-schemas';
import { paths } from '../../../app/paths';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { petFilterFailed, petQueryOptions } from '../../../lib/pet-query';
import { useLeaveOnFailure } from '../../../lib/use-leave-on-failure';
import { programsQueryOptions, useEnrollments, usePetEnrollments } from '../../../lib/program-query';
import { EnrollmentCard, EnrollmentCardSkeleton } from '../components/enrollment-card';
import { LazyPetSkillProgress } from '../../../components/pet-skill-progress/lazy-pet-skill-progress';
import { ProgramCard, ProgramCardSkeleton } from '../components/program-card';
import { ProgramCardGrid } from '../components/program-grid';

const programLink = (programId: number) => `${paths.trainingPrograms}?program=${programId}`;

export default function TrainingPage() {
  const [params, setParams] = useSearchParams();
  const petId = params.get('petId');
  const browse = (
    <Button component={Link} to={paths.trainingPrograms} leftSection={<IconSearch size={18} />}>
      Browse Programs
    </Button>
  );

  return (
    <>
      <PageHeader title="Training" description="Your pets' training programs, and the courses you can enrol them in." action={browse} />
      {petId ? (
        <PetEnrollments petId={petId} onShowAll={() => setParams({})} browse={browse} />
      ) : (
        <Stack gap="xl">
          <Section title="My Pets' Programs">
            <MyEnrollments browse={browse} />
          </Section>
          <Section title="Training Programs">
            <ProgramList />
          </Section>
        </Stack>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2} fz="xl">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function PetEnrollments({ petId, onShowAll, browse }: { petId: string; onShowAll: () => void; browse: React.ReactNode }) {
  const pet = useQuery(petQueryOptions(petId));
  const enrollments = usePetEnrollments(petId);
  useLeaveOnFailure(pet.isError, petFilterFailed(paths.training));
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm">Showing training for {pet.data?.name ?? `Pet #${petId}`}</Text>
        <Button size="compact-sm" variant="subtle" leftSection={<IconX size={14} />} onClick={onShowAll}>
          Show all pets
        </Button>
      </Group>
      <EnrollmentList query={enrollments} browse={browse} showCurriculum />
      <Title order={2} fz="h3" mt="md">
        Training skills
      </Title>
      <LazyPetSkillProgress petId={petId} />
    </Stack>
  );
}

function MyEnrollments({ browse }: { browse: React.ReactNode }) {
  return <EnrollmentList query={useEnrollments()} browse={browse} />;
}

type EnrollmentListProps = { query: ReturnType<typeof useEnrollments>; browse: React.ReactNode; showCurriculum?: boolean };

function EnrollmentList({ query, browse, showCurriculum = false }: EnrollmentListProps) {
  return (
    <ListState<Enrollment>
      query={query}
      loading={{ count: 2, skeleton: <EnrollmentCardSkeleton />, label: 'Loading enrolments' }}
      empty={{
        icon: <IconSchool size={28} />,
        title: 'No enrolments yet',
        text: 'Enrol a pet in a training program to follow its curriculum here.',
        action: browse,
      }}
      errorTitle="Failed to load enrolments"
    >
      {(items) => items.map((enrollment) => <EnrollmentCard key={enrollment.id} enrollment={enrollment} showCurriculum={showCurriculum} />)}
    </ListState>
  );
}

function ProgramList() {
  const programs = useQuery(programsQueryOptions());
  return (
    <ListState
      query={programs}
      loading={{ count: 3, skeleton: <ProgramCardSkeleton />, label: 'Loading training programs' }}
      empty={{ icon: <IconSchool size={28} />, title: 'No programs yet', text: 'Our trainers have not published a program yet.' }}
      errorTitle="Error Loading Programs"
      errorText="Unable to load training programs. Please try again later."
      container={ProgramCardGrid}
    >
      {(items) => items.map((program) => <ProgramCard key={program.id} program={program} to={programLink(program.id)} />)}
    </ListState>
  );
}
