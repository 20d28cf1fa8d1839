// Required equipment: a name and whether it is optional (SPEC default: not optional).
import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { BuilderForm } from './builder-form';
import { ItemActions } from './item-actions';
import { newEquipment, type EquipmentValues } from './program-form-values';
import { useDragReorder } from './use-drag-reorder';
import classes from './builder.module.css';

const PATH = 'content.equipment';

export function EquipmentEditor({ form, items }: { form: BuilderForm; items: EquipmentValues[] }) {
  const move = (from: number, to: number) => form.reorderListItem(PATH, { from, to });
  const drag = useDragReorder(move);
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Required Equipment
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet.
        </Text>
      ) : null}
      {items.map((item, index) => {
        const name = `Equipment ${index + 1}`;
        return (
          <Group key={item.id} gap="xs" align="flex-start" wrap="wrap" className={classes.item} {...drag.itemProps(index)}>
            <TextInput style={{ flex: '1 1 200px' }} aria-label={name} placeholder="Equipment name" {...form.getInputProps(`${PATH}.${index}.name`)} />
            <Switch
              mt={8}
              label="Optional"
              aria-label={`${name} is optional`}
              {...form.getInputProps(`${PATH}.${index}.optional`, { type: 'checkbox' })}
            />
            <ItemActions
              label={name.toLowerCase()}
              index={index}
              count={items.length}
              drag={drag}
              onMove={move}
              onRemove={() => form.removeListItem(PATH, index)}
            />
          </Group>
        );
      })}
      <Group>
        <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem(PATH, newEquipment())}>
          Add Equipment
        </Button>
      </Group>
    </Stack>
  );
}
