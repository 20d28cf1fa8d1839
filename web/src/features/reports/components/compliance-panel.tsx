// Pets of upcoming stays whose vaccinations will not do (decisions.md 62): one line per pet, stay
// and vaccine, and the count of each problem as a chart.
import { BarChart } from '../../../components/charts/bar-chart';
import { Text } from '@mantine/core';
import { COMPLIANCE_PROBLEMS, COMPLIANCE_PROBLEM_LABELS } from '@common/report-choices';
import type { VaccinationComplianceReport } from '@common/report-schemas';
import { ChartPanel } from '../../../components/chart-panel';
import { formatDate } from '../../../lib/format';
import { CHART_HEIGHT } from '../../../components/chart-format';

const SERVICE_LABELS = { boarding: 'Boarding', daycare: 'Daycare', training: 'Training' } as const;

export function CompliancePanel({ report, csvUrl }: { report: VaccinationComplianceReport; csvUrl: string }) {
  const dates = `${formatDate(report.checkedFrom)} to ${formatDate(report.to)}`;
  const emptyText =
    report.petsWithStays === 0
      ? `No stays start from ${dates}.`
      : report.petsWithStays === 1
        ? `The one pet with a stay from ${dates} has its vaccinations in order.`
        : `All ${report.petsWithStays} pets with stays from ${dates} have their vaccinations in order.`;
  return (
    <ChartPanel
      title="Vaccination compliance of upcoming stays"
      csvUrl={csvUrl}
      tableBelow
      rows={report.rows}
      emptyText={emptyText}
      controls={
        report.rows.length > 0 ? (
          <Text size="sm" mb="sm">
            {report.petsWithProblems} of {report.petsWithStays} pets with stays from {dates} need attention.
          </Text>
        ) : null
      }
      columns={[
        { label: 'Pet', value: (row) => `${row.petName} (${row.ownerName})` },
        {
          label: 'Stay',
          value: (row) =>
            `${SERVICE_LABELS[row.serviceType]}, ${formatDate(row.startDay)}${row.lastDay === row.startDay ? '' : ` to ${formatDate(row.lastDay)}`}`,
        },
        { label: 'Vaccine', value: (row) => row.vaccineName },
        {
          label: 'Problem',
          value: (row) =>
            row.problem === 'expiring' && row.expiresOn ? `Expires ${formatDate(row.expiresOn)}` : COMPLIANCE_PROBLEM_LABELS[row.problem],
        },
      ]}
      chart={
        <BarChart
          h={CHART_HEIGHT}
          data={COMPLIANCE_PROBLEMS.map((problem) => ({
            problem: COMPLIANCE_PROBLEM_LABELS[problem],
            records: report.problemCounts[problem],
          }))}
          dataKey="problem"
          series={[{ name: 'records', label: 'Vaccines', color: 'red.6' }]}
          yAxisProps={{ allowDecimals: false }}
          withBarValueLabel
        />
      }
    />
  );
}
