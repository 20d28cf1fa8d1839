// The owner's smaller view of how a pet is doing (GET /api/pets/:petId/progress-summary): each
// skill's progress, and the assessment scores over time as a chart with its figures.
import { LineChart } from '../charts/line-chart';
import { Card, Group, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ASSESSMENT_SCORE_KEYS, ASSESSMENT_SCORE_LABELS } from '@common/assessment-words';
import { formatDate } from '../../lib/format';
import { usePetProgressSummary } from '../../lib/trainer-query';
import { SCORE_AXIS } from '../../lib/score-axis';
import { ScrollRegion } from '../scroll-region';

const COLORS = ['teal.6', 'blue.6', 'grape.6', 'orange.6', 'red.6'];

export function PetProgressSummary({ petId }: { petId: number }) {
  const summary = usePetProgressSummary(petId);
  if (summary.isPending) return <Skeleton height={120} radius="md" role="status" aria-label="Loading progress" />;
  // The timeline below is the main view; a failed summary just stays out of the way.
  if (summary.isError) return null;
  const { skills, assessmentScores } = summary.data;
  if (skills.length === 0 && assessmentScores.length === 0) return null;

  return (
    <Card withBorder radius="md" component="section" aria-label="Progress" mb="lg">
      <Title order={3} fz="md" mb="sm">
        Progress
      </Title>
      <Stack gap="xs">
        {skills.map((skill) => (
          <div key={skill.name}>
            <Group justify="space-between">
              <Text size="sm">{skill.name}</Text>
              <Text size="sm" c="dimmed">
                {skill.completed ? 'Completed' : `${skill.percent}%`}
              </Text>
            </Group>
            <Progress value={skill.percent} aria-label={`${skill.name} progress`} />
          </div>
        ))}
      </Stack>
      {assessmentScores.length > 0 ? (
        <>
          <LineChart
            mt="md"
            h={260}
            data={assessmentScores.map((point) => ({ ...point, date: formatDate(point.date) }))}
            dataKey="date"
            yAxisProps={SCORE_AXIS}
            connectNulls
            withLegend
            series={ASSESSMENT_SCORE_KEYS.map((key, index) => ({ name: key, label: ASSESSMENT_SCORE_LABELS[key], color: COLORS[index] }))}
          />
          <ScrollRegion mt="sm" label="Assessment scores, scrollable">
            <Table striped withTableBorder aria-label="Assessment scores">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  {ASSESSMENT_SCORE_KEYS.map((key) => (
                    <Table.Th key={key}>{ASSESSMENT_SCORE_LABELS[key]}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {assessmentScores.map((point) => (
                  <Table.Tr key={point.date}>
                    <Table.Td>{formatDate(point.date)}</Table.Td>
                    {ASSESSMENT_SCORE_KEYS.map((key) => (
                      <Table.Td key={key}>{point[key] ?? '-'}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </>
      ) : null}
    </Card>
  );
}
