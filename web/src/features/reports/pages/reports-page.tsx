// /admin/reports (issue 28, decisions.md 62): the business's reports for admins, each a chart with
// its figures and a CSV download, over a range of days (the server's default until one is chosen).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Group, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { REPORT_NAMES, reportRangeProblem, type ReportName } from '@common/report-choices';
import type { Report } from '@common/report-schemas';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { TabRow } from '../../../components/tab-row';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { reportCsvUrl, useReport, type ReportRange } from '../api/get-report';
import { CancellationsPanel } from '../components/cancellations-panel';
import { CompliancePanel } from '../components/compliance-panel';
import { OccupancyPanel } from '../components/occupancy-panel';
import { RevenuePanel } from '../components/revenue-panel';

const TAB_LABELS: Record<ReportName, string> = {
  revenue: 'Revenue',
  occupancy: 'Occupancy',
  cancellations: 'Cancellations',
  'vaccination-compliance': 'Vaccinations',
};
const isReportTab = (value: string | null): value is ReportName => REPORT_NAMES.some((name) => name === value);

function ReportPanel({ report, csvUrl }: { report: Report; csvUrl: string }) {
  switch (report.name) {
    case 'revenue':
      return <RevenuePanel report={report} csvUrl={csvUrl} />;
    case 'occupancy':
      return <OccupancyPanel report={report} csvUrl={csvUrl} />;
    case 'cancellations':
      return <CancellationsPanel report={report} csvUrl={csvUrl} />;
    case 'vaccination-compliance':
      return <CompliancePanel report={report} csvUrl={csvUrl} />;
  }
}

function ReportView({ name, range }: { name: ReportName; range: ReportRange }) {
  const report = useReport(name, range);
  if (report.isPending) return <Skeleton height={320} radius="md" role="status" aria-busy aria-label={`Loading ${TAB_LABELS[name]}`} />;
  if (report.isError) {
    return (
      <ErrorState
        title="Failed to load the report"
        message={errorMessage(report.error)}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {formatDate(report.data.from)} to {formatDate(report.data.to)}, weeks from Monday, in the business’s time zone (
        {report.data.timeZone}).
      </Text>
      <ReportPanel report={report.data} csvUrl={reportCsvUrl(name, range)} />
    </Stack>
  );
}

/** From and To as typed; the range the reports use once both are there and make sense. */
function useRangeFields() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const problem = from && to ? reportRangeProblem({ from, to }) : null;
  const range: ReportRange = from && to && !problem ? { from, to } : null;
  return { from, to, setFrom, setTo, problem, range };
}

export default function ReportsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fields = useRangeFields();
  const tabParam = searchParams.get('report');
  const tab: ReportName = isReportTab(tabParam) ? tabParam : 'revenue';

  return (
    <>
      <PageHeader
        title="Reports"
        description="Revenue, occupancy, cancellations and vaccination compliance, each with its figures and a CSV download."
      />
      <Stack gap="md">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput label="From" type="date" value={fields.from} onChange={(event) => fields.setFrom(event.currentTarget.value)} />
          <TextInput
            label="To"
            type="date"
            value={fields.to}
            onChange={(event) => fields.setTo(event.currentTarget.value)}
            error={fields.problem}
          />
        </Group>
        {fields.range ? null : (
          <Text size="xs" c="dimmed">
            Until both dates are chosen: the last 12 weeks (vaccinations: the next 12 weeks).
          </Text>
        )}
        <Tabs
          value={tab}
          onChange={(value) => {
            if (isReportTab(value)) setSearchParams({ report: value }, { replace: true });
          }}
        >
          <TabRow>
            {REPORT_NAMES.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {TAB_LABELS[name]}
              </Tabs.Tab>
            ))}
          </TabRow>
          {REPORT_NAMES.map((name) => (
            <Tabs.Panel key={name} value={name} pt="md">
              {name === tab ? <ReportView name={name} range={fields.range} /> : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}
