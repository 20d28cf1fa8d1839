// Before a stay (decisions.md 54): each chosen pet's care instructions, for the owner to check
// ("Are these still right?"), with a way to the pet's page to change them; the dialog keeps its
// draft for the detour, as it does for vaccinations.
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { CareSummary, hasCare } from '../../../components/care/care-summary';
import { careQueryOptions } from '../../../lib/pet-care-query';

type Props = {
  pets: { id: number; name: string }[];
  /** Called as the owner follows a link to a pet's page, so the dialog can keep its draft. */
  onLeave?: () => void;
};

export function BookingCareReview({ pets, onLeave }: Props) {
  const cares = useQueries({ queries: pets.map((pet) => careQueryOptions(pet.id)) });
  if (pets.length === 0) return null;

  return (
    <Stack gap="xs" role="group" aria-label="Care instructions to check">
      <Title order={3} fz="sm">
        Are these still right?
      </Title>
      {pets.map((pet, index) => {
        const care = cares[index].data;
        return (
          <Paper key={pet.id} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {pet.name}
              </Text>
              {care === undefined ? (
                <Text size="xs" c="dimmed">
                  {cares[index].isError ? 'Could not load the care instructions.' : 'Loading the care instructions...'}
                </Text>
              ) : hasCare(care) ? (
                <CareSummary care={care} />
              ) : (
                <Text size="sm" c="dimmed">
                  No care instructions yet: tell us how {pet.name} eats and which medications to give.
                </Text>
              )}
              <Anchor component={Link} to={`${paths.pet(pet.id)}#care`} size="sm" onClick={onLeave}>
                {care && hasCare(care) ? `Update ${pet.name}'s care instructions` : `Add ${pet.name}'s care instructions`}
              </Anchor>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
