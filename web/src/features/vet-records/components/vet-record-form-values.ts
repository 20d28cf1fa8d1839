// The vet-record form's values and the payload the product's client (decisions.md 37) sends: visitDate and date,
// veterinarian and vetName, followUpDate and nextAppointmentDate carry the same value, and
// recordType is always 'Medical Visit' (decisions.md 33).
import { vetRecordInputSchema, type VetRecord, type VetRecordInput } from '@common/pet-schemas';
import { zodResolver } from '../../../lib/zod-form';

export type VetRecordFormValues = {
  visitDate: string | null;
  followUpDate: string | null;
  veterinarian: string;
  clinicName: string;
  diagnosis: string;
  treatment: string;
  medications: string;
  labResults: string;
  vaccinations: string;
  notes: string;
};

const RECORD_TYPE = 'Medical Visit';

export const emptyVetRecordForm: VetRecordFormValues = {
  visitDate: null,
  followUpDate: null,
  veterinarian: '',
  clinicName: '',
  diagnosis: '',
  treatment: '',
  medications: '',
  labResults: '',
  vaccinations: '',
  notes: '',
};

export function toVetRecordInput(values: VetRecordFormValues): VetRecordInput {
  const visitDate = values.visitDate ?? '';
  const followUpDate = values.followUpDate || null;
  return {
    visitDate,
    date: visitDate,
    veterinarian: values.veterinarian,
    vetName: values.veterinarian,
    recordType: RECORD_TYPE,
    clinicName: values.clinicName,
    diagnosis: values.diagnosis,
    treatment: values.treatment,
    medications: values.medications,
    labResults: values.labResults,
    vaccinations: values.vaccinations,
    notes: values.notes,
    followUpDate,
    nextAppointmentDate: followUpDate,
  };
}

const validatePayload = zodResolver(vetRecordInputSchema);

/** Validation for useForm: the shared schema run on the payload the form would send. */
export const validateVetRecordForm = (values: VetRecordFormValues) => validatePayload(toVetRecordInput(values));

/** A saved record in the form, for editing; older records may only have the duplicate fields. */
export function vetRecordToFormValues(record: VetRecord): VetRecordFormValues {
  return {
    visitDate: record.visitDate ?? record.date ?? null,
    followUpDate: record.followUpDate ?? record.nextAppointmentDate ?? null,
    veterinarian: record.veterinarian ?? record.vetName ?? '',
    clinicName: record.clinicName ?? '',
    diagnosis: record.diagnosis ?? '',
    treatment: record.treatment ?? '',
    medications: record.medications ?? '',
    labResults: record.labResults ?? '',
    vaccinations: record.vaccinations ?? '',
    notes: record.notes ?? '',
  };
}
