// The right panel: The product's create (decisions.md 35)/edit form with its nested editors, Preview as owner, Import
// JSON, Cancel and Create/Update Program. It mounts fresh for each selection (the page keys it),
// so selecting, Create New Program, Cancel and a successful save all start from a clean form.
// It draws in parts, one a task (decisions.md 84): the header and Program Details with the form,
// then the curriculum, then the requirements with Cancel and Save, each appended below.
import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEye, IconFileImport, IconRestore } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Program } from '@common/program-schemas';
import { paths } from '../../../app/paths';
import { serverMessage } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useSaveProgram } from '../api/program-calls';
import { BreedRecommendationsEditor } from './breed-recommendations-editor';
import { DescribedItemsEditor } from './described-items-editor';
import { EquipmentEditor } from './equipment-editor';
import { ModulesEditor } from './modules-editor';
import { previewProgram } from './preview-program';
import { ProgramDetailsFields } from './program-details-fields';
import { clearDraft, draftKey, readDraft, useKeepDraft } from './program-draft';
import { emptyProgramForm, loadProgramSchemas, programPayload, programToFormValues, type BuilderFormValues } from './program-form-values';
import { showFieldMessages, showServerFieldErrors } from './server-field-errors';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useDeferredSchema, validateTouchedFields } from '../../../lib/deferred-schema';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { createTurns } from '../../../lib/turns';
import { DrawnInTurn } from '../../../components/drawn-in-turn';

// The two dialogs (Import JSON's parser, the catalogue's detail view for the preview) are off the
// first screen: fetched after the page has loaded, or at once on their button's intent.
const ImportJsonDialog = lazyAfterPageLoad(() => import('./import-json-dialog').then((module) => ({ default: module.ImportJsonDialog })));
const PreviewDialog = lazyAfterPageLoad(() => import('./preview-dialog').then((module) => ({ default: module.PreviewDialog })));
const importIntent = { onPointerEnter: ImportJsonDialog.preload, onFocus: ImportJsonDialog.preload };
const previewIntent = { onPointerEnter: PreviewDialog.preload, onFocus: PreviewDialog.preload };

type ProgramEditorProps = {
  author: { id: number; name: string };
  /** The program being edited; null while creating a new one. */
  program: Program | null;
  /** Back to an empty new-program form with nothing selected. */
  onReset: () => void;
};

