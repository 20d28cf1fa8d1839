import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mockApi, serverReplies, type MockReply } from '../test/mock-api';
import { renderWithApp } from '../test/render-with-app';
import { api } from './api-client';
import { reportMutationError, SEE_FIELDS } from './report-mutation-error';

/** A two-field form that saves with POST /api/toys and reports failures the shared way. */
function ToyForm() {
  const form = useForm({ mode: 'controlled', initialValues: { name: '', colour: '' } });
  const save = useMutation({ mutationFn: (values: { name: string; colour: string }) => api.post('/api/toys', values) });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { name: values.name, colour: values.colour },
      {
        onError: (error) =>
          reportMutationError(error, { title: 'Failed to add toy', fallback: 'Failed to create toy', form, fieldMap: { hue: 'colour' } }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Colour" {...form.getInputProps('colour')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

async function submitWith(reply: MockReply) {
  const user = userEvent.setup();
  mockApi({ 'POST /api/toys': reply });
  renderWithApp(<ToyForm />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ball');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to add toy')).toBeInTheDocument();
}

describe('reportMutationError', () => {
  it("puts a 400's details under the matching fields (mapped names too); the toast says only what no field shows", async () => {
    await submitWith(serverReplies.badInput({ name: 'Name is taken by another toy', hue: 'Pick a colour from the list', size: 'Too big' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    const colour = screen.getByRole('textbox', { name: 'Colour' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is taken by another toy'));
    expect(colour).toHaveAccessibleDescription('Pick a colour from the list');
    // Each field's words once, under the field; a field the form does not have is left to the toast.
    expect(screen.getAllByText('Name is taken by another toy')).toHaveLength(1);
    expect(screen.getByText('Too big', { selector: '.mantine-Notification-description' })).toBeInTheDocument();
  });

  it('points at the fields when they show everything the server said', async () => {
    await submitWith(serverReplies.badInput({ name: 'Name is taken by another toy' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is taken by another toy'));
    expect(screen.getAllByText('Name is taken by another toy')).toHaveLength(1);
    expect(screen.getByText(SEE_FIELDS, { selector: '.mantine-Notification-description' })).toBeInTheDocument();
  });

  it("shows the server's message for a failure without details, and leaves the fields alone", async () => {
    await submitWith(serverReplies.conflict('A toy with that name already exists'));
    expect(screen.getByText('A toy with that name already exists')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("uses the product's fallback when the server's answer has no message", async () => {
    await submitWith({ status: 502 });
    expect(screen.getByText('Failed to create toy')).toBeInTheDocument();
  });

  it("shows the API client's network error when the server cannot be reached", async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/toys': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithApp(<ToyForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Network error: Could not connect to the server. Failed to fetch')).toBeInTheDocument();
  });
});
