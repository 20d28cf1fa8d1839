// Training programs and enrolments for any feature (PROGRAMS-CONTRACT "Web"): the catalogue, the
// training page, the pet page and the curriculum builder all read them, and features never
// import each other, so fetchers, query keys and query options live here, written once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Enrollment, EnrollmentStatus, Program, ProgramInput, ProgramSummary } from '@common/program-schemas';
import { api } from './api-client';

type Id = number | string;

/**
 * Every program query key starts with 'training-programs', so invalidating `all` refreshes the
 * catalogue, the builder's list, each program and its enrolment status at once.
 */
export const programQueryKeys = {
  all: ['training-programs'] as const,
  list: () => [...programQueryKeys.all, 'list'] as const,
  mine: () => [...programQueryKeys.all, 'mine'] as const,
  one: (id: Id) => [...programQueryKeys.all, String(id)] as const,
  enrollmentStatus: (id: Id) => [...programQueryKeys.one(id), 'enrollment-status'] as const,
};

/** Enrolments: `all` (the caller's, across pets) prefixes each pet's own list. */
export const enrollmentQueryKeys = {
  all: ['enrollments'] as const,
  pet: (petId: Id) => [...enrollmentQueryKeys.all, 'pet', String(petId)] as const,
};

/** Lists answer summaries (counts, no curriculum); a program's content comes from its own route. */
export const getPrograms = () => api.get<ProgramSummary[]>('/api/training-programs');
export const getMyPrograms = () => api.get<ProgramSummary[]>('/api/training-programs?mine=true');
export const getProgram = (id: Id) => api.get<Program>(`/api/training-programs/${id}`);
export const getEnrollmentStatus = (id: Id) => api.get<EnrollmentStatus>(`/api/training-programs/${id}/enrollment-status`);
export const getEnrollments = () => api.get<Enrollment[]>('/api/enrollments');
export const getPetEnrollments = (petId: Id) => api.get<Enrollment[]>(`/api/pets/${petId}/enrollments`);

export const createProgram = (input: ProgramInput) => api.post<Program>('/api/training-programs', input);
export const updateProgram = (id: Id, input: ProgramInput) => api.put<Program>(`/api/training-programs/${id}`, input);
export const enrollInProgram = (id: Id, petId: number) => api.post<Enrollment>(`/api/training-programs/${id}/enroll`, { petId });
/** One of the caller's enrolments (decisions.md 72). */
export const getEnrollment = (id: Id) => api.get<Enrollment>(`/api/enrollments/${id}`);
/** After Stripe's page: the server asks the provider, and answers the enrolment paid or 409. */
export const confirmEnrollmentPaid = (id: Id) => api.post<Enrollment>(`/api/enrollments/${id}/confirm-payment`, {});
export type WithdrawResult = { outcome: 'withdrawn' | 'cancelled' | 'refunded'; refundedCents: number };
/** Withdraws the pet: free removed, pending cancelled, paid refunded under the rule (409 outside it). */
export const withdrawEnrollment = (id: Id) => api.post<WithdrawResult>(`/api/enrollments/${id}/cancel`, {});

/** The catalogue: published programs sorted by title (and a trainer's own drafts). */
export const programsQueryOptions = () => queryOptions({ queryKey: programQueryKeys.list(), queryFn: getPrograms });

/** The signed-in trainer's own programs, any state (the curriculum builder's left panel). */
export const myProgramsQueryOptions = () => queryOptions({ queryKey: programQueryKeys.mine(), queryFn: getMyPrograms });

export const programQueryOptions = (id: Id) =>
  queryOptions({ queryKey: programQueryKeys.one(id), queryFn: () => getProgram(id), retry: false });

export const enrollmentStatusQueryOptions = (id: Id) =>
  queryOptions({ queryKey: programQueryKeys.enrollmentStatus(id), queryFn: () => getEnrollmentStatus(id) });

export const enrollmentsQueryOptions = () => queryOptions({ queryKey: enrollmentQueryKeys.all, queryFn: getEnrollments });

export const petEnrollmentsQueryOptions = (petId: Id) =>
  queryOptions({ queryKey: enrollmentQueryKeys.pet(petId), queryFn: () => getPetEnrollments(petId) });

export const usePrograms = () => useQuery(programsQueryOptions());
export const useProgram = (id: Id, enabled = true) => useQuery({ ...programQueryOptions(id), enabled });
export const enrollmentQueryOptions = (id: Id) =>
  queryOptions({ queryKey: [...enrollmentQueryKeys.all, 'one', String(id)] as const, queryFn: () => getEnrollment(id), retry: false });

export const useEnrollments = (enabled = true) => useQuery({ ...enrollmentsQueryOptions(), enabled });
export const usePetEnrollments = (petId: Id, enabled = true) => useQuery({ ...petEnrollmentsQueryOptions(petId), enabled });

/** Lessons across every module: the detail header's 'N lessons' (a card reads its summary's `lessonCount`). */
export const lessonCount = (program: Pick<Program, 'content'>) =>
  program.content.modules.reduce((total, module) => total + module.lessons.length, 0);

const DIFFICULTY_COLORS: Record<Program['difficulty'], string> = { beginner: 'teal', intermediate: 'blue', advanced: 'grape' };
const DIFFICULTY_NAMES: Record<Program['difficulty'], string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** The difficulty badge's text and colour, the same on cards, the detail view and the builder. */
export const difficultyBadge = (difficulty: Program['difficulty']) => ({
  label: DIFFICULTY_NAMES[difficulty],
  color: DIFFICULTY_COLORS[difficulty],
});

/** '1 week', '6 weeks'; '1 lesson', '12 lessons'. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
