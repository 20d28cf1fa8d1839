// The care form's values (flat strings, as inputs hold them) and the API's instructions
// (decisions.md 54), both ways; the form checks itself with the API's own schema.
import type { FormErrors } from '@mantine/form';
import { careInstructionsSchema, type CareAnswer, type CareInstructionsInput } from '@common/care-schemas';

export type MealValues = { time: string; food: string; amount: string };
export type MedicationValues = { name: string; dose: string; times: string; withFood: boolean; notes: string };
export type CareFormValues = {
  feeding: MealValues[];
  medications: MedicationValues[];
  emergencyName: string;
  emergencyPhone: string;
  vetClinic: string;
  vetPhone: string;
  pickupPeople: string[];
};

export const emptyMeal: MealValues = { time: '', food: '', amount: '' };
export const emptyMedication: MedicationValues = { name: '', dose: '', times: '', withFood: false, notes: '' };

export function careToFormValues(care: CareAnswer): CareFormValues {
  return {
    feeding: care.feeding.map((meal) => ({ ...meal })),
    medications: care.medications.map((medication) => ({
      ...medication,
      times: medication.times.join(', '),
      notes: medication.notes ?? '',
    })),
    emergencyName: care.emergencyContact?.name ?? '',
    emergencyPhone: care.emergencyContact?.phone ?? '',
    vetClinic: care.vet?.clinic ?? '',
    vetPhone: care.vet?.phone ?? '',
    pickupPeople: [...care.pickupPeople],
  };
}

/** A pair left blank is "not given" (null); half a pair is sent, so the missing half is named. */
const pair = <K extends string, L extends string>(first: [K, string], second: [L, string]) =>
  first[1].trim() === '' && second[1].trim() === '' ? null : ({ [first[0]]: first[1], [second[0]]: second[1] } as Record<K | L, string>);

export function toCareInput(values: CareFormValues): CareInstructionsInput {
  return {
    feeding: values.feeding,
    medications: values.medications.map((medication) => ({
      ...medication,
      times: medication.times.split(/[,\s]+/).filter(Boolean),
      notes: medication.notes || null,
    })),
    emergencyContact: pair(['name', values.emergencyName], ['phone', values.emergencyPhone]),
    vet: pair(['clinic', values.vetClinic], ['phone', values.vetPhone]),
    pickupPeople: values.pickupPeople,
  };
}

/** The API's field names where the form's differ, for its errors (client and server alike). */
export const CARE_FIELD_TO_FORM: Record<string, string> = {
  'emergencyContact.name': 'emergencyName',
  'emergencyContact.phone': 'emergencyPhone',
  'vet.clinic': 'vetClinic',
  'vet.phone': 'vetPhone',
};

const formField = (path: string) => CARE_FIELD_TO_FORM[path] ?? path.replace(/^(medications\.\d+\.times)\.\d+$/, '$1');

export function validateCareForm(values: CareFormValues): FormErrors {
  const result = careInstructionsSchema.safeParse(toCareInput(values));
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = formField(issue.path.join('.'));
    errors[field] ??= issue.message;
  }
  return errors;
}
