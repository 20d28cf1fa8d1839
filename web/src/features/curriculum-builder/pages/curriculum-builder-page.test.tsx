import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo, serverReplies } from '../../../test/mock-api';
import { sampleProgram } from '../../../test/sample-program';
import {
  LIST,
  PATH,
  builderApi,
  button,
  enterText,
  field,
  fillProgramDetails,
  lessonTitles,
  formDrawn,
  renderBuilder,
  replaceText,
  useNumberedIds,
} from './curriculum-builder-test-kit';

useNumberedIds();

// The whole builder re-renders on each change; on a busy machine a test can outgrow 20 s.
describe('/curriculum-builder', { timeout: 60_000 }, () => {
  it('lists the trainer’s programs with their state and version', async () => {
    const api = builderApi([sampleProgram(), sampleProgram({ id: 2, title: 'Recall Rescue', published: false, version: null })]);
    renderBuilder();
    const published = await screen.findByRole('button', { name: /^Edit Basic Obedience Training/ });
    expect(within(published).getByText('Published')).toBeInTheDocument();
    expect(within(published).getByText('Version 1')).toBeInTheDocument();
    const draft = screen.getByRole('button', { name: /^Edit Recall Rescue/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).queryByText(/Version/)).not.toBeInTheDocument();
    expect(requestsTo(api, LIST)[0].url).toBe('/api/training-programs?mine=true');
  });

  it('builds nested modules and lessons, reorders, duplicates and removes, and POSTs the exact payload', async () => {
    const user = userEvent.setup();
    const api = builderApi([], {
      'POST /api/training-programs': (call) => ({ status: 201, body: sampleProgram({ id: 9, ...(call.body as object) }) }),
    });
    renderBuilder();
    await fillProgramDetails(user);
    await replaceText(user, screen.getByRole('textbox', { name: 'Price ($)' }), '149');

    await user.click(button('Add Module')); // id-1
    expect(field(/^Module Title/)).toHaveValue('New Module');
    expect(screen.getByRole('textbox', { name: 'Duration (days)' })).toHaveValue('7');
    await replaceText(user, field(/^Module Title/), 'Foundations');
    await user.click(button('Add lesson to module 1')); // id-2
    await user.click(button('Add lesson to module 1')); // id-3
    expect(lessonTitles()).toEqual(['New Lesson', 'New Lesson']);
    expect(screen.getAllByRole('textbox', { name: 'Completion Time (minutes)' })[0]).toHaveValue('15');
    const [first, second] = screen.getAllByRole('textbox', { name: /^Lesson Title/ });
    await replaceText(user, first, 'Name game');
    await replaceText(user, second, 'Sit');
    await user.click(button('Add step to lesson 2 of module 1')); // id-4
    await enterText(user, field('Step 1 of lesson 2 of module 1'), 'Lure into a sit');
    await enterText(user, screen.getAllByRole('textbox', { name: 'Video URL (optional)' })[1], 'https://videos.example.com/sit');

    await user.click(button('Move lesson 2 of module 1 up'));
    expect(lessonTitles()).toEqual(['Sit', 'Name game']);
    expect(field('Step 1 of lesson 1 of module 1')).toHaveValue('Lure into a sit');
    expect(button('Move lesson 1 of module 1 up')).toBeDisabled();

    // The copy gets fresh ids all the way down (id-5 module, id-6/id-7 lessons, id-8 step).
    await user.click(button('Duplicate module 1'));
    expect(lessonTitles()).toEqual(['Sit', 'Name game', 'Sit', 'Name game']);
    await user.click(button('Remove lesson 2 of module 2'));
    expect(lessonTitles()).toEqual(['Sit', 'Name game', 'Sit']);
    await replaceText(user, screen.getAllByRole('textbox', { name: /^Module Title/ })[1], 'Practice');

    await user.click(button('Add Prerequisite')); // id-9
    await enterText(user, field('Prerequisite 1'), 'At least 10 weeks old');
    await user.click(button('Add Equipment')); // id-10
    await enterText(user, field('Equipment 1'), 'Treat pouch');
    await user.click(screen.getByRole('switch', { name: 'Equipment 1 is optional' }));
    await user.click(button('Add Breed Recommendation')); // id-11
    const breed = screen.getByRole('combobox', { name: 'Breed' });
    await user.click(breed);
    await user.type(breed, 'Beag');
    await user.click(await screen.findByRole('option', { name: 'Beagle' }));

    await user.click(button('Create Program'));
    expect(await screen.findByText('Program Created')).toBeInTheDocument();
    expect(screen.getByText('Training program was successfully created.')).toBeInTheDocument();

    const sit = {
      id: 'id-3',
      title: 'Sit',
      description: '',
      videoUrl: 'https://videos.example.com/sit',
      steps: [{ id: 'id-4', description: 'Lure into a sit' }],
      successCriteria: [],
      tips: [],
      completionTime: 15,
    };
    const nameGame = { id: 'id-2', title: 'Name game', description: '', steps: [], successCriteria: [], tips: [], completionTime: 15 };
    const prerequisites = [{ id: 'id-9', description: 'At least 10 weeks old' }];
    const equipment = [{ id: 'id-10', name: 'Treat pouch', optional: true }];
    const breedRecommendations = [{ id: 'id-11', breed: 'Beagle', suitability: 'good' }];
    const posts = requestsTo(api, 'POST /api/training-programs');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      title: 'Puppy Basics',
      difficulty: 'beginner',
      durationWeeks: 4,
      price: 14900,
      description: 'Short daily lessons for new puppies.',
      published: false,
      content: {
        modules: [
          { id: 'id-1', title: 'Foundations', description: '', duration: 7, lessons: [sit, nameGame] },
          {
            id: 'id-5',
            title: 'Practice',
            description: '',
            duration: 7,
            lessons: [{ ...sit, id: 'id-6', steps: [{ id: 'id-7', description: 'Lure into a sit' }] }],
          },
        ],
        prerequisites,
        equipment,
        breedRecommendations,
      },
      prerequisites,
      equipment,
      breedRecommendations,
    });

    // The save resets the form and refreshes the list.
    await waitFor(() => expect(field(/^Title/)).toHaveValue(''));
    expect(screen.queryByRole('textbox', { name: /^Module Title/ })).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo(api, LIST)).toHaveLength(2));
  }, 120_000);

  it('collapses and expands module and lesson panels one at a time', async () => {
    const user = userEvent.setup();
    builderApi();
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Add Module' }));
    await user.click(button('Add lesson to module 1'));
    await user.click(button('Add lesson to module 1'));
    await user.click(button('Collapse lesson 1 of module 1'));
    expect(lessonTitles()).toHaveLength(1);
    expect(button('Expand lesson 1 of module 1')).toHaveAttribute('aria-expanded', 'false');
    await user.click(button('Collapse module 1'));
    expect(screen.queryByRole('textbox', { name: /^Lesson Title/ })).not.toBeInTheDocument();
    await user.click(button('Expand module 1'));
    expect(lessonTitles()).toHaveLength(1);
  });

  it('reorders modules by drag and drop', async () => {
    const user = userEvent.setup();
    builderApi();
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Add Module' }));
    await user.click(button('Add Module'));
    const titles = screen.getAllByRole('textbox', { name: /^Module Title/ });
    await replaceText(user, titles[0], 'First');
    await replaceText(user, titles[1], 'Second');
    const target = screen.getByText('Module 1: First').closest('.mantine-Paper-root') as HTMLElement;
    fireEvent.dragStart(button('Drag module 2'));
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    expect(screen.getAllByRole('textbox', { name: /^Module Title/ }).map((input) => (input as HTMLInputElement).value)).toEqual([
      'Second',
      'First',
    ]);
  });

  it('reorders lessons by drag and drop within their module; a lesson dropped on a module moves nothing', async () => {
    const user = userEvent.setup();
    builderApi();
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Add Module' }));
    await user.click(button('Add Module'));
    await user.click(button('Add lesson to module 1'));
    await user.click(button('Add lesson to module 1'));
    const lessonTitles = () => screen.getAllByRole('textbox', { name: /^Lesson Title/ }).map((input) => (input as HTMLInputElement).value);
    await replaceText(user, screen.getAllByRole('textbox', { name: /^Module Title/ })[1], 'Week Two');
    const inputs = screen.getAllByRole('textbox', { name: /^Lesson Title/ });
    await replaceText(user, inputs[0], 'Sit');
    await replaceText(user, inputs[1], 'Down');
    const panel = (text: string) => screen.getByText(text).closest('.mantine-Paper-root') as HTMLElement;

    fireEvent.dragStart(button('Drag lesson 2 of module 1'));
    fireEvent.dragOver(panel('Module 2: Week Two'));
    fireEvent.drop(panel('Module 2: Week Two'));
    fireEvent.dragEnd(button('Drag lesson 2 of module 1'));
    expect(lessonTitles()).toEqual(['Sit', 'Down']);
    expect(screen.getAllByRole('textbox', { name: /^Module Title/ })).toHaveLength(2);

    fireEvent.dragStart(button('Drag lesson 2 of module 1'));
    fireEvent.dragOver(panel('Lesson 1: Sit'));
    fireEvent.drop(panel('Lesson 1: Sit'));
    expect(lessonTitles()).toEqual(['Down', 'Sit']);
    expect(button('Move lesson 1 of module 1 up')).toBeDisabled();
    await user.click(button('Move lesson 1 of module 1 down'));
    expect(lessonTitles()).toEqual(['Sit', 'Down']);
  });

  it('shows validation errors at the field, nested lessons included, as the user types', async () => {
    const user = userEvent.setup();
    const api = builderApi();
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Add Module' }));
    await user.click(button('Add lesson to module 1'));
    await user.click(button('Add lesson to module 1'));
    const secondLesson = screen.getAllByRole('textbox', { name: /^Lesson Title/ })[1];
    await user.clear(secondLesson);
    expect(secondLesson).toHaveAccessibleDescription('Lesson title is required');
    expect(screen.getAllByRole('textbox', { name: /^Lesson Title/ })[0]).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(field(/^Title/), 'Pu');
    expect(field(/^Title/)).toHaveAccessibleDescription('Title must be at least 3 characters');
    await user.type(field(/^Title/), 'p');
    expect(field(/^Title/)).not.toHaveAccessibleDescription('Title must be at least 3 characters');

    await user.click(button('Create Program'));
    expect(field(/^Description/)).toHaveAccessibleDescription('Description must be at least 10 characters');
    expect(requestsTo(api, 'POST /api/training-programs')).toHaveLength(0);

    // A collapsed lesson with an error says so in its header.
    await user.click(button('Collapse lesson 2 of module 1'));
    expect(screen.getByText('Needs attention')).toBeInTheDocument();
  });

  it('puts the server’s field details on the matching nested fields and toasts the failure', async () => {
    const user = userEvent.setup();
    builderApi([], {
      'POST /api/training-programs': serverReplies.badInput({
        'content.modules.0.lessons.0.title': 'Lesson title must be at most 120 characters',
        'equipment.0.name': 'Equipment name is required',
      }),
    });
    renderBuilder();
    await fillProgramDetails(user);
    await user.click(button('Add Module'));
    await user.click(button('Add lesson to module 1'));
    await user.click(button('Add Equipment'));
    await enterText(user, field('Equipment 1'), 'Leash');
    await user.click(button('Create Program'));

    expect(await screen.findByText('Failed to create training program: Lesson title must be at most 120 characters')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(field(/^Lesson Title/)).toHaveAccessibleDescription('Lesson title must be at most 120 characters');
    expect(field('Equipment 1')).toHaveAccessibleDescription('Equipment name is required');
    expect(field(/^Title/)).toHaveValue('Puppy Basics');
  });

  it('loads a selected program, PUTs the update and resets to a new form', async () => {
    const user = userEvent.setup();
    const program = sampleProgram();
    const api = builderApi([program], { 'PUT /api/training-programs/1': { body: program } });
    const { router } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: /^Edit Basic Obedience Training/ }));
    expect(await screen.findByRole('heading', { name: 'Edit: Basic Obedience Training' })).toBeInTheDocument();
    await formDrawn();
    expect(router.state.location.search).toBe('?program=1');
    expect(screen.getByRole('textbox', { name: 'Price ($)' })).toHaveValue('149');
    expect(lessonTitles()).toEqual(['Name recognition', 'Sit', 'Loose leash']);
    expect(screen.getByRole('switch', { name: /Published/ })).toBeChecked();

    await user.click(button('Move module 2 up'));
    await user.click(button('Update Program'));
    expect(await screen.findByText('Program Updated')).toBeInTheDocument();
    expect(screen.getByText('Training program was successfully updated.')).toBeInTheDocument();
    const body = requestsTo(api, 'PUT /api/training-programs/1')[0].body as { price: number; content: { modules: { id: string }[] } };
    expect(body.price).toBe(14900);
    expect(body.content.modules.map((module) => module.id)).toEqual(['m2', 'm1']);
    expect(await screen.findByRole('heading', { name: 'Create New Program' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('reports a failed update with the product’s words', async () => {
    const user = userEvent.setup();
    builderApi([sampleProgram()], { 'PUT /api/training-programs/1': serverReplies.serverError() });
    renderBuilder(`${PATH}?program=1`);
    await user.click(await screen.findByRole('button', { name: 'Update Program' }));
    expect(
      await screen.findByText('Failed to update training program: Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit: Basic Obedience Training' })).toBeInTheDocument();
  });
});
