import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CareAnswer } from '@common/care-schemas';

/** Whether the owner has given any care instructions yet. */
export const hasCare = (care: CareAnswer) =>
  care.feeding.length > 0 ||
  care.medications.length > 0 ||
  care.emergencyContact !== null ||
  care.vet !== null ||
  care.pickupPeople.length > 0;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

const none = (
  <Text size="sm" c="dimmed">
    Not given
  </Text>
);

/**
 * A pet's care instructions as staff and the owner read them (decisions.md 54): meals and
 * medications by time of day, who to call, and who may pick the pet up.
 */
export function CareSummary({ care }: { care: CareAnswer }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <Section title="Feeding">
        {care.feeding.length === 0 ? (
          none
        ) : (
          <List size="sm" spacing={2}>
            {care.feeding.map((meal, index) => (
              <List.Item key={index}>
                {meal.time}: {meal.food}, {meal.amount}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title="Medications">
        {care.medications.length === 0 ? (
          <Text size="sm" c="dimmed">
            None
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {care.medications.map((medication, index) => (
              <List.Item key={index}>
                {medication.name} {medication.dose} at {medication.times.join(', ')}
                {medication.withFood ? ', with food' : ''}
                {medication.notes ? ` (${medication.notes})` : ''}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title="Emergency contact">
        {care.emergencyContact ? <Text size="sm">{`${care.emergencyContact.name}, ${care.emergencyContact.phone}`}</Text> : none}
      </Section>
      <Section title="Vet">{care.vet ? <Text size="sm">{`${care.vet.clinic}, ${care.vet.phone}`}</Text> : none}</Section>
      <Section title="May pick up">
        {care.pickupPeople.length > 0 ? (
          <Text size="sm">{care.pickupPeople.join(', ')}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            Only you
          </Text>
        )}
      </Section>
    </SimpleGrid>
  );
}
