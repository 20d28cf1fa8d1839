import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo, serverReplies, type MockRoutes } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { samplePet } from '../../../test/sample-pet';
import { sampleProgram, programList } from '../../../test/sample-program';
import { ownerUser, trainerUser } from '../../../test/users';
import TrainingProgramsPage from './training-programs-page';

const basic = sampleProgram();
const advanced = sampleProgram({
  id: 2,
  title: 'Advanced Training Skills',
  difficulty: 'intermediate',
  durationWeeks: 6,
  price: 24900,
  description: 'Off-leash reliability and impulse control.',
});
const behavior = sampleProgram({
  id: 3,
  title: 'Behavioral Correction',
  difficulty: 'intermediate',
  durationWeeks: 8,
  price: 29900,
  description: 'Work through reactivity and anxiety.',
});
const agility = sampleProgram({
  id: 4,
  title: 'Agility Masters',
  difficulty: 'advanced',
  durationWeeks: 12,
  price: 45000,
  description: 'Jumps, tunnels and weave poles.',
});

function catalogueApi(extra: MockRoutes = {}) {
  return mockApi({
    'GET /api/user': { body: ownerUser },
    'GET /api/training-programs': programList([agility, advanced, basic, behavior]),
    'GET /api/pets': { body: [samplePet()] },
    ...extra,
  });
}

/** The program cards' titles, in page order. */
const cardTitles = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

const detailAt = (id: number) => ({ path: `/training-programs?program=${id}`, pattern: '/training-programs' });

