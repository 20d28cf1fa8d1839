// Add or edit a vaccination record (issue 12): the vaccines of the pet's species plus 'Other', the
// date given, an expiry suggested from the vaccine's usual interval (editable), batch, clinic and
// an optional proof (PDF or photo) uploaded after the record is saved. Shared: the pet page and
// the vet-records page ("Add as vaccination record") both open it.
import { useState } from 'react';
import { Button, FileInput, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SelectField } from '../deferred-fields/select-field';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar, IconPaperclip } from '@tabler/icons-react';
import type { Pet } from '@common/pet-schemas';
import {
  VACCINE_PROOF_TYPES,
  vaccinationInputSchema,
  vaccineProofProblem,
  type Vaccination,
  type VaccinationInput,
} from '@common/vaccination-schemas';
import { suggestedExpiry, VACCINES, vaccinesFor, type VaccineCode } from '@common/vaccines';
import { reportMutationError } from '../../lib/report-mutation-error';
import { showSuccessToast } from '../../lib/toasts';
import { useSaveVaccination } from '../../lib/vaccinations/save-vaccination';
import { useUploadVaccinationProof } from '../../lib/vaccinations/upload-vaccination-proof';
import { zodResolver } from '../../lib/zod-form';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';

type FormValues = {
  vaccine: string | null;
  otherName: string;
  givenOn: string | null;
  expiresOn: string | null;
  batchNumber: string;
  clinic: string;
  vetRecordId: number | null;
};

/** What a new record starts with, e.g. a vet visit's date and clinic. */
export type VaccinationPrefill = Partial<Pick<FormValues, 'givenOn' | 'clinic' | 'vetRecordId'>>;

type VaccinationDialogProps = {
  pet: Pick<Pet, 'id' | 'petType' | 'breed'>;
  opened: boolean;
  onClose: () => void;
  /** The record to edit; without it the dialog adds one. */
  record?: Vaccination | null;
  prefill?: VaccinationPrefill;
};

export function VaccinationDialog({ pet, opened, onClose, record, prefill }: VaccinationDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={record ? 'Edit Vaccination' : 'Add Vaccination'}>
      <VaccinationForm pet={pet} record={record ?? undefined} prefill={prefill} onDone={onClose} />
    </Modal>
  );
}

const DATE_FORMAT = 'MMMM D, YYYY';

const toInput = (values: FormValues): VaccinationInput => ({
  vaccine: (values.vaccine ?? undefined) as VaccineCode,
  otherName: values.vaccine === 'other' ? values.otherName : null,
  givenOn: values.givenOn ?? '',
  expiresOn: values.expiresOn ?? '',
  batchNumber: values.batchNumber,
  clinic: values.clinic,
  vetRecordId: values.vetRecordId,
});

const validatePayload = zodResolver(vaccinationInputSchema);

