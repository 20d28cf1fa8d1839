import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { samplePet } from '../../../test/sample-pet';
import { sampleVetRecord as record } from '../../../test/sample-vet-record';
import { ownerUser, trainerUser } from '../../../test/users';
import VetRecordsPage from './vet-records-page';

const pet = samplePet({ medicalConditions: 'Seasonal allergies' });

const at = { path: '/pets/7/vet-records', pattern: '/pets/:petId/vet-records' };
// The pet's owner is signed in unless a test says otherwise (samplePet's ownerId is ownerUser's id).
const asOwner = { 'GET /api/user': { body: ownerUser } };

describe('/pets/:petId/vet-records', () => {
  it('shows the pet and each record with its fallbacks and details', async () => {
    const user = userEvent.setup();
    mockApi({
      ...asOwner,
      'GET /api/pets/7': { body: pet },
      'GET /api/pets/7/vet-records': {
        body: [
          record({
            id: 1,
            diagnosis: 'Ear infection',
            veterinarian: 'Dr. Lee',
            clinicName: 'Happy Paws Clinic',
            treatment: 'Ear drops',
            followUpDate: '2024-03-19',
          }),
          record({ id: 2 }),
        ],
      },
    });
    renderWithApp(<VetRecordsPage />, at);

    expect(await screen.findByRole('heading', { name: 'Biscuit' })).toBeInTheDocument();
    expect(screen.getByText('Seasonal allergies')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /back to pet profile/i })).toHaveAttribute('href', '/pets/7');
    expect(screen.getByRole('link', { name: /all pets/i })).toHaveAttribute('href', '/pets');
    expect(screen.getByRole('link', { name: /view full profile/i })).toHaveAttribute('href', '/pets/7');

    const visit = await screen.findByRole('article', { name: 'Ear infection' });
    expect(within(visit).getByText('March 5, 2024')).toBeInTheDocument();
    expect(within(visit).getByText('Dr. Lee')).toBeInTheDocument();
    expect(within(visit).getByText('Happy Paws Clinic')).toBeInTheDocument();
    await user.click(within(visit).getByRole('button', { name: 'View Details' }));
    expect(await within(visit).findByText('Ear drops')).toBeVisible();
    expect(within(visit).getByText('March 19, 2024')).toBeInTheDocument();

    const plain = screen.getByRole('article', { name: 'Veterinary Visit' });
    expect(within(plain).getByText('Veterinarian not specified')).toBeInTheDocument();
  });

  it('shows the empty state with its one action', async () => {
    const user = userEvent.setup();
    mockApi({ ...asOwner, 'GET /api/pets/7': { body: pet }, 'GET /api/pets/7/vet-records': { body: [] } });
    renderWithApp(<VetRecordsPage />, at);
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByText('There are no veterinary records for this pet yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Add First Record' }));
    expect(await screen.findByRole('dialog', { name: 'Add Veterinary Record' })).toBeInTheDocument();
  });

  it("says 'Deleting...' while a confirmed delete is pending, then toasts", async () => {
    const user = userEvent.setup();
    let finishDelete: (reply: { status: number }) => void = () => {};
    mockApi({
      ...asOwner,
      'GET /api/pets/7': { body: pet },
      'GET /api/pets/7/vet-records': { body: [record({ id: 3, diagnosis: 'Check-up' })] },
      'DELETE /api/vet-records/3': () => new Promise((resolve) => (finishDelete = resolve)),
    });
    renderWithApp(<VetRecordsPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Delete record' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this veterinary record? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();

    finishDelete({ status: 204 });
    expect(await screen.findByText('Veterinary record deleted successfully')).toBeInTheDocument();
  });

  it('shows a trainer who does not own the pet the records read-only, with the way back to their client page', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/user': { body: trainerUser },
      'GET /api/pets/7': { body: pet },
      'GET /api/pets/7/vet-records': {
        body: [record({ id: 5, diagnosis: 'Annual check-up', treatment: 'Booster', vaccinations: 'Rabies (3-year)' })],
      },
    });
    renderWithApp(<VetRecordsPage />, at);
    expect(await screen.findByRole('link', { name: /back to client profile/i })).toHaveAttribute('href', '/trainer/clients/7');
    expect(screen.getByRole('link', { name: /all clients/i })).toHaveAttribute('href', '/trainer/clients');
    // The owner's pages would only show them controls that fail.
    expect(screen.queryByRole('link', { name: /back to pet profile|all pets|view full profile/i })).not.toBeInTheDocument();

    const visit = await screen.findByRole('article', { name: 'Annual check-up' });
    for (const name of ['Edit record', 'Delete record', 'Add as vaccination record']) {
      expect(within(visit).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Add Record' })).not.toBeInTheDocument();
    await user.click(within(visit).getByRole('button', { name: 'View Details' }));
    expect(await within(visit).findByText('Booster')).toBeVisible();
  });

  it('offers a trainer no Add First Record on an empty list', async () => {
    mockApi({ 'GET /api/user': { body: trainerUser }, 'GET /api/pets/7': { body: pet }, 'GET /api/pets/7/vet-records': { body: [] } });
    renderWithApp(<VetRecordsPage />, at);
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    await screen.findByRole('link', { name: /back to client profile/i });
    expect(screen.queryByRole('button', { name: 'Add First Record' })).not.toBeInTheDocument();
  });

  it('toasts and returns to /pets when the pet cannot be loaded', async () => {
    mockApi({
      ...asOwner,
      'GET /api/pets/7': serverReplies.petNotFound(),
      'GET /api/pets/7/vet-records': serverReplies.petNotFound({ errorField: true }),
    });
    const { router } = renderWithApp(<VetRecordsPage />, at);
    expect(await screen.findByText('Could not load pet details. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pets'));
  });

  it("adds a vaccination record from a visit's vaccinations, with the visit's date and clinic", async () => {
    const user = userEvent.setup();
    const visit = record({ id: 5, diagnosis: 'Annual check-up', clinicName: 'Happy Paws Clinic', vaccinations: 'Rabies (3-year)' });
    const calls = mockApi({
      ...asOwner,
      'GET /api/pets/7': { body: pet },
      'GET /api/pets/7/vet-records': { body: [visit, record({ id: 6, diagnosis: 'Limp' })] },
      'POST /api/pets/7/vaccinations': (call) => ({ status: 201, body: { id: 40, petId: 7, proof: null, ...(call.body as object) } }),
    });
    renderWithApp(<VetRecordsPage />, at);
    const card = await screen.findByRole('article', { name: 'Annual check-up' });
    await within(card).findByRole('button', { name: 'Add as vaccination record' });
    expect(
      within(screen.getByRole('article', { name: 'Limp' })).queryByRole('button', { name: 'Add as vaccination record' }),
    ).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add as vaccination record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vaccination' });
    expect(within(dialog).getByRole('textbox', { name: /date given/i })).toHaveValue('March 5, 2024');
    expect(within(dialog).getByRole('textbox', { name: /clinic/i })).toHaveValue('Happy Paws Clinic');
    await user.click(within(dialog).getByRole('combobox', { name: /^vaccine/i }));
    await user.click(await screen.findByRole('option', { name: 'Rabies' }));
    await user.click(within(dialog).getByRole('button', { name: '3 years' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Vaccination' }));
    await waitFor(() => expect(requestsTo(calls, 'POST /api/pets/7/vaccinations')).toHaveLength(1));
    expect(requestsTo(calls, 'POST /api/pets/7/vaccinations')[0].body).toMatchObject({
      vaccine: 'rabies',
      givenOn: '2024-03-05',
      expiresOn: '2027-03-05',
      clinic: 'Happy Paws Clinic',
      vetRecordId: 5,
    });
  });
});
