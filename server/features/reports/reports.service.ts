// The business reports (decisions.md 62): one report by name over a range of days, read with the
// business's zone, capacity and required vaccines from its settings.
import { isReportName, type Report } from '../../../common/report-schemas';
import { readBusinessSettings } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { notFound } from '../../platform/errors';
import { cancellationsReport } from './cancellations-report';
import { occupancyReport } from './occupancy-report';
import { reportRange } from './report-range';
import { revenueReport } from './revenue-report';
import { vaccinationComplianceReport } from './vaccination-compliance-report';

export async function businessReport(
  deps: Pick<AppDeps, 'db' | 'config'>,
  name: string,
  query: { from?: string; to?: string },
  now = new Date(),
): Promise<Report> {
  if (!isReportName(name)) throw notFound('The report');
  const settings = await readBusinessSettings(deps.db, deps.config);
  const range = reportRange(name, query, settings.timeZone, now);
  switch (name) {
    case 'revenue':
      return revenueReport(deps.db, range);
    case 'occupancy':
      return occupancyReport(deps.db, range, settings.boardingCapacity);
    case 'cancellations':
      return cancellationsReport(deps.db, range);
    case 'vaccination-compliance':
      return vaccinationComplianceReport(deps.db, range, settings.vaccines.required);
  }
}
