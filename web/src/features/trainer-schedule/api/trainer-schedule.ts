// GET/PUT /api/trainer/schedule: the signed-in trainer's own hours and time off (decisions.md 64).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrainerSchedule, TrainerScheduleInput } from '@common/trainer-schedule-schemas';
import { api } from '../../../lib/api-client';
import { trainerQueryKeys } from '../../../lib/trainer-query';

export const trainerScheduleKey = () => [...trainerQueryKeys.all, 'schedule'] as const;

export const getTrainerSchedule = () => api.get<TrainerSchedule>('/api/trainer/schedule');

export const useTrainerSchedule = () => useQuery({ queryKey: trainerScheduleKey(), queryFn: getTrainerSchedule });

/** What the form sends: the API's shape with the note as typed ('' is sent and stored as none). */
export type TrainerScheduleValues = {
  weeklyHours: TrainerScheduleInput['weeklyHours'];
  timeOff: { from: string; to: string; note: string }[];
};

export function useSaveTrainerSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: TrainerScheduleValues) => api.put<TrainerSchedule>('/api/trainer/schedule', schedule),
    onSuccess: (saved) => queryClient.setQueryData(trainerScheduleKey(), saved),
  });
}
