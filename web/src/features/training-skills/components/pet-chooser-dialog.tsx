// Choosing the pet a skill is for. Only a pet of a species the skill suits, with an upcoming, unpaid
// boarding stay long enough for the skill can be chosen (decisions.md 6); the others are shown disabled with the
// server's reason, and a link to book a stay where a stay is what the pet lacks.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { joinsStayText, nightsText } from '../../../lib/skill-text';
import { skillSpeciesText } from '@common/skill-words';
import type { PetSkillEligibility, Skill } from '@common/skill-schemas';
import { showSuccessToast } from '../../../lib/toasts';
import { useAddToCart } from '../api/add-to-cart';
import { useSkillEligibility } from '../api/get-eligibility';

type PetChooserDialogProps = { skill: Skill | null; onClose: () => void };

export function PetChooserDialog({ skill, onClose }: PetChooserDialogProps) {
  return (
    <Modal opened={skill !== null} onClose={onClose} title={skill ? `Add ${skill.name} to Cart` : ''} size="md">
      {/* Keyed by skill: a new skill starts with no pet chosen. */}
      {skill ? <PetChooser key={skill.id} skill={skill} onDone={onClose} /> : null}
    </Modal>
  );
}

function PetChooser({ skill, onDone }: { skill: Skill; onDone: () => void }) {
  const eligibility = useSkillEligibility(skill.id, true);
  const addToCart = useAddToCart();
  const [chosen, setChosen] = useState<string | null>(null);
  const pets = eligibility.data ?? [];
  const eligible = pets.filter((pet) => pet.eligible);
  // With one pet that can take the skill there is nothing to choose.
  const petId = chosen ?? (eligible.length === 1 ? String(eligible[0].petId) : null);

  const add = () => {
    const pet = pets.find((candidate) => String(candidate.petId) === petId);
    if (!pet) return;
    addToCart.mutate(
      { skillId: skill.id, petId: pet.petId },
      {
        onSuccess: () => {
          showSuccessToast('Added to cart', `${skill.name} for ${pet.petName} is in your cart.`);
          onDone();
        },
        onError: (error) => reportMutationError(error, { title: 'Failed to add to cart' }),
      },
    );
  };

  if (eligibility.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy aria-label="Loading your pets">
        <Skeleton h={48} />
        <Skeleton h={48} />
      </Stack>
    );
  }
  if (eligibility.isError) {
    return (
      <Alert color="red" title="Could not load your pets">
        {errorMessage(eligibility.error)}
      </Alert>
    );
  }
  if (pets.length === 0) {
    return (
      <Stack gap="md">
        <Text>Add a pet and book a boarding stay first: skills are taught during a stay.</Text>
        <Button component={Link} to={paths.pets} variant="light">
          Go to My Pets
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {skillSpeciesText(skill.species)}. Skills are taught during a boarding stay of at least {nightsText(skill.minimumNights)}.
      </Text>
      <Radio.Group value={petId} onChange={setChosen} label="Choose a pet" name="pet">
        <Stack gap="sm" mt="xs">
          {pets.map((pet) => (
            <PetOption key={pet.petId} pet={pet} />
          ))}
        </Stack>
      </Radio.Group>
      {/* Only when a stay is what every pet lacks: one may already have this skill in the cart. */}
      {pets.every((pet) => !pet.eligible && pet.bookStay) ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
          None of your pets has a boarding stay this skill can join yet.
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={add} disabled={petId === null} loading={addToCart.isPending}>
          Add to Cart
        </Button>
      </Group>
    </Stack>
  );
}

function PetOption({ pet }: { pet: PetSkillEligibility }) {
  const description = pet.eligible ? (
    pet.stay ? (
      joinsStayText(pet.petName, pet.stay)
    ) : null
  ) : (
    <>
      <Text component="span" size="xs" c="red">
        {asSentence(pet.reason)}
      </Text>
      {pet.bookStay ? (
        <>
          {' '}
          <Anchor component={Link} to={paths.newBooking(pet.petId)} size="xs">
            Book a stay
          </Anchor>
        </>
      ) : null}
    </>
  );
  return <Radio value={String(pet.petId)} label={pet.petName} description={description} disabled={!pet.eligible} />;
}

/** The server's reasons are bare clauses; here a link follows, so each ends as a sentence. */
const asSentence = (reason: string | null) => (reason && !/[.!?]$/.test(reason) ? `${reason}.` : reason);
