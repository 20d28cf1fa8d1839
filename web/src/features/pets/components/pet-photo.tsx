import { Box, Image } from '@mantine/core';
import type { Pet } from '@common/pet-schemas';
import { PetTypeIcon } from '../../../components/pet-type-icon';

type PetPhotoProps = { pet: Pick<Pet, 'name' | 'petType' | 'profilePhoto'>; height: number; iconSize?: number };

/** The pet's photo filling a box, or its type icon on a warm background when it has none. */
export function PetPhoto({ pet, height, iconSize = 64 }: PetPhotoProps) {
  if (pet.profilePhoto) return <Image src={pet.profilePhoto} alt={`Photo of ${pet.name}`} h={height} w="100%" fit="cover" />;
  return (
    <Box
      h={height}
      role="img"
      aria-label={`${pet.name} has no photo yet`}
      style={{ display: 'grid', placeItems: 'center', background: 'var(--mantine-color-orange-light)' }}
    >
      <PetTypeIcon petType={pet.petType} size={iconSize} stroke={1.4} color="var(--mantine-color-orange-light-color)" />
    </Box>
  );
}
