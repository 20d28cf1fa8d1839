// The program's own fields (decisions.md 32): title, difficulty, weeks, price in whole dollars,
// description, thumbnail (an uploaded image) and the published switch.
import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { NumberField } from '../../../components/deferred-fields/number-field';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { DIFFICULTIES } from '@common/program-choices';
import type { BuilderForm } from './builder-form';
import { ThumbnailField } from './thumbnail-field';

const difficultyOptions = DIFFICULTIES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

export function ProgramDetailsFields({ form }: { form: BuilderForm }) {
  return (
    <Stack gap="sm">
      <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <SelectField label="Difficulty" data={difficultyOptions} allowDeselect={false} {...form.getInputProps('difficulty')} />
        <NumberField label="Duration (weeks)" min={1} allowDecimal={false} {...form.getInputProps('durationWeeks')} />
        <NumberField label="Price ($)" min={0} allowDecimal={false} allowNegative={false} {...form.getInputProps('price')} />
      </SimpleGrid>
      <GrowingTextarea label="Description" withAsterisk minRows={3} {...form.getInputProps('description')} />
      <ThumbnailField form={form} />
      <Switch
        label="Published"
        description="Published programs appear in the catalogue; saving a change to one publishes a new version."
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
    </Stack>
  );
}
