import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Pet } from '@common/pet-schemas';
import { mockApi, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { samplePet } from '../../../test/sample-pet';
import { PetFormDialog } from './pet-form-dialog';

const savedPet = (overrides: Partial<Pet>) => samplePet({ ...overrides, age: overrides.age ?? null });

/** The dialog behind an 'Open' button, as a page uses it. */
function DialogHarness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <PetFormDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

async function openDialog(user: UserEvent) {
  renderWithApp(<DialogHarness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog');
}

async function pickOption(user: UserEvent, label: string | RegExp, option: string, search?: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  if (search) await user.type(input, search);
  await user.click(await screen.findByRole('option', { name: option }));
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });

describe('add pet dialog', () => {
  it('starts on step 1 with Dog chosen, moves to the details and back', async () => {
    const user = userEvent.setup();
    mockApi({});
    await openDialog(user);
    expect(screen.getByRole('radio', { name: 'Dog' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /pet name/i })).not.toBeInTheDocument();

    await user.click(nextButton());
    expect(await screen.findByRole('textbox', { name: /pet name/i })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /size/i })).toHaveValue('Medium (25-50 lbs)');
    expect(screen.getByRole('button', { name: 'Add Pet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: 'Dog' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /pet name/i })).not.toBeInTheDocument();
  });

  it('blocks step 1 for a small animal until its type is chosen', async () => {
    const user = userEvent.setup();
    mockApi({});
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: 'Small Animal' }));
    await user.click(nextButton());

    expect(await screen.findByText('Please select a small animal type')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /pet name/i })).not.toBeInTheDocument();

    await pickOption(user, /small animal type/i, 'Hamster');
    expect(screen.queryByText('Please select a small animal type')).not.toBeInTheDocument();
    await user.click(nextButton());
    expect(await screen.findByRole('textbox', { name: /pet name/i })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /hamster breed/i })).toHaveValue('');
  });

  it('clears the chosen breed when the pet type changes', async () => {
    const user = userEvent.setup();
    mockApi({});
    await openDialog(user);
    await user.click(nextButton());
    await pickOption(user, /^breed/i, 'Beagle');
    expect(screen.getByRole('combobox', { name: /^breed/i })).toHaveValue('Beagle');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('radio', { name: 'Cat' }));
    await user.click(nextButton());
    expect(await screen.findByRole('combobox', { name: /^breed/i })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('radio', { name: 'Small Animal' }));
    await pickOption(user, /small animal type/i, 'Rabbit');
    await user.click(screen.getByRole('radio', { name: 'Dog' }));
    await user.click(screen.getByRole('radio', { name: 'Small Animal' }));
    expect(screen.getByRole('combobox', { name: /small animal type/i })).toHaveValue('');
  });

  it('says the pet name is required as the user types', async () => {
    const user = userEvent.setup();
    mockApi({});
    await openDialog(user);
    await user.click(nextButton());
    const name = await screen.findByRole('textbox', { name: /pet name/i });
    await user.type(name, 'R');
    expect(screen.queryByText('Pet name is required')).not.toBeInTheDocument();
    await user.clear(name);
    expect(await screen.findByText('Pet name is required')).toBeInTheDocument();
    await user.type(name, 'Rex');
    await waitFor(() => expect(screen.queryByText('Pet name is required')).not.toBeInTheDocument());
  });

  it('does not send a pet without a breed', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({});
    await openDialog(user);
    await user.click(nextButton());
    await user.type(await screen.findByRole('textbox', { name: /pet name/i }), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));
    expect(await screen.findByText('Breed is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('takes the person to the first field with an error when the details are sent empty', async () => {
    const user = userEvent.setup();
    mockApi({});
    await openDialog(user);
    await user.click(nextButton());
    await screen.findByRole('textbox', { name: /pet name/i });
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));
    expect(await screen.findByText('Pet name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /pet name/i })).toHaveFocus());
  });

  it('sends the pet as JSON, shows the success toast and closes', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ 'POST /api/pets': (call) => ({ status: 201, body: savedPet(call.body as Partial<Pet>) }) });
    await openDialog(user);
    await user.click(nextButton());
    await user.type(await screen.findByRole('textbox', { name: /pet name/i }), 'Biscuit');
    await pickOption(user, /^breed/i, 'Beagle');
    await user.type(screen.getByRole('textbox', { name: /age/i }), '3');
    await pickOption(user, /temperament/i, 'Playful');
    await user.type(screen.getByRole('textbox', { name: /dietary needs/i }), 'Grain free');
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));

    expect(await screen.findByText('Pet added successfully')).toBeInTheDocument();
    expect(screen.getByText('Your pet profile has been created')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/pets',
        url: '/api/pets',
        body: {
          name: 'Biscuit',
          petType: 'dog',
          breed: 'Beagle',
          age: 3,
          size: 'medium',
          temperament: 'Playful',
          dietaryNeeds: 'Grain free',
          medicalConditions: '',
          vaccinationStatus: '',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stores a small animal breed as "Kind (Breed)"', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ 'POST /api/pets': (call) => ({ status: 201, body: savedPet(call.body as Partial<Pet>) }) });
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: 'Small Animal' }));
    await pickOption(user, /small animal type/i, 'Hamster');
    await user.click(nextButton());
    await user.type(await screen.findByRole('textbox', { name: /pet name/i }), 'Nibbles');
    await pickOption(user, /hamster breed/i, 'Syrian/Golden');
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));

    expect(await screen.findByText('Pet added successfully')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Nibbles', petType: 'small_animal', breed: 'Hamster (Syrian/Golden)', age: null });
  });

  it('shows the failure toast and keeps the dialog open when saving fails', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/pets': serverReplies.serverError() });
    await openDialog(user);
    await user.click(nextButton());
    await user.type(await screen.findByRole('textbox', { name: /pet name/i }), 'Biscuit');
    await pickOption(user, /^breed/i, 'Mixed Breed');
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));

    expect(await screen.findByText('Failed to add pet')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("puts the server's per-field messages under the fields", async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/pets': serverReplies.badInput({ name: 'Must not contain NUL characters' }) });
    await openDialog(user);
    await user.click(nextButton());
    const name = await screen.findByRole('textbox', { name: /pet name/i });
    await user.type(name, 'Biscuit');
    await pickOption(user, /^breed/i, 'Mixed Breed');
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));

    expect(await screen.findByText('Failed to add pet')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveAccessibleDescription('Must not contain NUL characters'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('resets to step 1 with empty fields when closed and opened again', async () => {
    const user = userEvent.setup();
    mockApi({});
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Cat' }));
    await user.click(nextButton());
    await user.type(await screen.findByRole('textbox', { name: /pet name/i }), 'Tom');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('radio', { name: 'Dog' })).toBeChecked();
    await user.click(nextButton());
    expect(await screen.findByRole('textbox', { name: /pet name/i })).toHaveValue('');
  });
});
