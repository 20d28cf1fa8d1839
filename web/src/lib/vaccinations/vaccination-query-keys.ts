// The vaccination queries' keys. They nest under the pet's own key, so a deleted pet takes them
// along; 'Vaccines due' nests under the pet list's key, so adding or removing a pet refreshes it.
import { petQueryKeys } from '../pet-query';

type PetId = number | string;

export const vaccinationQueryKeys = {
  list: (petId: PetId) => [...petQueryKeys.one(petId), 'vaccinations'] as const,
  /** Every status query of the pet, whatever day it was asked through. */
  statusAll: (petId: PetId) => [...petQueryKeys.one(petId), 'vaccination-status'] as const,
  status: (petId: PetId, through?: string) => [...vaccinationQueryKeys.statusAll(petId), through ?? 'today'] as const,
  due: () => [...petQueryKeys.list(), 'vaccines-due'] as const,
};
