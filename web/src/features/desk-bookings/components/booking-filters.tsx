// The desk list's filters: the days a booking overlaps, service, status, payment, and a search by
// owner or pet name (sent once typing pauses).
import { useEffect, useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { BOOKING_STATUSES, PAYMENT_STATUSES, SERVICE_TYPES } from '@common/booking-choices';
import type { BookingStatus, PaymentStatus, ServiceType } from '@common/booking-choices';
import type { DeskBookingFilters } from '../api/get-desk-bookings';
import { PAYMENT_LABELS, SERVICE_LABELS, STATUS_LABELS } from './desk-labels';

type Props = { filters: DeskBookingFilters; onChange: (patch: Partial<DeskBookingFilters>) => void };

export function BookingFilters({ filters, onChange }: Props) {
  const [search, setSearch] = useState(filters.q);
  const [debounced] = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debounced !== filters.q) onChange({ q: debounced });
  }, [debounced, filters.q, onChange]);

  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <TextInput
        label="Search"
        placeholder="Owner or pet name"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
      />
      <TextInput
        label="From"
        type="date"
        value={filters.from ?? ''}
        onChange={(event) => onChange({ from: event.currentTarget.value || null })}
        style={{ flex: '1 1 140px' }}
      />
      <TextInput
        label="To"
        type="date"
        value={filters.to ?? ''}
        onChange={(event) => onChange({ to: event.currentTarget.value || null })}
        style={{ flex: '1 1 140px' }}
      />
      <SelectField
        label="Service"
        placeholder="Any service"
        clearable
        data={SERVICE_TYPES.map((value) => ({ value, label: SERVICE_LABELS[value] }))}
        value={filters.service}
        onChange={(value) => onChange({ service: value as ServiceType | null })}
        style={{ flex: '1 1 140px' }}
      />
      <SelectField
        label="Status"
        placeholder="Any status"
        clearable
        data={BOOKING_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value].label }))}
        value={filters.status}
        onChange={(value) => onChange({ status: value as BookingStatus | null })}
        style={{ flex: '1 1 140px' }}
      />
      <SelectField
        label="Payment"
        placeholder="Any payment"
        clearable
        data={PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_LABELS[value].label }))}
        value={filters.payment}
        onChange={(value) => onChange({ payment: value as PaymentStatus | null })}
        style={{ flex: '1 1 140px' }}
      />
    </Group>
  );
}
