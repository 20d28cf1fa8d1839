// The builder's calls (PROGRAMS-CONTRACT): the trainer's own programs (working copies, any
// state) and saving one. Fetchers and keys are shared (lib/program-query.ts); every program key
// starts with 'training-programs', so one invalidation after a save refreshes the builder's
// list and the catalogue alike.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramInput } from '@common/program-schemas';
import { createProgram, myProgramsQueryOptions, programQueryKeys, updateProgram } from '../../../lib/program-query';

export const useMyPrograms = () => useQuery(myProgramsQueryOptions());

/** POST for a new program (programId null), PUT for an existing one. */
export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ programId, input }: { programId: number | null; input: ProgramInput }) =>
      programId === null ? createProgram(input) : updateProgram(programId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programQueryKeys.all }),
  });
}
