// After any change to a pet's vaccinations: its list, its status (whatever day) and 'Vaccines due'.
import { useQueryClient } from '@tanstack/react-query';
import { vaccinationQueryKeys } from './vaccination-query-keys';

export function useRefreshPetVaccinations() {
  const queryClient = useQueryClient();
  return (petId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vaccinationQueryKeys.list(petId) }),
      queryClient.invalidateQueries({ queryKey: vaccinationQueryKeys.statusAll(petId) }),
      queryClient.invalidateQueries({ queryKey: vaccinationQueryKeys.due() }),
    ]);
}
