// GET /api/admin/day?date= (staff): the day board (decisions.md 57); today without a date.
import { useQuery } from '@tanstack/react-query';
import type { DayBoard } from '@common/day-board-schemas';
import { api } from '../../../lib/api-client';
import { frontDeskQueryKeys } from '../../../lib/front-desk-query-keys';

export const getDayBoard = (date: string | null) => api.get<DayBoard>(`/api/admin/day${date ? `?date=${date}` : ''}`);

export const useDayBoard = (date: string | null) => useQuery({ queryKey: frontDeskQueryKeys.day(date), queryFn: () => getDayBoard(date) });
