import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { PetTypeIcon } from '../../../components/pet-type-icon';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { ClientPet } from '@common/trainer-schemas';

const REASON_LABELS = { booking: 'Booking', skill: 'Skill', program: 'Program' } as const;

/** One client pet: who it is, whose it is, and where its training stands. */
export function ClientPetCard({ client }: { client: ClientPet }) {
  const { pet } = client;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={pet.name}>
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={pet.profilePhoto} alt={pet.name} size="lg" radius="md" color="teal">
          <PetTypeIcon petType={pet.petType} size={28} />
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={paths.trainerClient(pet.id)} fw={600}>
              {pet.name}
            </Anchor>
            <Group gap={4}>
              {client.reasons.map((reason) => (
                <Badge key={reason} size="xs" variant="light">
                  {REASON_LABELS[reason]}
                </Badge>
              ))}
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {pet.breed}
          </Text>
          <Text size="sm">Owner: {client.ownerName}</Text>
          <Text size="sm">Open skills: {client.openSkills}</Text>
          <Text size="sm">Next session: {client.nextSession ? formatDateTime(client.nextSession) : 'None scheduled'}</Text>
          <Text size="sm">
            Last report card:{' '}
            {client.lastReportCard ? `${formatDate(client.lastReportCard.day)} (${client.lastReportCard.rating}/5)` : 'None yet'}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
