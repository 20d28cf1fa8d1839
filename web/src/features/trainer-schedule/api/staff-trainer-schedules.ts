// Staff's read-only view of the trainers' hours (decisions.md 64): GET /api/admin/trainers and
// GET /api/admin/trainers/:id/schedule.
import { useQuery } from '@tanstack/react-query';
import type { TrainerListItem, TrainerSchedule } from '@common/trainer-schedule-schemas';
import { api } from '../../../lib/api-client';

const staffScheduleKeys = {
  all: ['admin', 'trainers'] as const,
  list: () => [...staffScheduleKeys.all, 'list'] as const,
  schedule: (trainerId: number) => [...staffScheduleKeys.all, trainerId, 'schedule'] as const,
};

export const useTrainerList = () =>
  useQuery({ queryKey: staffScheduleKeys.list(), queryFn: () => api.get<TrainerListItem[]>('/api/admin/trainers') });

export const useStaffTrainerSchedule = (trainerId: number | null) =>
  useQuery({
    queryKey: staffScheduleKeys.schedule(trainerId ?? 0),
    queryFn: () => api.get<TrainerSchedule>(`/api/admin/trainers/${trainerId}/schedule`),
    enabled: trainerId !== null,
  });
