// A booking's bill as a page (decisions.md 69): who and what, the charges, payments, refunds and the
// balance, each amount as the server worked it out. Two-column tables (what, amount) with the date
// under the label, so a 375px phone wraps the words and never scrolls sideways; printable as is.
import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Bill } from '@common/bill-schemas';
import { joinNames } from '@common/name-list';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import classes from './bill-view.module.css';

type Row = { key: string; label: ReactNode; note?: ReactNode; amountCents: number };

function AmountTable({ caption, rows, total, empty }: { caption: string; rows: Row[]; total?: Row; empty: string }) {
  return (
    <Stack gap={6} component="section" aria-label={caption}>
      <Title order={2} size="h4">
        {caption}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table className={classes.table} layout="fixed" verticalSpacing="xs" aria-label={caption}>
          <Table.Thead className={classes.hiddenHead}>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th className={classes.amount}>Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <Text size="sm">{row.label}</Text>
                  {row.note ? (
                    <Text size="xs" c="dimmed">
                      {row.note}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td className={classes.amount}>
                  <Text size="sm">{formatMoney(row.amountCents)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          {total ? (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{total.label}</Table.Th>
                <Table.Th className={classes.amount}>{formatMoney(total.amountCents)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      )}
    </Stack>
  );
}

export function BillView({ bill }: { bill: Bill }) {
  const card = (payment: Bill['payments'][number]) =>
    payment.cardBrand && payment.cardLast4 ? `${payment.cardBrand.toUpperCase()} ending in ${payment.cardLast4}` : null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.sheet}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={2}>
            <Text fw={700} size="lg">
              {bill.business.name}
            </Text>
            <Text size="sm" c="dimmed">
              Bill {bill.number}, {formatDate(bill.issuedAt)}
            </Text>
          </Stack>
          {bill.status === 'cancelled' ? (
            <Badge color="red" variant="light">
              Cancelled
            </Badge>
          ) : null}
        </Group>

        <Stack gap={2} aria-label="Booking">
          <Text size="sm">
            Billed to {bill.owner.name} ({bill.owner.email})
          </Text>
          <Text size="sm" fw={600}>
            {bill.service} for {joinNames(bill.pets.map((pet) => pet.name))}
          </Text>
          <Text size="sm">
            {formatDateTime(bill.period.startDate)} to {formatDateTime(bill.period.endDate)}
          </Text>
        </Stack>

        <AmountTable
          caption="Charges"
          empty="No charges."
          rows={bill.lines.map((line, index) => ({
            key: `${index}:${line.label}`,
            label: line.label,
            note: line.date ? formatDate(line.date) : undefined,
            amountCents: line.amountCents,
          }))}
          total={{ key: 'total', label: 'Total charges', amountCents: bill.subtotalCents }}
        />
        {bill.discountCents > 0 ? (
          <Text size="sm" c="dimmed" mt={-12}>
            Multi-pet discount included: {formatMoney(bill.discountCents)}
          </Text>
        ) : null}

        <AmountTable
          caption="Payments"
          empty="No payment yet."
          rows={bill.payments.map((payment, index) => ({
            key: String(index),
            label: payment.label,
            note: [formatDate(payment.date), card(payment)].filter(Boolean).join(', '),
            amountCents: payment.amountCents,
          }))}
        />

        <AmountTable
          caption="Refunds"
          empty="No refunds."
          rows={bill.refunds.map((refund, index) => ({
            key: String(index),
            label: 'Refund',
            note: [formatDate(refund.date), refund.reason].filter(Boolean).join(': '),
            amountCents: refund.amountCents,
          }))}
        />

        <Stack gap={4} className={classes.balance} aria-label="Balance">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} size="lg">
              {bill.balanceCents < 0 ? 'Balance (owed to you)' : 'Balance'}
            </Text>
            <Text fw={700} size="lg">
              {formatMoney(bill.balanceCents)}
            </Text>
          </Group>
          {bill.due.map((due, index) => (
            <Group key={index} justify="space-between" wrap="nowrap">
              <Text size="sm">{due.when ? `${due.label}, ${formatDate(due.when)}` : due.label}</Text>
              <Text size="sm">{formatMoney(due.amountCents)}</Text>
            </Group>
          ))}
          {bill.due.length === 0 && bill.balanceCents === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing is due.
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
