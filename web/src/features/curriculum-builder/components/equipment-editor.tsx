// Required equipment: a name and whether it is optional (the product (decisions.md 35) default: not optional).
import { Group, Switch, TextInput } from '@mantine/core';
import type { BuilderForm } from './builder-form';
import { newEquipment, type EquipmentValues } from './program-form-values';
import { SortableListEditor } from './sortable-list-editor';
import classes from './builder.module.css';

const PATH = 'content.equipment';

export function EquipmentEditor({ form, items }: { form: BuilderForm; items: EquipmentValues[] }) {
  return (
    <SortableListEditor
      form={form}
      path={PATH}
      items={items}
      title="Required Equipment"
      itemName={(index) => `Equipment ${index + 1}`}
      addLabel="Add Equipment"
      newItem={newEquipment}
    >
      {({ index, name, actions, itemProps }) => (
        <Group gap="xs" align="flex-start" wrap="wrap" className={classes.item} {...itemProps}>
          <TextInput
            style={{ flex: '1 1 200px' }}
            aria-label={name}
            placeholder="Equipment name"
            {...form.getInputProps(`${PATH}.${index}.name`)}
          />
          <Switch
            mt={8}
            label="Optional"
            aria-label={`${name} is optional`}
            {...form.getInputProps(`${PATH}.${index}.optional`, { type: 'checkbox' })}
          />
          {actions}
        </Group>
      )}
    </SortableListEditor>
  );
}
