// /admin/settings' one form (issue 26): the business's name and time zone here; capacity, prices
// (dollars here, cents in the API), slots, the booking window, cancellation, deposits, vaccines,
// saved replies and Save in settings-later-sections.tsx, whose code comes after the page's load
// (decisions.md 103), with a placeholder in their place until then. Save sends what changed with
// the version it was read at; a stale version (409) offers a reload; the server's field errors go
// under their fields.
//
// The form is uncontrolled (Mantine's `mode: 'uncontrolled'`, decisions.md 81): a key press changes
// the form's values without rendering the form again. What shows a value as it changes subscribes
// to that value alone (a saved reply's legend, the late fee's field, the vaccine grid), and the Save
// button to whether anything changed. The checks (zod and the shared schema) load on the first
// focus in the form; a submit that comes first waits for them.
//
// The form's some 60 inputs rendered together are one long task on a phone: the first section is
// drawn with the form, each later one in a task of its own, in order, with Save (decisions.md 84).
// The values live in the form, not in the inputs, so a section not drawn yet is still checked and
// saved; Save comes last, so everything is on the page before it can be pressed.
import { Suspense, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { VersionedSettings } from '@common/business-settings';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { ListLoading } from '../../../components/list-state';
import { ApiError } from '../../../lib/api-client';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { createTurns } from '../../../lib/turns';
import { useSaveSettings } from '../api/admin-api';
import { changeSignal, type SettingsFormValues } from './settings-change-signal';
import { Section } from './settings-section';
import { formFieldNames, formFieldOf, settingsValues, type SettingsValues } from './settings-values';

const SettingsLaterSections = lazyAfterPageLoad(() => import('./settings-later-sections'));

/** In the later sections' place until their code is here: the page's own loading look. */
const laterSectionsLoading = (
  <ListLoading loading={{ count: 2, skeleton: <Skeleton h={120} radius="md" />, label: 'Loading the other settings' }} />
);

type SettingsRules = typeof import('./settings-rules');
const loadSettingsRules = (): Promise<SettingsRules> => import('./settings-rules');

/** Every zone the browser knows, with `current` first if it does not know that one. */
function timeZonesWith(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // An older browser: the current zone alone.
  }
  return zones.includes(current) ? zones : [current, ...zones];
}

type SettingsFormProps = {
  settings: VersionedSettings;
  onReload: () => void;
  reloading: boolean;
  /** Sections one a task (the page's first draw); false draws the form whole (again after a save or reload). */
  inParts?: boolean;
};

export function SettingsForm({ settings, onReload, reloading, inParts = true }: SettingsFormProps) {
  const save = useSaveSettings();
  const [stale, setStale] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [changes] = useState(changeSignal);
  const [initialValues] = useState(() => settingsValues(settings));
  // The sections after the first are drawn one a task (decisions.md 84), Save with the last.
  const [turns] = useState(() => (inParts ? createTurns() : null));
  const rules = useRef<SettingsRules | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const form = useForm<SettingsValues>({
    mode: 'uncontrolled',
    initialValues,
    // Reads the ref: no errors until the checks have loaded, and a submit waits for them.
    validate: (values) => rules.current?.validateSettings(values) ?? {},
    onValuesChange: changes.notify,
  });
  const loadRules = () =>
    loadSettingsRules().then((module) => {
      rules.current = module;
      return module;
    });

  // A focus in the form is the sign of a change to come: its checks, and the sections still on their way.
  const startEditing = () => {
    void loadRules();
    void SettingsLaterSections.preload();
  };

  const submitChecked = form.onSubmit(
    (values) => {
      if (rules.current) send(rules.current, values);
    },
    () => focusFirstInvalid(null, null, { currentTarget: formElement.current }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void loadRules().then(() => submitChecked());
  };

  const send = ({ settingsUpdate }: SettingsRules, values: SettingsValues) => {
    setStale(null);
    setOtherErrors([]);
    save.mutate(settingsUpdate(settings, values), {
      onSuccess: () => showSuccessToast('Settings Saved', 'New bookings use the new settings from now on.'),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setStale(error.body.message ?? error.message);
          return;
        }
        if (error instanceof ApiError && error.status === 400 && error.body.details) {
          const fields = formFieldNames(form.getValues());
          const unplaced: string[] = [];
          for (const [path, message] of Object.entries(error.body.details)) {
            const field = formFieldOf(path);
            if (fields.has(field)) form.setFieldError(field, message);
            else unplaced.push(message);
          }
          setOtherErrors(unplaced);
        }
        reportMutationError(error, { title: 'Settings Not Saved' });
      },
    });
  };

  return (
    <form ref={formElement} onSubmit={submit} onFocus={startEditing} noValidate>
      <Stack gap="lg">
        {stale ? (
          <Alert color="orange" role="alert" title="The settings changed">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{stale}</Text>
              <Button size="xs" variant="default" onClick={onReload} loading={reloading}>
                Reload
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {otherErrors.length > 0 ? (
          <Alert color="red" role="alert" title="Some settings were not accepted">
            {otherErrors.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Section title="Business">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Business name" required key={form.key('businessName')} {...form.getInputProps('businessName')} />
            <TimeZoneSelect form={form} />
          </SimpleGrid>
        </Section>
        <Suspense fallback={laterSectionsLoading}>
          <SettingsLaterSections form={form} turns={turns} changes={changes} saving={save.isPending} />
        </Suspense>
      </Stack>
    </form>
  );
}

/**
 * The time zone: the browser's list of zones (hundreds, and the first Intl call of a page loads
 * ICU's data) is built when the list is first opened; until then it holds the saved zone.
 */
function TimeZoneSelect({ form }: { form: SettingsFormValues }) {
  const [zones, setZones] = useState(() => [form.getValues().timeZone]);
  const [complete, setComplete] = useState(false);
  const showAll = () => {
    if (complete) return;
    setComplete(true);
    setZones(timeZonesWith(form.getValues().timeZone));
  };
  return (
    <SelectField
      label="Time zone"
      required
      searchable
      allowDeselect={false}
      data={zones}
      onDropdownOpen={showAll}
      key={form.key('timeZone')}
      {...form.getInputProps('timeZone')}
    />
  );
}
