import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleClient } from '../../../test/sample-trainer';
import { trainerUser } from '../../../test/users';
import ClientsPage from './clients-page';

const mia = sampleClient({
  pet: { id: 8, name: 'Mia', petType: 'cat', breed: 'Siamese', age: 2, profilePhoto: '/uploads/pets/mia.jpg' },
  ownerName: 'Ann Lee',
  openSkills: 0,
  nextSession: null,
  lastReportCard: null,
  reasons: ['program'],
});

describe('/trainer/clients', () => {
  it('lists each client pet with owner, open skills, next session and last report card, linking to its workspace', async () => {
    mockApi({ 'GET /api/user': { body: trainerUser }, 'GET /api/trainer/clients': { body: [sampleClient(), mia] } });
    renderWithApp(<ClientsPage />, { path: '/trainer/clients' });
    const biscuit = await screen.findByRole('article', { name: 'Biscuit' });
    expect(within(biscuit).getByRole('link', { name: 'Biscuit' })).toHaveAttribute('href', '/trainer/clients/7');
    expect(within(biscuit).getByText('Beagle')).toBeInTheDocument();
    expect(within(biscuit).getByText('Owner: Jane Doe')).toBeInTheDocument();
    expect(within(biscuit).getByText('Open skills: 2')).toBeInTheDocument();
    expect(within(biscuit).getByText(/^Next session: December 1, 2026/)).toBeInTheDocument();
    expect(within(biscuit).getByText('Last report card: November 20, 2026 (4/5)')).toBeInTheDocument();
    const cat = screen.getByRole('article', { name: 'Mia' });
    expect(within(cat).getByText('Next session: None scheduled')).toBeInTheDocument();
    expect(within(cat).getByText('Last report card: None yet')).toBeInTheDocument();
    expect(within(cat).getByRole('img', { name: 'Mia' })).toHaveAttribute('src', '/uploads/pets/mia.jpg');
  });

  it('searches by pet or owner name through ?search= and says when nothing matches', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/user': { body: trainerUser },
      'GET /api/trainer/clients': (call) => ({ body: call.url.includes('search=') ? [] : [sampleClient()] }),
    });
    renderWithApp(<ClientsPage />, { path: '/trainer/clients' });
    await screen.findByRole('article', { name: 'Biscuit' });
    await user.type(screen.getByLabelText('Search clients'), 'Ann Lee');
    expect(await screen.findByText('No matching clients')).toBeInTheDocument();
    expect(requestsTo(api, 'GET /api/trainer/clients').at(-1)?.url).toBe('/api/trainer/clients?search=Ann%20Lee');
  });

  it('shows the empty state and the error state', async () => {
    mockApi({ 'GET /api/user': { body: trainerUser }, 'GET /api/trainer/clients': { body: [] } });
    const first = renderWithApp(<ClientsPage />, { path: '/trainer/clients' });
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
    first.unmount();
    mockApi({ 'GET /api/user': { body: trainerUser }, 'GET /api/trainer/clients': serverReplies.serverError() });
    renderWithApp(<ClientsPage />, { path: '/trainer/clients' });
    expect(await screen.findByText('Failed to fetch clients')).toBeInTheDocument();
  });
});
