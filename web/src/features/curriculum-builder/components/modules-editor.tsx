// The curriculum's modules through the one list editor: add, remove, duplicate and reorder (drag,
// or the Move buttons), with the list's own error (e.g. no modules yet) under it.
import type { BuilderForm } from './builder-form';
import { ModuleEditor } from './module-editor';
import { duplicateModule, newModule, type ModuleValues } from './program-form-values';
import { SortableListEditor } from './sortable-list-editor';

export function ModulesEditor({ form, modules }: { form: BuilderForm; modules: ModuleValues[] }) {
  return (
    <SortableListEditor
      form={form}
      path="content.modules"
      items={modules}
      empty="No modules yet. A module groups lessons, e.g. one per week."
      itemName={(index) => `module ${index + 1}`}
      addLabel="Add Module"
      addSize="sm"
      newItem={newModule}
      duplicate={duplicateModule}
      gap="sm"
    >
      {({ item, index, actions, itemProps }) => (
        <ModuleEditor form={form} index={index} module={item} actions={actions} itemProps={itemProps} />
      )}
    </SortableListEditor>
  );
}