describe('/training-programs', () => {
  it('shows cards with dollars, weeks and lessons, and filters them by the product’s tabs', async () => {
    const user = userEvent.setup();
    catalogueApi();
    renderWithApp(<TrainingProgramsPage />, { path: '/training-programs' });
    expect(await screen.findByRole('article', { name: 'Basic Obedience Training' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Agility Masters', 'Advanced Training Skills', 'Basic Obedience Training', 'Behavioral Correction']);
    const card = screen.getByRole('article', { name: 'Advanced Training Skills' });
    expect(card).toHaveTextContent('$249.00');
    expect(card).toHaveTextContent('6 weeks');
    expect(card).toHaveTextContent('3 lessons');
    expect(card).toHaveTextContent('Intermediate');

    await user.click(screen.getByRole('tab', { name: 'Beginner' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Basic Obedience Training']));
    // The product (decisions.md 35): Advanced shows advanced and intermediate programs.
    await user.click(screen.getByRole('tab', { name: 'Advanced' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Agility Masters', 'Advanced Training Skills', 'Behavioral Correction']));
  });

  it('searches titles and descriptions and filters by duration, with an empty state that clears them', async () => {
    const user = userEvent.setup();
    catalogueApi();
    renderWithApp(<TrainingProgramsPage />, { path: '/training-programs' });
    await screen.findByRole('article', { name: 'Basic Obedience Training' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'reactivity');
    await waitFor(() => expect(cardTitles()).toEqual(['Behavioral Correction']));
    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'agility');
    await waitFor(() => expect(cardTitles()).toEqual(['Agility Masters']));

    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '5-8 weeks');
    await waitFor(() => expect(cardTitles()).toEqual(['Advanced Training Skills', 'Behavioral Correction']));

    await user.click(screen.getByRole('tab', { name: 'Beginner' }));
    expect(await screen.findByText('No programs found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Basic Obedience Training']));
  });

  it('shows the product’s error state when the catalogue cannot be loaded', async () => {
    catalogueApi({ 'GET /api/training-programs': serverReplies.serverError() });
    renderWithApp(<TrainingProgramsPage />, { path: '/training-programs' });
    expect(await screen.findByText('Error Loading Programs')).toBeInTheDocument();
    expect(screen.getByText('Unable to load training programs. Please try again later.')).toBeInTheDocument();
  });

  it('opens a card’s detail view in the URL, with tabs and Back to All Programs', async () => {
    const user = userEvent.setup();
    catalogueApi({
      'GET /api/training-programs/2': { body: advanced },
      'GET /api/training-programs/2/enrollment-status': { body: { enrolled: false, petIds: [] } },
    });
    const { router } = renderWithApp(<TrainingProgramsPage />, { path: '/training-programs', pattern: '/training-programs' });
    await user.click(await screen.findByRole('article', { name: 'Advanced Training Skills' }));
    expect(router.state.location.search).toBe('?program=2');
    expect(await screen.findByRole('heading', { name: 'Advanced Training Skills' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Curriculum' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Requirements' }));
    expect(await screen.findByText('Up to date on vaccines')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Program Details' }));
    expect(await screen.findByRole('table', { name: 'Program details' })).toHaveTextContent('Sam Rivera');

    await user.click(screen.getByRole('button', { name: 'Back to All Programs' }));
    expect(await screen.findByRole('article', { name: 'Basic Obedience Training' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says when a program cannot be loaded, and keeps the way back', async () => {
    catalogueApi({ 'GET /api/training-programs/9': { status: 404, body: { message: 'Training program not found' } } });
    renderWithApp(<TrainingProgramsPage />, detailAt(9));
    expect(await screen.findByText('Failed to load program data')).toBeInTheDocument();
    expect(screen.getByText('Training program not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to All Programs' })).toBeInTheDocument();
  });

  it('asks for the catalogue on the detail view too (the HTML preloads it), so Back draws it at once', async () => {
    const user = userEvent.setup();
    const api = catalogueApi({ 'GET /api/training-programs/9': { status: 404, body: { message: 'Training program not found' } } });
    renderWithApp(<TrainingProgramsPage />, detailAt(9));
    await waitFor(() => expect(requestsTo(api, 'GET /api/training-programs')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Back to All Programs' }));
    expect(await screen.findByText(basic.title)).toBeInTheDocument();
    expect(requestsTo(api, 'GET /api/training-programs')).toHaveLength(1);
  });

  it('enrols the first pet, toasts, and shows a disabled Enrolled without a reload', async () => {
    const user = userEvent.setup();
    let enrolledPetIds: number[] = [];
    let answerEnrol = () => {};
    const api = catalogueApi({
      'GET /api/training-programs/1': { body: basic },
      'GET /api/training-programs/1/enrollment-status': () => ({ body: { enrolled: enrolledPetIds.length > 0, petIds: enrolledPetIds } }),
      'POST /api/training-programs/1/enroll': () =>
        new Promise((resolve) => {
          answerEnrol = () => {
            enrolledPetIds = [7];
            resolve({ status: 201, body: { id: 51 } });
          };
        }),
    });
    renderWithApp(<TrainingProgramsPage />, detailAt(1));
    const enroll = await screen.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(enroll).not.toHaveAttribute('data-loading'));
    expect(screen.queryByRole('combobox', { name: 'Pet to enroll' })).not.toBeInTheDocument();
    await user.click(enroll);
    // Pending: the button spins and takes no second click until the server answers.
    const pending = await screen.findByRole('button', { name: 'Enrolling...' });
    expect(pending).toHaveAttribute('data-loading');
    expect(pending).toBeDisabled();
    answerEnrol();

    expect(await screen.findByText('Enrollment Successful')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/training-programs/1/enroll')[0].body).toEqual({ petId: 7 });
    expect(await screen.findByRole('button', { name: 'Enrolled' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
  });

  it('shows Enrolled for a pet already enrolled, and enrols the pet picked in the picker', async () => {
    const user = userEvent.setup();
    const api = catalogueApi({
      'GET /api/pets': { body: [samplePet(), samplePet({ id: 8, name: 'Nibbles' })] },
      'GET /api/training-programs/1': { body: basic },
      'GET /api/training-programs/1/enrollment-status': { body: { enrolled: true, petIds: [7] } },
      'POST /api/training-programs/1/enroll': { status: 201, body: { id: 52 } },
    });
    renderWithApp(<TrainingProgramsPage />, detailAt(1));
    expect(await screen.findByRole('button', { name: 'Enrolled' })).toBeDisabled();
    const picker = screen.getByRole('combobox', { name: 'Pet to enroll' });
    expect(picker).toHaveValue('Biscuit (enrolled)');
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Nibbles' }));
    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/training-programs/1/enroll')).toHaveLength(1));
    expect(requestsTo(api, 'POST /api/training-programs/1/enroll')[0].body).toEqual({ petId: 8 });
  });

  it('goes on to the checkout of a priced program’s enrolment, which waits for its payment (decisions.md 72)', async () => {
    const user = userEvent.setup();
    catalogueApi({
      'GET /api/training-programs/1': { body: basic },
      'GET /api/training-programs/1/enrollment-status': { body: { enrolled: false, petIds: [] } },
      'POST /api/training-programs/1/enroll': { status: 201, body: { id: 53, paymentStatus: 'pending', priceCents: 14900 } },
    });
    const { router } = renderWithApp(<TrainingProgramsPage />, detailAt(1));
    const enroll = await screen.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(enroll).not.toHaveAttribute('data-loading'));
    await user.click(enroll);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/checkout?enrollment_id=53'));
    expect(screen.queryByText('Enrollment Successful')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in, without calling the API', async () => {
    const user = userEvent.setup();
    const api = catalogueApi({ 'GET /api/user': serverReplies.signedOut(), 'GET /api/training-programs/1': { body: basic } });
    renderWithApp(<TrainingProgramsPage />, detailAt(1));
    const enroll = await screen.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(enroll).not.toHaveAttribute('data-loading'));
    await user.click(enroll);
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to enroll in training programs')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/training-programs/1/enroll')).toHaveLength(0);
  });

  it('tells an owner without pets to add one first', async () => {
    const user = userEvent.setup();
    const api = catalogueApi({
      'GET /api/pets': { body: [] },
      'GET /api/training-programs/1': { body: basic },
      'GET /api/training-programs/1/enrollment-status': { body: { enrolled: false, petIds: [] } },
    });
    renderWithApp(<TrainingProgramsPage />, detailAt(1));
    const enroll = await screen.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(enroll).not.toHaveAttribute('data-loading'));
    await user.click(enroll);
    expect(await screen.findByText('No Pets Found')).toBeInTheDocument();
    expect(screen.getByText('You need to add a pet before enrolling in a training program')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/training-programs/1/enroll')).toHaveLength(0);
  });

  it('shows the server’s reason when enrolment fails', async () => {
    const user = userEvent.setup();
    catalogueApi({
      'GET /api/training-programs/1': { body: basic },
      'GET /api/training-programs/1/enrollment-status': { body: { enrolled: false, petIds: [] } },
      'POST /api/training-programs/1/enroll': serverReplies.conflict('This pet is already enrolled in this program'),
    });
    renderWithApp(<TrainingProgramsPage />, detailAt(1));
    const enroll = await screen.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(enroll).not.toHaveAttribute('data-loading'));
    await user.click(enroll);
    const toast = (await screen.findByText('Enrollment Failed')).closest('.mantine-Notification-root') as HTMLElement;
    expect(within(toast).getByText('This pet is already enrolled in this program')).toBeInTheDocument();
  });

  it('shows trainers the link to the curriculum builder, and owners not', async () => {
    catalogueApi({ 'GET /api/user': { body: trainerUser } });
    const { unmount } = renderWithApp(<TrainingProgramsPage />, { path: '/training-programs' });
    expect(await screen.findByRole('link', { name: 'Curriculum Builder' })).toHaveAttribute('href', '/curriculum-builder');
    unmount();
    catalogueApi();
    renderWithApp(<TrainingProgramsPage />, { path: '/training-programs' });
    await screen.findByRole('article', { name: 'Basic Obedience Training' });
    expect(screen.queryByRole('link', { name: 'Curriculum Builder' })).not.toBeInTheDocument();
  });
});
