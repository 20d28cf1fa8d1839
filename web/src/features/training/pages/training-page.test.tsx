import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { samplePet } from '../../../test/sample-pet';
import { sampleEnrollment, sampleProgram, programList } from '../../../test/sample-program';
import TrainingPage from './training-page';

const basic = sampleProgram();
const advanced = sampleProgram({ id: 2, title: 'Advanced Training Skills', difficulty: 'intermediate', durationWeeks: 6, price: 24900 });

describe('/training', () => {
  it('lists the programs from the API, each leading to its catalogue detail, and the pets’ enrolments', async () => {
    const api = mockApi({
      'GET /api/training-programs': programList([advanced, basic]),
      'GET /api/enrollments': {
        body: [sampleEnrollment(), sampleEnrollment({ id: 52, petId: 8, petName: 'Nibbles', version: 1, latestVersion: 2 })],
      },
    });
    renderWithApp(<TrainingPage />, { path: '/training' });
    const programs = screen.getByRole('region', { name: 'Training Programs' });
    const card = await within(programs).findByRole('article', { name: 'Advanced Training Skills' });
    expect(card).toHaveTextContent('$249.00');
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/training-programs?program=2');

    const mine = screen.getByRole('region', { name: "My Pets' Programs" });
    const nibbles = await within(mine).findByRole('article', { name: 'Nibbles: Basic Obedience Training' });
    expect(nibbles).toHaveTextContent('Version 1');
    expect(nibbles).toHaveTextContent('A newer version 2 exists');
    expect(within(nibbles).getByRole('link', { name: "View Nibbles's training" })).toHaveAttribute('href', '/training?petId=8');
    const biscuit = within(mine).getByRole('article', { name: 'Biscuit: Basic Obedience Training' });
    expect(biscuit).not.toHaveTextContent('newer version');
    expect(requestsTo(api, 'GET /api/enrollments')).toHaveLength(1);
  });

  it('with ?petId shows only that pet’s enrolments, their versions and the pinned curriculum', async () => {
    const user = userEvent.setup();
    // The pet follows version 1, whose first module the author has since renamed in version 2.
    const pinned = sampleProgram({
      version: 1,
      content: { ...basic.content, modules: [{ ...basic.content.modules[0], title: 'Foundations (v1)' }] },
    });
    const api = mockApi({
      'GET /api/pets/7': { body: samplePet() },
      'GET /api/pets/7/enrollments': { body: [sampleEnrollment({ version: 1, latestVersion: 2, program: pinned })] },
      'GET /api/pets/7/skill-progress': { body: [] },
    });
    renderWithApp(<TrainingPage />, { path: '/training?petId=7', pattern: '/training' });
    expect(await screen.findByText('Showing training for Biscuit')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Biscuit: Basic Obedience Training' });
    expect(card).toHaveTextContent('Version 1');
    expect(card).toHaveTextContent('A newer version 2 exists; Biscuit keeps following version 1.');
    await user.click(within(card).getByRole('button', { name: 'View curriculum' }));
    expect(await within(card).findByText('Module 1: Foundations (v1)')).toBeInTheDocument();
    expect(requestsTo(api, 'GET /api/enrollments')).toHaveLength(0);
  });

  it('offers the catalogue when a pet has no enrolments', async () => {
    mockApi({
      'GET /api/pets/7': { body: samplePet() },
      'GET /api/pets/7/enrollments': { body: [] },
      'GET /api/pets/7/skill-progress': { body: [] },
    });
    renderWithApp(<TrainingPage />, { path: '/training?petId=7', pattern: '/training' });
    expect(await screen.findByText('No enrolments yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Browse Programs' })[0]).toHaveAttribute('href', '/training-programs');
  });

  it('with the ?petId of a pet that is not the owner’s, says so and shows every pet’s training', async () => {
    mockApi({
      'GET /api/pets/99': serverReplies.petNotFound(),
      'GET /api/pets/99/enrollments': serverReplies.petNotFound(),
      'GET /api/pets/99/skill-progress': serverReplies.petNotFound(),
      'GET /api/enrollments': { body: [] },
      'GET /api/training-programs': programList([sampleProgram()]),
    });
    const { router } = renderWithApp(<TrainingPage />, { path: '/training?petId=99', pattern: '/training' });
    expect(await screen.findByText('Could not load that pet')).toBeInTheDocument();
    expect(screen.getByText('Showing all your pets instead.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/training');
    expect(await screen.findByRole('heading', { name: "My Pets' Programs" })).toBeInTheDocument();
    expect(screen.queryByText(/Showing training for/)).not.toBeInTheDocument();
  });

  it('shows an unpaid enrolment as Awaiting payment with Pay now, and Withdraw states the refund before confirming', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/training-programs': programList([advanced]),
      'GET /api/enrollments': {
        body: [
          sampleEnrollment({ id: 60, petName: 'Nibbles', program: advanced, programId: 2, paymentStatus: 'pending', priceCents: 24900 }),
          sampleEnrollment({
            id: 61,
            program: advanced,
            programId: 2,
            paymentStatus: 'paid',
            priceCents: 24900,
            paidAt: '2024-04-01T10:00:00.000Z',
            refund: { refundable: true, amountCents: 24900, message: null, deadline: null },
          }),
        ],
      },
      'POST /api/enrollments/61/cancel': { body: { outcome: 'refunded', refundedCents: 24900 } },
    });
    renderWithApp(<TrainingPage />, { path: '/training' });
    const mine = screen.getByRole('region', { name: "My Pets' Programs" });
    const pending = await within(mine).findByRole('article', { name: 'Nibbles: Advanced Training Skills' });
    expect(pending).toHaveTextContent('Awaiting payment');
    expect(pending).toHaveTextContent('$249.00 to pay; enrolled once paid.');
    expect(within(pending).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/checkout?enrollment_id=60');

    const paid = within(mine).getByRole('article', { name: 'Biscuit: Advanced Training Skills' });
    expect(paid).not.toHaveTextContent('Awaiting payment');
    await user.click(within(paid).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Biscuit from Advanced Training Skills?' });
    expect(dialog).toHaveTextContent('You will be refunded $249.00 in full to the card you paid with.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw and refund' }));
    await waitFor(() => expect(requestsTo(api, 'POST /api/enrollments/61/cancel')).toHaveLength(1));
  });
});