const intervalLabel = (months: number) => (months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months`);

function VaccinationForm({
  pet,
  record,
  prefill,
  onDone,
}: {
  pet: VaccinationDialogProps['pet'];
  record?: Vaccination;
  prefill?: VaccinationPrefill;
  onDone: () => void;
}) {
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: record
      ? {
          vaccine: record.vaccine,
          otherName: record.otherName ?? '',
          givenOn: record.givenOn,
          expiresOn: record.expiresOn,
          batchNumber: record.batchNumber ?? '',
          clinic: record.clinic ?? '',
          vetRecordId: record.vetRecordId,
        }
      : { vaccine: null, otherName: '', givenOn: null, expiresOn: null, batchNumber: '', clinic: '', vetRecordId: null, ...prefill },
    validate: (values) => validatePayload(toInput(values)),
    validateInputOnChange: true,
  });
  const [proof, setProof] = useState<File | null>(null);
  const [proofProblem, setProofProblem] = useState<string | null>(null);
  const save = useSaveVaccination();
  const upload = useUploadVaccinationProof();
  const saving = save.isPending || upload.isPending;

  const values = form.getValues();
  const vaccine = values.vaccine as VaccineCode | null;
  const intervals = vaccine ? VACCINES[vaccine].intervalsMonths : [];

  // The expiry follows the usual interval whenever the vaccine or the date given changes; the
  // owner may still type another one.
  const suggest = (next: { vaccine?: string | null; givenOn?: string | null }) => {
    const code = (next.vaccine !== undefined ? next.vaccine : values.vaccine) as VaccineCode | null;
    const givenOn = next.givenOn !== undefined ? next.givenOn : values.givenOn;
    if (code && givenOn) form.setFieldValue('expiresOn', suggestedExpiry(code, givenOn));
  };

  const pickProof = (file: File | null) => {
    const problem = file ? vaccineProofProblem(file) : null;
    setProofProblem(problem);
    setProof(problem ? null : file);
  };

  const submit = (formValues: FormValues) => {
    save.mutate(
      { petId: pet.id, id: record?.id, input: toInput(formValues) },
      {
        onSuccess: (saved) => {
          if (!proof) {
            showSuccessToast('Success', record ? 'Vaccination updated' : 'Vaccination added');
            onDone();
            return;
          }
          upload.mutate(
            { id: saved.id, file: proof },
            {
              onSuccess: () => {
                showSuccessToast('Success', record ? 'Vaccination updated' : 'Vaccination added');
                onDone();
              },
              // The record is saved; only the file failed. The dialog stays open to try again as an edit.
              onError: (error) =>
                reportMutationError(error, { title: 'Proof Upload Failed', fallback: 'The proof could not be uploaded.' }),
            },
          );
        },
        onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to save the vaccination', form }),
      },
    );
  };

  const calendarIcon = <IconCalendar size={16} aria-hidden />;
  const vaccineInput = form.getInputProps('vaccine');
  const givenInput = form.getInputProps('givenOn');
  return (
    <form onSubmit={form.onSubmit(submit, focusFirstInvalid)} noValidate>
      <Stack gap="sm">
        <SelectField
          label="Vaccine"
          placeholder="Choose a vaccine"
          withAsterisk
          data={vaccinesFor(pet).map((code) => ({ value: code, label: VACCINES[code].name }))}
          comboboxProps={{ withinPortal: true }}
          {...vaccineInput}
          onChange={(value) => {
            vaccineInput.onChange(value);
            suggest({ vaccine: value });
          }}
        />
        {values.vaccine === 'other' ? (
          <TextInput label="Vaccine name" placeholder="e.g. Lyme disease" withAsterisk {...form.getInputProps('otherName')} />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateInput
            label="Date given"
            placeholder="Pick a date"
            withAsterisk
            valueFormat={DATE_FORMAT}
            leftSection={calendarIcon}
            popoverProps={{ withinPortal: true }}
            {...givenInput}
            onChange={(value) => {
              givenInput.onChange(value);
              suggest({ givenOn: value });
            }}
          />
          <DateInput
            label="Expires"
            placeholder="Pick a date"
            withAsterisk
            valueFormat={DATE_FORMAT}
            leftSection={calendarIcon}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('expiresOn')}
          />
        </SimpleGrid>
        {intervals.length > 1 && values.givenOn ? (
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              Usually valid for
            </Text>
            {intervals.map((months) => (
              <Button
                key={months}
                size="compact-xs"
                variant="light"
                onClick={() => form.setFieldValue('expiresOn', suggestedExpiry(vaccine!, values.givenOn!, months))}
              >
                {intervalLabel(months)}
              </Button>
            ))}
          </Group>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Batch number" {...form.getInputProps('batchNumber')} />
          <TextInput label="Clinic" placeholder="Happy Paws Clinic" {...form.getInputProps('clinic')} />
        </SimpleGrid>
        <FileInput
          label="Proof (PDF or photo)"
          description={record?.proof ? 'A proof is on file; a new file replaces it.' : 'PDF, JPEG, PNG or WebP, up to 10 MB'}
          placeholder="Choose a file"
          accept={VACCINE_PROOF_TYPES.join(',')}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          clearable
          value={proof}
          onChange={pickProof}
          error={proofProblem}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {record ? 'Update Vaccination' : 'Save Vaccination'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