export function ProgramEditor({ author, program, onReset }: ProgramEditorProps) {
  const key = draftKey(author.id, program?.id ?? null);
  const [baseline] = useState<BuilderFormValues>(() => (program ? programToFormValues(program) : emptyProgramForm()));
  // Read once at mount: useForm's options are evaluated on every render.
  const [draft] = useState(() => readDraft(key));
  const [restored, setRestored] = useState(draft !== null);
  // The checks arrive on the first focus in the form; what was changed before they came is checked then.
  const schema = useDeferredSchema(
    () => loadProgramSchemas().then((module) => module.programFormSchema),
    () => validateTouchedFields(form),
  );
  const form = useForm<BuilderFormValues>({
    mode: 'controlled',
    initialValues: draft ?? baseline,
    validate: schema.validate,
    validateInputOnChange: true,
  });
  const saveProgram = useSaveProgram();
  const allowNavigation = useRef(false);
  const [turns] = useState(() => createTurns());
  const [previewOpen, setPreviewOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);

  const dirty = useMemo(() => JSON.stringify(form.values) !== JSON.stringify(baseline), [form.values, baseline]);
  useKeepDraft(key, form.values, dirty);

  const editing = program !== null;
  const verb = editing ? 'update' : 'create';

  const leave = () => {
    allowNavigation.current = true;
    clearDraft(key);
    onReset();
  };

  const discardRestored = () => {
    form.setValues(baseline);
    form.clearErrors();
    setRestored(false);
  };

  const save = async (values: BuilderFormValues) => {
    try {
      const schemas = await loadProgramSchemas();
      await saveProgram.mutateAsync({ programId: program?.id ?? null, input: programPayload(schemas, values) });
    } catch (error) {
      showServerFieldErrors(form, error);
      showErrorToast('Error', `Failed to ${verb} training program: ${serverMessage(error)}`);
      return;
    }
    showSuccessToast(editing ? 'Program Updated' : 'Program Created', `Training program was successfully ${verb}d.`);
    leave();
  };

  const importValues = async (values: BuilderFormValues, problems: [string, string][]) => {
    await schema.load();
    form.setValues(values);
    // The form's own checks (the same schema's words) put each problem under its field at once;
    // the import's own findings fill any field they missed (an unknown key has no field: toasted).
    form.validate();
    const unplaced = showFieldMessages(form, problems);
    if (problems.length > 0) {
      showErrorToast(
        'Imported with problems',
        unplaced.length > 0
          ? unplaced.map(([path, message]) => `${path}: ${message}`).join('; ')
          : 'Each problem is shown under its field: fix them, then save.',
      );
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form
        onSubmit={schema.submitWith(form.onSubmit(save, focusFirstInvalid))}
        onFocus={() => void schema.load()}
        noValidate
        aria-label={editing ? 'Edit program' : 'New program'}
      >
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Title order={2} fz="xl">
                {editing ? `Edit: ${program.title}` : 'Create New Program'}
              </Title>
              <Text size="sm" c="dimmed">
                Draft a program with the{' '}
                <Anchor component={Link} to={paths.trainingPrompt}>
                  Training Prompt
                </Anchor>{' '}
                and import it, or build it here.
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconFileImport size={16} />}
                {...importIntent}
                onClick={() => {
                  void ImportJsonDialog.preload();
                  setImportOpen(true);
                }}
              >
                Import JSON
              </Button>
              <Button
                variant="default"
                leftSection={<IconEye size={16} />}
                {...previewIntent}
                onClick={() => {
                  void PreviewDialog.preload();
                  setPreviewOpen(true);
                }}
              >
                Preview as owner
              </Button>
            </Group>
          </Group>

          {restored && dirty ? (
            <Alert color="blue" icon={<IconRestore size={18} />} title="Unsaved changes restored">
              <Group justify="space-between" gap="xs">
                <Text size="sm">Your unsaved changes from your last visit are back in the form.</Text>
                <Button size="compact-sm" variant="light" onClick={discardRestored}>
                  Discard them
                </Button>
              </Group>
            </Alert>
          ) : null}

          <Section title="Program Details">
            <ProgramDetailsFields form={form} />
          </Section>
          <DrawnInTurn turns={turns}>
            <Section title="Curriculum">
              <ModulesEditor form={form} modules={form.values.content.modules} />
            </Section>
          </DrawnInTurn>
          <DrawnInTurn turns={turns}>
            <Section title="Requirements">
              <Stack gap="lg">
                <DescribedItemsEditor
                  form={form}
                  path="content.prerequisites"
                  items={form.values.content.prerequisites}
                  title="Prerequisites"
                  itemLabel="Prerequisite"
                />
                <EquipmentEditor form={form} items={form.values.content.equipment} />
                <BreedRecommendationsEditor form={form} items={form.values.content.breedRecommendations} />
              </Stack>
            </Section>

            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={leave} disabled={saveProgram.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={saveProgram.isPending} disabled={saveProgram.isPending}>
                {editing ? 'Update Program' : 'Create Program'}
              </Button>
            </Group>
          </DrawnInTurn>
        </Stack>
      </form>
      <UnsavedChangesGuard dirty={dirty} allowNavigation={allowNavigation} onDiscard={() => clearDraft(key)} />
      <Suspense fallback={null}>
        <ImportJsonDialog
          opened={importOpen}
          onClose={() => setImportOpen(false)}
          onImport={(values, problems) => void importValues(values, problems)}
        />
      </Suspense>
      <Suspense fallback={null}>
        <PreviewDialog
          opened={previewOpen}
          onClose={() => setPreviewOpen(false)}
          program={previewOpen ? previewProgram(form.values, author, program ?? undefined) : null}
        />
      </Suspense>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
