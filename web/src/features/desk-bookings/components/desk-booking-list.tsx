// The desk's bookings: a table on wider screens, cards on a phone (below Mantine's sm). Each opens
// the booking's details.
import { Badge, Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { DeskBookingRow } from '@common/desk-booking-schemas';
import { joinNames } from '@common/name-list';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { PAYMENT_LABELS, SERVICE_LABELS, STATUS_LABELS } from './desk-labels';
import { ScrollRegion } from '../../../components/scroll-region';

type Props = { items: DeskBookingRow[]; onOpen: (bookingId: number) => void };

const petNames = (row: DeskBookingRow) => joinNames(row.pets.map((pet) => pet.name));
const when = (row: DeskBookingRow) =>
  row.serviceType === 'boarding' ? `${formatDate(row.startDate)} to ${formatDate(row.endDate)}` : formatDateTime(row.startDate);

function Badges({ row }: { row: DeskBookingRow }) {
  const status = STATUS_LABELS[row.status];
  const payment = PAYMENT_LABELS[row.paymentStatus];
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={status.color} variant="light">
        {status.label}
      </Badge>
      <Badge color={payment.color} variant="outline">
        {payment.label}
      </Badge>
    </Group>
  );
}

function OpenButton({ row, onOpen }: { row: DeskBookingRow; onOpen: Props['onOpen'] }) {
  return (
    <UnstyledButton onClick={() => onOpen(row.id)} aria-label={`Open booking ${row.id} for ${petNames(row)}`}>
      <Text size="sm" fw={600} td="underline">
        {petNames(row)}
      </Text>
    </UnstyledButton>
  );
}

export function DeskBookingList({ items, onOpen }: Props) {
  return (
    <>
      <ScrollRegion minWidth={760} visibleFrom="sm">
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pets</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th>Owner</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((row) => (
              <Table.Tr key={row.id} onClick={() => onOpen(row.id)} style={{ cursor: 'pointer' }}>
                <Table.Td>
                  <OpenButton row={row} onOpen={onOpen} />
                  <Text size="xs" c="dimmed">
                    #{row.id}
                  </Text>
                </Table.Td>
                <Table.Td>{when(row)}</Table.Td>
                <Table.Td>
                  {SERVICE_LABELS[row.serviceType]}
                  {row.trainerName ? (
                    <Text size="xs" c="dimmed">
                      with {row.trainerName}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {row.owner.name}
                  <Text size="xs" c="dimmed">
                    @{row.owner.username}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badges row={row} />
                </Table.Td>
                <Table.Td ta="right">{formatMoney(row.totalPrice)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Stack gap="sm" hiddenFrom="sm">
        {items.map((row) => (
          <Card key={row.id} withBorder padding="sm" component="article" aria-label={`Booking ${row.id}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <OpenButton row={row} onOpen={onOpen} />
                <Text size="sm">
                  {SERVICE_LABELS[row.serviceType]} · {when(row)}
                </Text>
                <Text size="sm" c="dimmed">
                  {row.owner.name} (@{row.owner.username}){row.trainerName ? ` · with ${row.trainerName}` : ''}
                </Text>
              </Stack>
              <Text fw={600}>{formatMoney(row.totalPrice)}</Text>
            </Group>
            <Group mt="xs">
              <Badges row={row} />
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
