// The Requirements tab: prerequisites, equipment (optional items marked) and breed
// recommendations with their suitability.
import type { ReactNode } from 'react';
import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Program } from '@common/program-schemas';

type Content = Program['content'];
type Suitability = Content['breedRecommendations'][number]['suitability'];

const SUITABILITY: Record<Suitability, { label: string; color: string }> = {
  excellent: { label: 'Excellent', color: 'green' },
  good: { label: 'Good', color: 'teal' },
  fair: { label: 'Fair', color: 'yellow' },
  challenging: { label: 'Challenging', color: 'red' },
};

export function RequirementsTab({ content }: { content: Content }) {
  return (
    <Stack gap="lg">
      <Section title="Prerequisites" empty="No prerequisites.">
        {content.prerequisites.length > 0 ? (
          <List size="sm" spacing={4}>
            {content.prerequisites.map((item) => (
              <List.Item key={item.id}>{item.description}</List.Item>
            ))}
          </List>
        ) : null}
      </Section>
      <Section title="Equipment" empty="No equipment needed.">
        {content.equipment.length > 0 ? (
          <List size="sm" spacing={4}>
            {content.equipment.map((item) => (
              <List.Item key={item.id}>
                <Group gap="xs" component="span">
                  <span>{item.name}</span>
                  {item.optional ? (
                    <Badge size="sm" variant="outline" color="gray">
                      Optional
                    </Badge>
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Section>
      <Section title="Breed recommendations" empty="Suitable for every breed.">
        {content.breedRecommendations.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {content.breedRecommendations.map((item) => (
              <Card key={item.id} withBorder radius="md" padding="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={500} size="sm">
                    {item.breed}
                  </Text>
                  <Badge color={SUITABILITY[item.suitability].color} variant="light">
                    {SUITABILITY[item.suitability].label}
                  </Badge>
                </Group>
                {item.notes ? (
                  <Text size="sm" c="dimmed" mt={4}>
                    {item.notes}
                  </Text>
                ) : null}
              </Card>
            ))}
          </SimpleGrid>
        ) : null}
      </Section>
    </Stack>
  );
}

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children ?? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Stack>
  );
}
