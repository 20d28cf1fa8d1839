// GET /api/admin/reports/:name?from&to (admins, decisions.md 62) and the URL of its CSV twin.
// Without a range the server picks its default (the last 12 weeks; compliance: the next 12).
import { useQuery } from '@tanstack/react-query';
import type { ReportName } from '@common/report-choices';
import type { Report } from '@common/report-schemas';
import { api } from '../../../lib/api-client';

export type ReportRange = { from: string; to: string } | null;

const query = (range: ReportRange) => (range ? `?from=${range.from}&to=${range.to}` : '');

export const reportUrl = (name: ReportName, range: ReportRange) => `/api/admin/reports/${name}${query(range)}`;
export const reportCsvUrl = (name: ReportName, range: ReportRange) => `/api/admin/reports/${name}.csv${query(range)}`;

export const reportQueryKeys = {
  all: ['admin-reports'] as const,
  report: (name: ReportName, range: ReportRange) => [...reportQueryKeys.all, name, range?.from ?? null, range?.to ?? null] as const,
};

export function useReport<Name extends ReportName>(name: Name, range: ReportRange) {
  return useQuery({
    queryKey: reportQueryKeys.report(name, range),
    queryFn: () => api.get<Extract<Report, { name: Name }>>(reportUrl(name, range)),
  });
}
