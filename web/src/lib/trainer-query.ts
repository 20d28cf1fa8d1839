// The trainer workspace's reads for any feature (TRAINER-CONTRACT "Web"): the clients pages, the
// analytics page and the owner's pet page (timeline) all read them, and features never import
// each other, so fetchers and query keys live here, written once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { petQueryKeys } from './pet-query';
import type { Assessment, ClientPet, ReportCard, TimelineEntry, TrainingSession } from '@common/trainer-schemas';
import type { ProgressSummary, TrainerAnalytics } from '@common/trainer-analytics-schemas';

type Id = number | string;

/** Trainer-only lists start with 'trainer'; a pet's records nest under its pet key. */
export const trainerQueryKeys = {
  all: ['trainer'] as const,
  clients: (search: string) => [...trainerQueryKeys.all, 'clients', search] as const,
  analytics: () => [...trainerQueryKeys.all, 'analytics'] as const,
};

export type PetRecordKind = 'sessions' | 'assessments' | 'report-cards' | 'timeline' | 'progress-summary';

/** `['pets', petId, kind]`: deleting the pet (petQueryKeys.all prefix) drops them too. */
export const petRecordKey = (petId: Id, kind: PetRecordKind) => [...petQueryKeys.all, String(petId), kind] as const;

export const getClients = (search: string) =>
  api.get<ClientPet[]>(search ? `/api/trainer/clients?search=${encodeURIComponent(search)}` : '/api/trainer/clients');

export const petRecordsQueryOptions = <T>(petId: Id, kind: PetRecordKind) =>
  queryOptions({ queryKey: petRecordKey(petId, kind), queryFn: () => api.get<T>(`/api/pets/${petId}/${kind}`) });

export const useClients = (search: string) => useQuery({ queryKey: trainerQueryKeys.clients(search), queryFn: () => getClients(search) });

export const usePetSessions = (petId: Id) => useQuery(petRecordsQueryOptions<TrainingSession[]>(petId, 'sessions'));
export const usePetAssessments = (petId: Id) => useQuery(petRecordsQueryOptions<Assessment[]>(petId, 'assessments'));
export const usePetReportCards = (petId: Id) => useQuery(petRecordsQueryOptions<ReportCard[]>(petId, 'report-cards'));
export const usePetTimeline = (petId: Id) => useQuery(petRecordsQueryOptions<TimelineEntry[]>(petId, 'timeline'));
export const usePetProgressSummary = (petId: Id) => useQuery(petRecordsQueryOptions<ProgressSummary>(petId, 'progress-summary'));

export const useTrainerAnalytics = () =>
  useQuery({ queryKey: trainerQueryKeys.analytics(), queryFn: () => api.get<TrainerAnalytics>('/api/trainer/analytics') });

/** The CSV download of one chart's rows (GET /api/trainer/analytics.csv?chart=...). */
export const analyticsCsvUrl = (chart: 'bookings' | 'occupancy' | 'skills' | 'sessions' | 'assessments') =>
  `/api/trainer/analytics.csv?chart=${chart}`;
