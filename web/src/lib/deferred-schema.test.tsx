import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { CHECKS_UNAVAILABLE, useDeferredSchema } from './deferred-schema';
import { renderWithApp } from '../test/render-with-app';
import { focusFirstInvalid } from './focus-first-invalid';

const nameSchema = z.object({ name: z.string().trim().min(1, 'Name is required') });

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function NameForm({
  importSchema,
  onSave,
}: {
  importSchema: () => Promise<typeof nameSchema>;
  onSave: (values: { name: string }) => void;
}) {
  const schema = useDeferredSchema(importSchema);
  const form = useForm({ mode: 'controlled', initialValues: { name: '' }, validate: schema.validate });
  return (
    <form onSubmit={schema.submitWith(form.onSubmit(onSave, focusFirstInvalid))} noValidate>
      <Button variant="default">Elsewhere</Button>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

const inMantine = (node: React.ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);

describe('useDeferredSchema', () => {
  it('checks a submit made before the schema came once it comes, and takes the person to the field in error', async () => {
    const schemaHere = gate();
    const onSave = vi.fn();
    inMantine(<NameForm importSchema={() => schemaHere.opened.then(() => nameSchema)} onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();

    schemaHere.open();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks at once when the schema is here, then saves what passes', async () => {
    const onSave = vi.fn();
    inMantine(<NameForm importSchema={async () => nameSchema} onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Biscuit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0][0]).toEqual({ name: 'Biscuit' });
  });

  it('says when the checks could not load, sends nothing, and asks for them again on the next submit', async () => {
    const importSchema = vi
      .fn<() => Promise<typeof nameSchema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(nameSchema);
    const onSave = vi.fn();
    renderWithApp(<NameForm importSchema={importSchema} onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Biscuit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CHECKS_UNAVAILABLE.message)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(importSchema).toHaveBeenCalledTimes(2);
  });
});
