// The settings' saved replies (decisions.md 63): short answers staff pick in the messages inbox.
// Admins add, edit and remove them here; they are saved with the rest of the settings (Save
// settings sends the list with the version it was read at), checked by the same shared schema.
import { Button, Fieldset, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_SAVED_REPLIES } from '@common/message-schemas';
import { Section } from './settings-section';
import type { SettingsValues } from './settings-values';

/** The reply's name in its legend and buttons: its title, or its place while it has none. */
const replyName = (title: string, index: number) => (title.trim() === '' ? `Saved reply ${index + 1}` : title.trim());

export function SavedRepliesSection({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const replies = form.values.savedReplies;
  const full = replies.length >= MAX_SAVED_REPLIES;
  return (
    <Section title="Saved replies">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Answers staff can pick when they reply to a message as the business. Changes apply once you save the settings.
        </Text>
        {replies.length === 0 ? <Text size="sm">No saved replies yet.</Text> : null}
        {replies.map((reply, index) => (
          // Replies have no id: the place is the key, as it is in the form's field names.
          <Fieldset key={index} legend={replyName(reply.title, index)} variant="filled">
            <Stack gap="xs">
              <TextInput label="Title" required {...form.getInputProps(`savedReplies.${index}.title`)} />
              <Textarea label="Text" required autosize minRows={2} maxRows={8} {...form.getInputProps(`savedReplies.${index}.text`)} />
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={`Remove ${replyName(reply.title, index)}`}
                  onClick={() => form.removeListItem('savedReplies', index)}
                >
                  Remove
                </Button>
              </Group>
            </Stack>
          </Fieldset>
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
