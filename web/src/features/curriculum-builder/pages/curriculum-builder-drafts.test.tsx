// The curriculum builder's unsaved work (leave guard, drafts across reloads), preview and JSON import.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleProgram } from '../../../test/sample-program';
import {
  PATH,
  builderApi,
  button,
  enterText,
  field,
  fillProgramDetails,
  lessonTitles,
  formDrawn,
  renderBuilder,
  useNumberedIds,
} from './curriculum-builder-test-kit';

useNumberedIds();

// The whole builder re-renders on each change; on a busy machine a test can outgrow 20 s.
describe('/curriculum-builder: leaving, drafts, preview and import', { timeout: 60_000 }, () => {
  it('Cancel clears the selection and the form', async () => {
    const user = userEvent.setup();
    builderApi([sampleProgram()]);
    const { router } = renderBuilder(`${PATH}?program=1`);
    await enterText(user, await screen.findByRole('textbox', { name: /^Title/ }), ' Plus');
    await formDrawn();
    await user.click(button('Cancel'));
    expect(await screen.findByRole('heading', { name: 'Create New Program' })).toBeInTheDocument();
    expect(field(/^Title/)).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.length).toBe(0);
  });

  it('asks before leaving unsaved changes for another program', async () => {
    const user = userEvent.setup();
    builderApi([sampleProgram()]);
    renderBuilder();
    await enterText(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Half done');
    await user.click(await screen.findByRole('button', { name: /^Edit Basic Obedience Training/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field(/^Title/)).toHaveValue('Half done');

    await user.click(button(/^Edit Basic Obedience Training/));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }),
    );
    expect(await screen.findByRole('heading', { name: 'Edit: Basic Obedience Training' })).toBeInTheDocument();
    expect(window.localStorage.getItem('pawsconnect:curriculum-builder:2:new')).toBeNull();
  });

  it('keeps an unsaved form in localStorage and restores it after a reload', async () => {
    const user = userEvent.setup();
    builderApi([sampleProgram()]);
    const first = renderBuilder();
    await enterText(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Half done');
    await user.click(button('Add Module'));
    await waitFor(() => expect(window.localStorage.getItem('pawsconnect:curriculum-builder:2:new')).toContain('Half done'));
    first.unmount();

    renderBuilder();
    expect(await screen.findByText('Unsaved changes restored')).toBeInTheDocument();
    await formDrawn();
    expect(field(/^Title/)).toHaveValue('Half done');
    expect(field(/^Module Title/)).toHaveValue('New Module');
    await user.click(button('Discard them'));
    expect(field(/^Title/)).toHaveValue('');
  });

  it('restores the draft of a selected program over the saved copy', async () => {
    const program = sampleProgram();
    window.localStorage.setItem(
      'pawsconnect:curriculum-builder:2:1',
      JSON.stringify({ ...program, price: 199, thumbnail: '', title: 'Basic Obedience (draft)' }),
    );
    builderApi([program]);
    renderBuilder(`${PATH}?program=1`);
    expect(await screen.findByText('Unsaved changes restored')).toBeInTheDocument();
    expect(field(/^Title/)).toHaveValue('Basic Obedience (draft)');
    expect(screen.getByRole('textbox', { name: 'Price ($)' })).toHaveValue('199');
  });

  it('previews the unsaved form as the catalogue shows it', async () => {
    const user = userEvent.setup();
    builderApi();
    renderBuilder();
    await fillProgramDetails(user);
    await user.click(button('Add Module'));
    await user.click(button('Add lesson to module 1'));
    await user.click(button('Preview as owner'));
    const preview = await screen.findByRole('dialog', { name: 'Preview as owner' });
    expect(within(preview).getByRole('heading', { name: 'Puppy Basics' })).toBeInTheDocument();
    expect(within(preview).getByText('$99.00')).toBeInTheDocument();
    expect(within(preview).getByText('1 lesson')).toBeInTheDocument();
    expect(within(preview).getByRole('tab', { name: 'Curriculum' })).toBeInTheDocument();
  });
  it('imports pasted JSON: syntax and schema errors at their place, then a valid program fills the form', async () => {
    const user = userEvent.setup();
    builderApi();
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Import JSON' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Program JSON' });
    expect(within(dialog).getByRole('link', { name: 'Training Prompt' })).toHaveAttribute('href', '/training-prompt');
    const box = within(dialog).getByRole('textbox', { name: 'Program JSON' });

    await enterText(user, box, '{\n  "title": "Puppy"\n  "price": 100\n}');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const syntax = await within(dialog).findByRole('alert');
    expect(syntax).toHaveTextContent(/line 3, column 3: Invalid JSON/);

    const program = {
      title: 'Puppy Basics',
      description: 'Short daily lessons for new puppies.',
      difficulty: 'intermediate',
      durationWeeks: 6,
      price: 14900,
      content: {
        modules: [
          {
            id: 'm1',
            title: 'Foundations',
            description: 'First steps',
            duration: 10,
            lessons: [{ id: 'l1', title: '', completionTime: 0 }],
          },
        ],
      },
      equipment: [{ id: 'e1', name: 'Leash', optional: true }],
    };
    await user.clear(box);
    await enterText(user, box, JSON.stringify(program, null, 2));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    // A program with problems comes into the builder; each problem shows under its own field.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Program JSON' })).not.toBeInTheDocument());
    expect(field(/^Title/)).toHaveValue('Puppy Basics');
    expect(field(/^Lesson Title/)).toHaveAccessibleDescription('Lesson title is required');
    expect(field(/^Completion Time/)).toHaveAccessibleDescription('Completion time must be at least 1 minute');
    expect(await screen.findByText('Each problem is shown under its field: fix them, then save.')).toBeInTheDocument();

    const fixed = {
      ...program,
      content: { modules: [{ ...program.content.modules[0], lessons: [{ id: 'l1', title: 'Sit', completionTime: 20 }] }] },
    };
    await user.click(await screen.findByRole('button', { name: 'Import JSON' }));
    const again = await screen.findByRole('dialog', { name: 'Import Program JSON' });
    await enterText(user, within(again).getByRole('textbox', { name: 'Program JSON' }), JSON.stringify(fixed));
    await user.click(within(again).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Program JSON' })).not.toBeInTheDocument());
    expect(field(/^Title/)).toHaveValue('Puppy Basics');
    expect(screen.getByRole('textbox', { name: 'Price ($)' })).toHaveValue('149');
    expect(screen.getByRole('textbox', { name: 'Duration (weeks)' })).toHaveValue('6');
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('Intermediate');
    expect(field(/^Module Title/)).toHaveValue('Foundations');
    expect(lessonTitles()).toEqual(['Sit']);
    expect(field('Equipment 1')).toHaveValue('Leash');
    expect(screen.getByRole('switch', { name: 'Equipment 1 is optional' })).toBeChecked();
  });

  it('shows an imported price with cents at the price field', async () => {
    const user = userEvent.setup();
    builderApi();
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Import JSON' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Program JSON' });
    const program = {
      title: 'Puppy Basics',
      description: 'Short daily lessons for new puppies.',
      difficulty: 'beginner',
      durationWeeks: 4,
      price: 14950,
    };
    await enterText(user, within(dialog).getByRole('textbox', { name: 'Program JSON' }), JSON.stringify(program));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Program JSON' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Price ($)' })).toHaveAccessibleDescription('Price must be a whole number of dollars');
  });
  it('Create New Program clears the selection; the breed picker offers cat breeds too', async () => {
    const user = userEvent.setup();
    builderApi([sampleProgram()]);
    const { router } = renderBuilder(`${PATH}?program=1`);
    expect(await screen.findByRole('heading', { name: 'Edit: Basic Obedience Training' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Edit Basic Obedience Training/ })).toHaveAttribute('aria-current', 'true');
    await user.click(button('Create New Program'));
    expect(await screen.findByRole('heading', { name: 'Create New Program' })).toBeInTheDocument();
    await formDrawn();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: /^Edit Basic Obedience Training/ })).not.toHaveAttribute('aria-current');

    await user.click(button('Add Breed Recommendation'));
    expect(screen.getByRole('combobox', { name: 'Suitability' })).toHaveValue('Good');
    const breed = screen.getByRole('combobox', { name: 'Breed' });
    await user.click(breed);
    await user.type(breed, 'Siam');
    await user.click(await screen.findByRole('option', { name: 'Siamese' }));
    expect(breed).toHaveValue('Siamese');
  });
});
