// A pet's training skills as its owner follows them (issue 10): each skill's progress bar and
// percentage, the step the trainer has reached, the trainer's notes and the video proof. One
// self-contained piece so /training?petId= and the pet page's Training tab can both place it.
import { Link } from 'react-router';
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import type { SkillProgress } from '@common/skill-schemas';
import { skillProgressPercent } from '@common/skill-progress';
import { paths } from '../../app/paths';
import { usePetSkillProgress } from '../../lib/skill-progress-query';
import { currentStepText } from '../../lib/skill-text';
import { ListState } from '../list-state';
import { SkillVideos } from '../skill-videos';
import { PET_SKILLS_LOADING } from './pet-skills-loading';

export function PetSkillProgress({ petId }: { petId: number | string }) {
  const progress = usePetSkillProgress(petId);
  return (
    <ListState
      query={progress}
      loading={PET_SKILLS_LOADING}
      empty={{
        icon: <IconListCheck size={28} />,
        title: 'No training skills yet',
        text: 'Skills bought for a boarding stay show their progress here.',
        action: (
          <Button component={Link} to={paths.trainingSkills} variant="light">
            Browse the Skills Menu
          </Button>
        ),
      }}
      errorTitle="Failed to fetch skill progress"
    >
      {(items) => items.map((item) => <SkillProgressCard key={item.id} progress={item} />)}
    </ListState>
  );
}

function SkillProgressCard({ progress }: { progress: SkillProgress }) {
  const { skill, currentStep, completed } = progress;
  const percent = skillProgressPercent(currentStep, skill.steps.length, completed);
  const titleId = `pet-skill-${progress.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="md" id={titleId}>
            {skill.name}
          </Title>
          <Badge color={completed ? 'green' : 'blue'} variant="light">
            {completed ? 'Completed' : 'In Progress'}
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={percent}
            size="lg"
            radius="xl"
            color={completed ? 'green' : undefined}
            style={{ flex: 1 }}
            aria-label={`${skill.name} progress`}
          />
          <Text size="sm" fw={600} w={44} ta="right">
            {percent}%
          </Text>
        </Group>
        <Text size="sm">{completed ? `All ${skill.steps.length} steps done` : currentStepText(skill.steps, currentStep)}</Text>
        {progress.trainerName ? (
          <Text size="xs" c="dimmed">
            Trainer: {progress.trainerName}
          </Text>
        ) : null}
        {progress.notes ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            <Text span fw={600} c="var(--mantine-color-text)">
              Trainer's notes:
            </Text>{' '}
            {progress.notes}
          </Text>
        ) : null}
        <SkillVideos progress={progress} />
      </Stack>
    </Card>
  );
}
