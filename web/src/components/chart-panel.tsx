// One chart with its figures: the chart, the same rows in a table beside it (below on a phone),
// and the CSV download of those rows. Trainer analytics and the business reports draw with it.
import type { ReactNode } from 'react';
import { Anchor, Card, Grid, Group, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ScrollRegion } from './scroll-region';

/** `nowrap`: a short value (a date) kept on one line, so that the rows keep one height. */
export type Column<Row> = { label: string; value: (row: Row) => ReactNode; nowrap?: boolean };

type ChartPanelProps<Row> = {
  title: string;
  chart: ReactNode;
  rows: Row[];
  columns: Column<Row>[];
  csvUrl: string;
  /** Above the chart, e.g. the pet Select of the assessment chart. */
  controls?: ReactNode;
  /** Said instead of the chart when there are no rows. */
  emptyText?: string;
  /** The table under the chart at every width (wide tables: the reports). */
  tableBelow?: boolean;
};

export function ChartPanel<Row>({
  title,
  chart,
  rows,
  columns,
  csvUrl,
  controls,
  emptyText = 'No figures yet.',
  tableBelow = false,
}: ChartPanelProps<Row>) {
  const md = tableBelow ? 12 : undefined;
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {rows.length > 0 ? (
          <Anchor href={csvUrl} download size="sm">
            <Group gap={4} component="span">
              <IconDownload size={14} />
              Download CSV
            </Group>
          </Anchor>
        ) : null}
      </Group>
      {controls}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: md ?? 7 }}>{chart}</Grid.Col>
          <Grid.Col span={{ base: 12, md: md ?? 5 }}>
            <ScrollRegion mah={300} label={`${title} figures, scrollable`}>
              <Table striped withTableBorder stickyHeader aria-label={`${title} figures`}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column.label}>{column.label}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, index) => (
                    <Table.Tr key={index}>
                      {columns.map((column) => (
                        <Table.Td key={column.label} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                          {column.value(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          </Grid.Col>
        </Grid>
      )}
    </Card>
  );
}
