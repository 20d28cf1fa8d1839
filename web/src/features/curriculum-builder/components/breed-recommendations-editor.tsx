// Breed recommendations: a breed from the add-pet form's dog and cat lists (searchable), a
// suitability level (default good) and optional notes.
import { Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { CAT_BREEDS, DOG_BREEDS } from '@common/breeds';
import { SUITABILITY_LEVELS } from '@common/program-choices';
import type { BuilderForm } from './builder-form';
import { newBreedRecommendation, type BreedRecommendationValues } from './program-form-values';
import { SortableListEditor } from './sortable-list-editor';
import classes from './builder.module.css';

const PATH = 'content.breedRecommendations';

// Both lists open with the same catch-all choices; a Select takes each value once.
const dogBreeds = [...DOG_BREEDS];
const catBreeds = CAT_BREEDS.filter((breed) => !dogBreeds.includes(breed));
const breedGroups = [
  { group: 'Dogs', items: dogBreeds },
  { group: 'Cats', items: catBreeds },
];
const knownBreeds = new Set([...dogBreeds, ...catBreeds]);

/** The lists, plus a breed an imported program named that the lists lack, so it stays visible. */
const breedData = (current: string) =>
  current && !knownBreeds.has(current) ? [...breedGroups, { group: 'Other', items: [current] }] : breedGroups;

const suitabilityOptions = SUITABILITY_LEVELS.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

export function BreedRecommendationsEditor({ form, items }: { form: BuilderForm; items: BreedRecommendationValues[] }) {
  return (
    <SortableListEditor
      form={form}
      path={PATH}
      items={items}
      title="Breed Recommendations"
      itemName={(index) => `Breed recommendation ${index + 1}`}
      addLabel="Add Breed Recommendation"
      newItem={newBreedRecommendation}
    >
      {({ item, index, name, actions, itemProps }) => (
        <Paper withBorder p="xs" radius="sm" className={classes.item} {...itemProps}>
          <Group justify="space-between" wrap="wrap" mb={4}>
            <Text size="sm" fw={500}>
              {name}
            </Text>
            {actions}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <SelectField
              label="Breed"
              placeholder="Choose a breed"
              searchable
              maxDropdownHeight={300}
              data={breedData(item.breed)}
              {...form.getInputProps(`${PATH}.${index}.breed`)}
            />
            <SelectField
              label="Suitability"
              data={suitabilityOptions}
              allowDeselect={false}
              {...form.getInputProps(`${PATH}.${index}.suitability`)}
            />
          </SimpleGrid>
          <TextInput mt="xs" label="Notes" {...form.getInputProps(`${PATH}.${index}.notes`)} />
        </Paper>
      )}
    </SortableListEditor>
  );
}
