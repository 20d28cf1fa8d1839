// The business's administration (issue 26, decisions.md 50): trainer applications, the team, its
// invitations, the settings and the audit log. Every admin read and write of the web app.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry, AuditKind, Invitation, TeamMember, TrainerApplication } from '@common/admin-schemas';
import type { Role } from '@common/roles';
import type { SettingsUpdate, VersionedSettings } from '@common/business-settings';
import type { PublicUser } from '@common/auth-schemas';
import { api, getPage } from '../../../lib/api-client';
import { businessQueryKey } from '../../../lib/business-query';
import { userQueryKey } from '../../../lib/session';

export const adminQueryKeys = {
  all: ['admin'] as const,
  applications: () => [...adminQueryKeys.all, 'trainer-applications'] as const,
  team: () => [...adminQueryKeys.all, 'team'] as const,
  invitations: () => [...adminQueryKeys.all, 'invitations'] as const,
  settings: () => [...adminQueryKeys.all, 'settings'] as const,
  audit: (filters: AuditFilters) => [...adminQueryKeys.all, 'audit', filters] as const,
};

export const usePendingApplications = (enabled = true) =>
  useQuery({
    queryKey: adminQueryKeys.applications(),
    queryFn: () => api.get<TrainerApplication[]>('/api/admin/trainer-applications?status=pending'),
    enabled,
  });

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision, reason }: { userId: number; decision: 'approve' | 'decline'; reason?: string }) =>
      api.post<TrainerApplication>(
        `/api/admin/trainer-applications/${userId}/${decision}`,
        decision === 'decline' ? { reason } : undefined,
      ),
    onSuccess: (_, { userId }) => {
      queryClient.setQueryData<TrainerApplication[]>(adminQueryKeys.applications(), (list) =>
        list?.filter((application) => application.userId !== userId),
      );
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.applications() });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.team() });
    },
  });
}

export const useTeam = (enabled = true) =>
  useQuery({ queryKey: adminQueryKeys.team(), queryFn: () => api.get<TeamMember[]>('/api/admin/team'), enabled });

export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: Role }) => api.delete(`/api/admin/team/${userId}/roles/${role}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.team() });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}

export const useInvitations = (enabled = true) =>
  useQuery({ queryKey: adminQueryKeys.invitations(), queryFn: () => api.get<Invitation[]>('/api/admin/invitations'), enabled });

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { email: string; role: 'staff' | 'admin' }) => api.post<Invitation>('/api/admin/invitations', request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.invitations() }),
  });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/admin/invitations/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.invitations() }),
  });
}

export const useAdminSettings = () =>
  useQuery({ queryKey: adminQueryKeys.settings(), queryFn: () => api.get<VersionedSettings>('/api/admin/settings') });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => api.put<VersionedSettings>('/api/admin/settings', update),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueryKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: businessQueryKey });
    },
  });
}

export type AuditFilters = { actor: string | null; kind: AuditKind | null; from: string | null; to: string | null };

/** The audit query string for the filters (and a cursor), as GET /api/admin/audit and audit.csv take it. */
export function auditQuery(filters: AuditFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (filters.actor) params.set('actor', filters.actor);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const auditCsvUrl = (filters: AuditFilters) => `/api/admin/audit.csv${auditQuery(filters)}`;

export const useAudit = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: adminQueryKeys.audit(filters),
    queryFn: ({ pageParam }) => getPage<AuditEntry>(`/api/admin/audit${auditQuery(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const invitationQueryKey = (token: string) => ['invitations', token] as const;

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PublicUser>(`/api/invitations/${encodeURIComponent(token)}/accept`),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
