// Book Session's service and pets: boarding, daycare or training, the pet, and (for boarding and
// daycare) more pets at 15% off each. Changing the service or the pet drops choices that no longer apply.
import { MultiSelect, SegmentedControl } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { isStay, type BookingForm } from './booking-form';

type Props = { form: BookingForm; petOptions: { value: string; label: string }[] };

export function BookingPetFields({ form, petOptions }: Props) {
  const { service, petId } = form.values;
  return (
    <>
      <SegmentedControl
        aria-label="Service type"
        value={service}
        onChange={(value) => {
          form.setFieldValue('service', value as typeof service);
          form.setFieldValue('additional', []);
          form.setFieldValue('time', null);
          form.setFieldValue('trainerId', null);
        }}
        data={[
          { value: 'boarding', label: 'Boarding' },
          { value: 'daycare', label: 'Daycare' },
          { value: 'training', label: 'Training' },
        ]}
      />
      <SelectField
        label="Pet"
        placeholder="Choose a pet"
        data={petOptions}
        value={petId}
        error={form.errors.petId}
        onChange={(value) => {
          form.setFieldValue('petId', value);
          form.setFieldValue('additional', []);
        }}
        comboboxProps={{ withinPortal: true }}
      />
      {isStay(service) && petId ? (
        <MultiSelect
          label="Additional pets (15% off each)"
          placeholder="Add more pets"
          data={petOptions.filter((option) => option.value !== petId)}
          value={form.values.additional}
          onChange={(value) => form.setFieldValue('additional', value)}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
    </>
  );
}
