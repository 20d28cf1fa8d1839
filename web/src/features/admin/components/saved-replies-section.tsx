// The settings' saved replies (decisions.md 63): short answers staff pick in the messages inbox.
// Admins add, edit and remove them here; they are saved with the rest of the settings (Save
// settings sends the list with the version it was read at), checked by the same shared schema.
import { useState } from 'react';
import { Button, Fieldset, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_SAVED_REPLIES } from '@common/limits';
import { Section } from './settings-section';
import type { SettingsValues } from './settings-values';

type SettingsForm = UseFormReturnType<SettingsValues>;

/** The reply's name in its legend and buttons: its title, or its place while it has none. */
const replyName = (title: string, index: number) => (title.trim() === '' ? `Saved reply ${index + 1}` : title.trim());

export function SavedRepliesSection({ form }: { form: SettingsForm }) {
  // The form is uncontrolled and renders again when a reply is added or removed; its fields keep
  // what was typed in them. After a removal the later replies move up a place, so the list is
  // drawn afresh from the form's values (a new generation of keys).
  const [generation, setGeneration] = useState(0);
  const replies = form.getValues().savedReplies;
  const full = replies.length >= MAX_SAVED_REPLIES;
  const remove = (index: number) => {
    form.removeListItem('savedReplies', index);
    setGeneration((current) => current + 1);
  };
  return (
    <Section title="Saved replies">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Answers staff can pick when they reply to a message as the business. Changes apply once you save the settings.
        </Text>
        {replies.length === 0 ? <Text size="sm">No saved replies yet.</Text> : null}
        {replies.map((_, index) => (
          // Replies have no id: the place is the key, as it is in the form's field names.
          <SavedReplyFields key={`${generation}-${index}`} form={form} index={index} onRemove={remove} />
        ))}
        {form.errors.savedReplies ? (
          <Text c="red" size="sm" role="alert">
            {form.errors.savedReplies}
          </Text>
        ) : null}
        <Group>
          <Button variant="default" disabled={full} onClick={() => form.insertListItem('savedReplies', { title: '', text: '' })}>
            Add a saved reply
          </Button>
          {full ? (
            <Text size="sm" c="dimmed">
              At most {MAX_SAVED_REPLIES} saved replies.
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Section>
  );
}

/** One reply's fields; its legend follows its title as it is typed (only this reply renders again). */
function SavedReplyFields({ form, index, onRemove }: { form: SettingsForm; index: number; onRemove: (index: number) => void }) {
  const name = replyName(form.useWatchValue(`savedReplies.${index}.title`) ?? '', index);
  return (
    <Fieldset legend={name} variant="filled">
      <Stack gap="xs">
        <TextInput
          label="Title"
          required
          key={form.key(`savedReplies.${index}.title`)}
          {...form.getInputProps(`savedReplies.${index}.title`)}
        />
        <Textarea
          label="Text"
          required
          autosize
          minRows={2}
          maxRows={8}
          key={form.key(`savedReplies.${index}.text`)}
          {...form.getInputProps(`savedReplies.${index}.text`)}
        />
        <Group justify="flex-end">
          <Button variant="subtle" color="red" size="xs" aria-label={`Remove ${name}`} onClick={() => onRemove(index)}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
