import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { NumberField } from '../../../components/deferred-fields/number-field';
import type { UseFormReturnType } from '@mantine/form';
import { SIZES_BY_TYPE, TEMPERAMENTS_BY_TYPE } from '@common/pet-choices';
import { breedChoices, type PetFormValues } from './pet-form-values';

/** The vaccines an owner of each kind of pet would name (a rabbit has no DHPP). */
const VACCINATION_EXAMPLES: Partial<Record<PetFormValues['petType'], string>> = {
  dog: 'e.g. Up to date (rabies, DHPP)',
  cat: 'e.g. Up to date (rabies, FVRCP)',
  small_animal: 'e.g. Up to date (myxomatosis, RHD)',
};

// decisions.md 31 (prices): the breed dropdown is at most 300px high.
const BREED_DROPDOWN_HEIGHT = 300;

type TextField = 'breed' | 'smallAnimalBreed' | 'size' | 'temperament';

/** A Select bound to a text field: the form keeps '' for "none", Mantine's Select wants null. */
function selectProps(form: UseFormReturnType<PetFormValues>, field: TextField) {
  const props = form.getInputProps(field);
  return { ...props, value: props.value || null, onChange: (value: string | null) => props.onChange(value ?? '') };
}

/** Step 2: name, breed and the rest of the profile. */
export function PetDetailsStep({ form }: { form: UseFormReturnType<PetFormValues> }) {
  const { petType, breed, smallAnimalBreed } = form.values;
  const isSmallAnimal = petType === 'small_animal';
  const breeds = isSmallAnimal ? breedChoices(petType, breed, smallAnimalBreed) : breedChoices(petType, '', breed);

  return (
    <Stack gap="sm">
      <TextInput label="Pet Name" placeholder="e.g. Biscuit" withAsterisk data-autofocus {...form.getInputProps('name')} />
      {!isSmallAnimal ? (
        <SelectField
          label="Breed"
          placeholder="Search breeds"
          withAsterisk
          searchable
          nothingFoundMessage="No breed matches"
          maxDropdownHeight={BREED_DROPDOWN_HEIGHT}
          data={breeds}
          {...selectProps(form, 'breed')}
        />
      ) : breeds.length > 0 ? (
        <SelectField
          label={`${breed} Breed`}
          description="Optional"
          placeholder="Search breeds"
          searchable
          clearable
          nothingFoundMessage="No breed matches"
          maxDropdownHeight={BREED_DROPDOWN_HEIGHT}
          data={breeds}
          {...selectProps(form, 'smallAnimalBreed')}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberField
          label="Age (years)"
          placeholder="e.g. 3"
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('age')}
        />
        <SelectField
          label="Size"
          data={SIZES_BY_TYPE[petType]}
          placeholder="Select a size"
          allowDeselect={false}
          {...selectProps(form, 'size')}
        />
      </SimpleGrid>
      <SelectField
        label="Temperament"
        placeholder="Select a temperament"
        clearable
        data={TEMPERAMENTS_BY_TYPE[petType]}
        {...selectProps(form, 'temperament')}
      />
      <Textarea
        label="Dietary Needs"
        placeholder="Food allergies, feeding schedule..."
        autosize
        minRows={1}
        {...form.getInputProps('dietaryNeeds')}
      />
      <Textarea
        label="Medical Conditions"
        placeholder="Ongoing conditions, medication..."
        autosize
        minRows={1}
        {...form.getInputProps('medicalConditions')}
      />
      <TextInput
        label="Vaccination Status"
        placeholder={VACCINATION_EXAMPLES[petType] ?? 'e.g. Up to date'}
        // Owners took this note for the records bookings check (the pet page's vaccinations).
        description="A note for you and our staff. Bookings check the vaccinations recorded on the pet's page."
        {...form.getInputProps('vaccinationStatus')}
      />
    </Stack>
  );
}
