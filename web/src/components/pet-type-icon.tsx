import { IconCat, IconDog, IconPaw, type IconProps } from '@tabler/icons-react';
import type { PetType } from '@common/pet-schemas';

const ICONS = { dog: IconDog, cat: IconCat, small_animal: IconPaw } as const;

/** The icon standing in for a pet of this type when it has no photo. */
export function PetTypeIcon({ petType, ...props }: IconProps & { petType: PetType }) {
  const Icon = ICONS[petType] ?? IconPaw;
  return <Icon {...props} />;
}
