// POST /api/training-programs/:id/enroll: enrols one pet, then refreshes what shows it (the
// program's enrolment status and every enrolment list) so the page updates without a reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enrollInProgram, enrollmentQueryKeys, programQueryKeys } from '../../../lib/program-query';

export function useEnroll(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (petId: number) => enrollInProgram(programId, petId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: programQueryKeys.enrollmentStatus(programId) }),
        queryClient.invalidateQueries({ queryKey: enrollmentQueryKeys.all }),
      ]),
  });
}
