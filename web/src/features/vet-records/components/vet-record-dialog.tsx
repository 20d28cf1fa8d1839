import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import type { VetRecord } from '@common/pet-schemas';
import { todayDay } from '@common/vaccination-schemas';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useCreateVetRecord } from '../api/create-vet-record';
import { useUpdateVetRecord } from '../api/update-vet-record';
import {
  emptyVetRecordForm,
  toVetRecordInput,
  validateVetRecordForm,
  vetRecordToFormValues,
  type VetRecordFormValues,
} from './vet-record-form-values';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

type VetRecordDialogProps = {
  petId: number;
  opened: boolean;
  onClose: () => void;
  /** The record to edit; without it the dialog adds one. */
  record?: VetRecord | null;
};

/** Add or edit a vet record. The form mounts with the dialog, so every opening starts fresh. */
export function VetRecordDialog({ petId, opened, onClose, record }: VetRecordDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={record ? 'Edit Veterinary Record' : 'Add Veterinary Record'}>
      <VetRecordForm petId={petId} record={record ?? undefined} onDone={onClose} />
    </Modal>
  );
}

// The payload repeats three fields under the product's second (decisions.md 38) names; their errors belong to one input.
const SERVER_FIELD_TO_FORM = { date: 'visitDate', vetName: 'veterinarian', nextAppointmentDate: 'followUpDate' };
const DATE_FORMAT = 'MMMM D, YYYY';

function VetRecordForm({ petId, record, onDone }: { petId: number; record?: VetRecord; onDone: () => void }) {
  const form = useForm<VetRecordFormValues>({
    mode: 'controlled',
    initialValues: record ? vetRecordToFormValues(record) : emptyVetRecordForm,
    validate: validateVetRecordForm,
    validateInputOnChange: true,
  });
  const createRecord = useCreateVetRecord();
  const updateRecord = useUpdateVetRecord();
  const saving = createRecord.isPending || updateRecord.isPending;

  // decisions.md 38's toasts for one save; `failure` is the fallback when the server says nothing.
  const outcome = (success: string, failure: string) => ({
    onSuccess: () => {
      showSuccessToast('Success', success);
      onDone();
    },
    onError: (error: unknown) => reportMutationError(error, { title: 'Error', fallback: failure, form, fieldMap: SERVER_FIELD_TO_FORM }),
  });

  const save = (values: VetRecordFormValues) => {
    const input = toVetRecordInput(values);
    if (record) {
      updateRecord.mutate(
        { recordId: record.id, petId, input },
        outcome('Veterinary record updated successfully', 'Failed to update veterinary record'),
      );
    } else {
      createRecord.mutate({ petId, input }, outcome('Veterinary record created successfully', 'Failed to create veterinary record'));
    }
  };

  const calendarIcon = <IconCalendar size={16} aria-hidden />;
  return (
    <form onSubmit={form.onSubmit(save, focusFirstInvalid)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateInput
            label="Visit Date"
            placeholder="Pick a date"
            withAsterisk
            valueFormat={DATE_FORMAT}
            leftSection={calendarIcon}
            popoverProps={{ withinPortal: true }}
            maxDate={todayDay()}
            {...form.getInputProps('visitDate')}
          />
          <DateInput
            label="Follow-up Date"
            placeholder="Pick a date"
            clearable
            valueFormat={DATE_FORMAT}
            leftSection={calendarIcon}
            popoverProps={{ withinPortal: true }}
            minDate={form.values.visitDate ?? undefined}
            {...form.getInputProps('followUpDate')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Veterinarian" placeholder="Dr. Jane Smith" withAsterisk {...form.getInputProps('veterinarian')} />
          <TextInput label="Clinic Name" placeholder="Happy Paws Clinic" {...form.getInputProps('clinicName')} />
        </SimpleGrid>
        <TextInput label="Diagnosis" placeholder="e.g. Annual check-up, ear infection" {...form.getInputProps('diagnosis')} />
        <Textarea label="Treatment" autosize minRows={2} {...form.getInputProps('treatment')} />
        <Textarea label="Medications" autosize minRows={1} {...form.getInputProps('medications')} />
        <Textarea label="Lab Results" autosize minRows={1} {...form.getInputProps('labResults')} />
        <Textarea label="Vaccinations" autosize minRows={1} {...form.getInputProps('vaccinations')} />
        <Textarea label="Additional Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {record ? 'Update Record' : 'Save Record'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
