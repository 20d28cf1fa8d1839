// The builder's calls (PROGRAMS-CONTRACT): the trainer's own programs (working copies, any
// state), create and update. Every program query key starts with 'training-programs', so one
// invalidation after a save refreshes the builder's list and the catalogue alike.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Program, ProgramInput } from '@common/program-schemas';
import { api } from '../../../lib/api-client';

export const programsQueryKey = ['training-programs'] as const;
export const myProgramsQueryKey = [...programsQueryKey, 'mine'] as const;

export const getMyPrograms = () => api.get<Program[]>('/api/training-programs?mine=true');

export const myProgramsQueryOptions = () => queryOptions({ queryKey: myProgramsQueryKey, queryFn: getMyPrograms });

export const useMyPrograms = (enabled = true) => useQuery({ ...myProgramsQueryOptions(), enabled });

export const createProgram = (input: ProgramInput) => api.post<Program>('/api/training-programs', input);

export const updateProgram = ({ programId, input }: { programId: number; input: ProgramInput }) =>
  api.put<Program>(`/api/training-programs/${programId}`, input);

export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ programId, input }: { programId: number | null; input: ProgramInput }) =>
      programId === null ? createProgram(input) : updateProgram({ programId, input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryKey }),
  });
}
