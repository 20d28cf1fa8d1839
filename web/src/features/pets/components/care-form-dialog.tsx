import { ActionIcon, Button, Checkbox, Divider, Group, Modal, SimpleGrid, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_MEALS, MAX_MEDICATIONS, MAX_PICKUP_PEOPLE, type CareAnswer } from '@common/care-schemas';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useSaveCare } from '../../../lib/pet-care-query';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import {
  CARE_FIELD_TO_FORM,
  careToFormValues,
  emptyMeal,
  emptyMedication,
  toCareInput,
  validateCareForm,
  type CareFormValues,
} from './care-form-values';

type CareFormDialogProps = { petId: number; petName: string; care: CareAnswer; opened: boolean; onClose: () => void };

/** Edit a pet's care instructions (decisions.md 54). The form mounts with the dialog, so each opening starts from what is stored. */
export function CareFormDialog({ petId, petName, care, opened, onClose }: CareFormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Care instructions for ${petName}`} size="lg">
      <CareForm petId={petId} care={care} onDone={onClose} />
    </Modal>
  );
}

function CareForm({ petId, care, onDone }: { petId: number; care: CareAnswer; onDone: () => void }) {
  const form = useForm<CareFormValues>({ mode: 'controlled', initialValues: careToFormValues(care), validate: validateCareForm });
  const save = useSaveCare(petId);

  const submit = form.onSubmit(
    (values) =>
      save.mutate(toCareInput(values), {
        onSuccess: () => {
          showSuccessToast('Care instructions saved', 'Staff will follow them during every stay.');
          onDone();
        },
        onError: (error) =>
          reportMutationError(error, {
            title: 'Error',
            fallback: 'Failed to save the care instructions',
            form,
            fieldMap: CARE_FIELD_TO_FORM,
          }),
      }),
    focusFirstInvalid,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} fz="md">
          Feeding
        </Title>
        {form.values.feeding.map((_meal, index) => (
          <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
              <TextInput label="Time" placeholder="07:30" {...form.getInputProps(`feeding.${index}.time`)} />
              <TextInput label="Food" placeholder="Kibble (salmon)" {...form.getInputProps(`feeding.${index}.food`)} />
              <TextInput label="Amount" placeholder="1 cup" {...form.getInputProps(`feeding.${index}.amount`)} />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={`Remove meal ${index + 1}`}
              onClick={() => form.removeListItem('feeding', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={form.values.feeding.length >= MAX_MEALS}
          onClick={() => form.insertListItem('feeding', { ...emptyMeal })}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a meal
        </Button>

        <Divider />
        <Title order={3} fz="md">
          Medications
        </Title>
        {form.values.medications.map((_medication, index) => (
          <Stack key={index} gap="xs">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
                <TextInput label="Medication" {...form.getInputProps(`medications.${index}.name`)} />
                <TextInput label="Dose" placeholder="30 mg" {...form.getInputProps(`medications.${index}.dose`)} />
                <TextInput label="Times" placeholder="08:00, 20:00" {...form.getInputProps(`medications.${index}.times`)} />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={`Remove medication ${index + 1}`}
                onClick={() => form.removeListItem('medications', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <Checkbox label="Given with food" {...form.getInputProps(`medications.${index}.withFood`, { type: 'checkbox' })} />
            <TextInput label="Notes" placeholder="Hide it in cheese" {...form.getInputProps(`medications.${index}.notes`)} />
          </Stack>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={form.values.medications.length >= MAX_MEDICATIONS}
          onClick={() => form.insertListItem('medications', { ...emptyMedication })}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a medication
        </Button>

        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="xs">
            <Title order={3} fz="md">
              Emergency contact
            </Title>
            <TextInput label="Name" autoComplete="off" {...form.getInputProps('emergencyName')} />
            <TextInput label="Phone" type="tel" {...form.getInputProps('emergencyPhone')} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz="md">
              Vet
            </Title>
            <TextInput label="Clinic" {...form.getInputProps('vetClinic')} />
            <TextInput label="Clinic phone" type="tel" {...form.getInputProps('vetPhone')} />
          </Stack>
        </SimpleGrid>
        <TagsInput
          label="Who may pick up"
          description="Press Enter after each name. Without names, only you."
          maxTags={MAX_PICKUP_PEOPLE}
          {...form.getInputProps('pickupPeople')}
        />
        <Text size="xs" c="dimmed">
          Staff see these on every screen of a stay; a change during a stay is flagged to them.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
