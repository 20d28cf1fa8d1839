import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { samplePet } from '../../../test/sample-pet';
import PetsPage from './pets-page';

describe('/pets', () => {
  it('shows three placeholder cards, then one card per pet', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockApi({
      'GET /api/pets': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/vaccines-due': { body: { petIds: [] } },
    });
    renderWithApp(<PetsPage />, { path: '/pets' });
    expect(screen.getByRole('heading', { name: 'My Furry Friends' })).toBeInTheDocument();
    expect(screen.getByText('Manage your pet profiles and track their training journey')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading pets').children).toHaveLength(3);

    answer({
      body: [
        samplePet({ temperament: 'Playful' }),
        samplePet({ id: 8, name: 'Nibbles', petType: 'small_animal', breed: 'Hamster (Syrian/Golden)', age: null }),
      ],
    });
    const biscuit = await screen.findByRole('article', { name: 'Biscuit' });
    expect(within(biscuit).getByText('Beagle')).toBeInTheDocument();
    expect(within(biscuit).getByText('3 years old')).toBeInTheDocument();
    expect(within(biscuit).getByText('Playful')).toBeInTheDocument();
    expect(within(biscuit).getByRole('link', { name: /view profile/i })).toHaveAttribute('href', '/pets/7');

    const nibbles = screen.getByRole('article', { name: 'Nibbles' });
    expect(within(nibbles).getByText('Age not specified')).toBeInTheDocument();
    expect(within(nibbles).getByRole('img', { name: /no photo/i })).toBeInTheDocument();
  });

  it('offers the first pet when there are none', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/pets': { body: [] } });
    renderWithApp(<PetsPage />, { path: '/pets' });
    expect(await screen.findByText('No Pets Added Yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Pet' }));
    expect(await screen.findByRole('dialog', { name: 'Add a New Pet' })).toBeInTheDocument();
  });

  it('says the list could not be fetched, and tries again on request', async () => {
    const user = userEvent.setup();
    let reply = serverReplies.serverError();
    const { calls } = mockApi({ 'GET /api/pets': () => reply, 'GET /api/vaccines-due': { body: { petIds: [] } } });
    renderWithApp(<PetsPage />, { path: '/pets' });
    expect(await screen.findByText('Failed to fetch pets')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();

    reply = { status: 200, body: [samplePet()] };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Biscuit' })).toBeInTheDocument();
    // The badges come from one more request (GET /api/vaccines-due); the list itself was fetched twice.
    expect(calls.filter((call) => call.path === '/api/pets')).toHaveLength(2);
  });

  it("badges the pets whose required vaccines are missing or overdue with 'Vaccines due', from one request", async () => {
    const { calls } = mockApi({
      'GET /api/pets': { body: [samplePet(), samplePet({ id: 8, name: 'Nibbles' }), samplePet({ id: 9, name: 'Pip' })] },
      'GET /api/vaccines-due': { body: { petIds: [7, 9] } },
    });
    renderWithApp(<PetsPage />, { path: '/pets' });
    const biscuit = await screen.findByRole('article', { name: 'Biscuit' });
    expect(await within(biscuit).findByText('Vaccines due')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Pip' })).getByText('Vaccines due')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Nibbles' })).queryByText('Vaccines due')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/vaccines-due')).toHaveLength(1);
    expect(calls.filter((call) => call.path.endsWith('/vaccination-status'))).toHaveLength(0);
  });
});
