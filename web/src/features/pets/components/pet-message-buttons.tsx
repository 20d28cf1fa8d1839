// The pet page's ways to talk about the pet (decisions.md 63): with the business, and with each
// trainer working with it (the trainers of its skills, which the page loads anyway).
import { Stack } from '@mantine/core';
import type { Pet } from '@common/pet-schemas';
import { StartConversationButton } from '../../../components/messages/start-conversation-button';
import { usePetSkillProgress } from '../../../lib/skill-progress-query';

export function PetMessageButtons({ pet }: { pet: Pet }) {
  const progress = usePetSkillProgress(pet.id);
  const trainers = new Map<number, string>();
  for (const item of progress.data ?? []) {
    if (item.trainerId !== null && item.trainerName) trainers.set(item.trainerId, item.trainerName);
  }
  return (
    <Stack gap="xs">
      <StartConversationButton start={{ with: 'business', petId: pet.id, aboutLabel: pet.name }} variant="default" fullWidth>
        Message the business
      </StartConversationButton>
      {[...trainers].map(([trainerId, name]) => (
        <StartConversationButton
          key={trainerId}
          start={{ with: { trainerId }, petId: pet.id, aboutLabel: pet.name }}
          variant="default"
          fullWidth
        >
          Message {name}
        </StartConversationButton>
      ))}
    </Stack>
  );
}
