import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import type { UseFormReturnType } from '@mantine/form';
import { PET_TYPES, SMALL_ANIMAL_KINDS } from '@common/pet-choices';
import type { PetType } from '@common/pet-schemas';
import { PetTypeIcon } from '../../../components/pet-type-icon';
import type { PetFormValues } from './pet-form-values';

type PetTypeStepProps = {
  form: UseFormReturnType<PetFormValues>;
  onTypeChange: (petType: PetType) => void;
};

/** Step 1: what kind of pet; for a small animal also which one (stored as the breed). */
export function PetTypeStep({ form, onTypeChange }: PetTypeStepProps) {
  const { petType } = form.values;
  return (
    <Stack gap="md">
      <Radio.Group
        label="Pet Type"
        withAsterisk
        value={petType}
        onChange={(value) => onTypeChange(value as PetType)}
        error={form.errors.petType}
      >
        <SimpleGrid cols={3} spacing="sm" mt="xs">
          {PET_TYPES.map((type) => (
            <Radio.Card key={type.value} value={type.value} radius="md" p="sm" aria-label={type.label}>
              <Stack align="center" gap={6}>
                <PetTypeIcon petType={type.value} size={30} stroke={1.6} aria-hidden />
                <Group gap={6} wrap="nowrap">
                  <Radio.Indicator size="xs" />
                  <Text size="sm" fw={500} ta="center">
                    {type.label}
                  </Text>
                </Group>
              </Stack>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {petType === 'small_animal' ? (
        <SelectField
          label="Small Animal Type"
          placeholder="Select a small animal type"
          withAsterisk
          data={[...SMALL_ANIMAL_KINDS]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('breed')}
          value={form.values.breed || null}
          onChange={(kind) => {
            // A different kind has a different breed list.
            form.setFieldValue('smallAnimalBreed', '');
            form.getInputProps('breed').onChange(kind ?? '');
          }}
        />
      ) : null}
    </Stack>
  );
}
