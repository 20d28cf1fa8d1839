// The pet page's Training tab: its list of enrolments (program, the version the pet follows, since
// when), from the query the Training Status card's line reads too (training-status-text.tsx).
import { Link } from 'react-router';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { Pet } from '@common/pet-schemas';
import { paths } from '../../../app/paths';
import { ListState } from '../../../components/list-state';
import { PetSkillProgress } from '../../../components/pet-skill-progress/pet-skill-progress';
import { formatDate } from '../../../lib/format';
import { usePetEnrollments } from '../../../lib/program-query';

/** The pet page's Training tab: its program enrolments, then the skills bought for its stays. */
export function PetTrainingPanel({ pet }: { pet: Pet }) {
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Training programs
        </Title>
        <PetEnrollmentsList pet={pet} />
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Training skills
        </Title>
        <PetSkillProgress petId={pet.id} />
      </Stack>
    </Stack>
  );
}

function PetEnrollmentsList({ pet }: { pet: Pet }) {
  const enrollments = usePetEnrollments(pet.id);
  const goToTraining = (
    <Button component={Link} to={paths.petTraining(pet.id)}>
      Go to Training
    </Button>
  );

  return (
    <ListState
      query={enrollments}
      loading={{ count: 2, skeleton: <Skeleton height={72} radius="md" />, label: 'Loading enrolments' }}
      empty={{
        withBorder: false,
        icon: <IconSchool size={28} />,
        title: 'No training programs yet',
        text: `Enrol ${pet.name} in a training program and follow each lesson of its curriculum.`,
        action: (
          <Group gap="sm" justify="center">
            <Button component={Link} to={paths.trainingPrograms}>
              Browse Programs
            </Button>
            <Button component={Link} to={paths.petTraining(pet.id)} variant="light">
              Go to Training
            </Button>
          </Group>
        ),
      }}
      errorTitle="Training could not be loaded"
    >
      {(items) => <EnrollmentCards pet={pet} enrollments={items} goToTraining={goToTraining} />}
    </ListState>
  );
}

type Enrollment = NonNullable<ReturnType<typeof usePetEnrollments>['data']>[number];

function EnrollmentCards({ pet, enrollments, goToTraining }: { pet: Pet; enrollments: Enrollment[]; goToTraining: React.ReactNode }) {
  return (
    <Stack gap="sm">
      {enrollments.map((enrollment) => (
        <Card key={enrollment.id} withBorder radius="md" padding="sm" component="article" aria-label={enrollment.program.title}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="md" size="lg">
              <IconSchool size={20} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs">
                <Text fw={600}>{enrollment.program.title}</Text>
                <Badge variant="light" size="sm">
                  Version {enrollment.version}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                Enrolled on {formatDate(enrollment.createdAt)}
              </Text>
              <Anchor component={Link} to={paths.petTraining(pet.id)} size="sm" fw={500}>
                View curriculum
              </Anchor>
            </Stack>
          </Group>
        </Card>
      ))}
      <Group>{goToTraining}</Group>
    </Stack>
  );
}
