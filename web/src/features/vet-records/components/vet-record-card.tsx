import type { ReactNode } from 'react';
import { ActionIcon, Button, Card, Collapse, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DeferredTooltip } from '../../../components/deferred-fields/deferred-tooltip';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingHospital,
  IconCalendar,
  IconChevronDown,
  IconChevronUp,
  IconPencil,
  IconStethoscope,
  IconTrash,
  IconVaccine,
} from '@tabler/icons-react';
import type { VetRecord } from '@common/pet-schemas';
import { formatDate } from '../../../lib/format';

type VetRecordCardProps = {
  record: VetRecord;
  /** Edit and delete, for the pet's owner; without them the card is read-only (a client trainer's view). */
  onEdit?: () => void;
  onDelete?: () => void;
  /** Opens the vaccination dialog filled from this visit (shown when the visit lists vaccinations). */
  onAddVaccination?: () => void;
};

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

function DetailField({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      <Text size="sm" c={value ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
        {value || 'None recorded'}
      </Text>
    </div>
  );
}

/** One visit: what, when, who and where, with the rest behind 'View Details'. */
export function VetRecordCard({ record, onEdit, onDelete, onAddVaccination }: VetRecordCardProps) {
  const [open, { toggle }] = useDisclosure(false);
  const visitDate = record.visitDate ?? record.date;
  const veterinarian = record.veterinarian ?? record.vetName;
  const followUp = record.followUpDate ?? record.nextAppointmentDate;
  const title = record.diagnosis || 'Veterinary Visit';
  const detailsId = `vet-record-${record.id}-details`;

  return (
    <Card component="article" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={3} fz="lg">
            {title}
          </Title>
          <Group gap="lg" style={{ rowGap: 4 }}>
            <Fact icon={<IconCalendar size={16} aria-hidden />}>{visitDate ? formatDate(visitDate) : 'Date not specified'}</Fact>
            <Fact icon={<IconStethoscope size={16} aria-hidden />}>{veterinarian || 'Veterinarian not specified'}</Fact>
            {record.clinicName ? <Fact icon={<IconBuildingHospital size={16} aria-hidden />}>{record.clinicName}</Fact> : null}
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {onEdit ? (
            <DeferredTooltip label="Edit record">
              <ActionIcon variant="subtle" color="gray" onClick={onEdit} aria-label="Edit record">
                <IconPencil size={18} />
              </ActionIcon>
            </DeferredTooltip>
          ) : null}
          {onDelete ? (
            <DeferredTooltip label="Delete record">
              <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label="Delete record">
                <IconTrash size={18} />
              </ActionIcon>
            </DeferredTooltip>
          ) : null}
        </Group>
      </Group>
      <Group gap="xs" mt="sm">
        <Button
          variant="subtle"
          size="compact-sm"
          px={4}
          onClick={toggle}
          aria-expanded={open}
          aria-controls={detailsId}
          rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        >
          {open ? 'Hide Details' : 'View Details'}
        </Button>
        {record.vaccinations && onAddVaccination ? (
          <Button variant="light" size="compact-sm" leftSection={<IconVaccine size={14} />} onClick={onAddVaccination}>
            Add as vaccination record
          </Button>
        ) : null}
      </Group>
      <Collapse expanded={open} id={detailsId}>
        <Divider my="sm" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <DetailField label="Treatment" value={record.treatment} />
          <DetailField label="Medications" value={record.medications} />
          <DetailField label="Lab Results" value={record.labResults} />
          <DetailField label="Vaccinations" value={record.vaccinations} />
          <DetailField label="Follow-up Date" value={followUp ? formatDate(followUp) : null} />
          <DetailField label="Notes" value={record.notes} />
        </SimpleGrid>
      </Collapse>
    </Card>
  );
}
