import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VaccinationStatusReport } from '@common/vaccination-schemas';
import { mockApi, requestsTo, serverReplies, type MockRoutes } from '../../../test/mock-api';
import { sampleBooking } from '../../../test/sample-booking';
import { renderWithApp } from '../../../test/render-with-app';
import { samplePet } from '../../../test/sample-pet';
import { sampleEnrollment, sampleProgram } from '../../../test/sample-program';
import { sampleTimelineEntry } from '../../../test/sample-trainer';
import { ownerUser, trainerUser } from '../../../test/users';
import PetDetailPage from './pet-detail-page';
import { noCare } from '../../../test/sample-care';

const at = { path: '/pets/7', pattern: '/pets/:petId' };

// No vaccination recorded yet: rabies is missing for every service.
const rabiesMissing = {
  vaccine: 'rabies' as const,
  name: 'Rabies',
  status: 'missing' as const,
  expiresOn: null,
  blocker: 'Biscuit needs a rabies vaccination valid through March 1, 2027.',
  warning: null,
};
const noVaccinations: VaccinationStatusReport = {
  policy: 'enforce',
  verification: 'accept',
  today: '2027-03-01',
  through: '2027-03-01',
  services: { boarding: [rabiesMissing], daycare: [rabiesMissing], training: [rabiesMissing] },
};

/** What the page asks for, signed in as the owner: a pet with nothing booked, learnt or vaccinated yet; `routes` win. */
function petPageApi(routes: MockRoutes) {
  return mockApi({
    'GET /api/user': { body: ownerUser },
    'GET /api/bookings': { body: [] },
    'GET /api/pets/7/enrollments': { body: [] },
    'GET /api/pets/7/skill-progress': { body: [] },
    'GET /api/pets/7/vaccinations': { body: [] },
    'GET /api/pets/7/vaccination-status': { body: noVaccinations },
    'GET /api/pets/7/care': { body: noCare },
    ...routes,
  });
}

describe('/pets/:petId', () => {
  it('shows the profile, its links and the dashboard tabs', async () => {
    const user = userEvent.setup();
    petPageApi({
      'GET /api/pets/7': { body: samplePet({ medicalConditions: 'Hip dysplasia', size: 'large', age: null }) },
      'GET /api/bookings': { body: [] },
      'GET /api/pets/7/enrollments': { body: [] },
      'GET /api/pets/7/skill-progress': { body: [] },
    });
    renderWithApp(<PetDetailPage />, at);
    expect(screen.getByText('Loading pet details...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Biscuit' })).toBeInTheDocument();
    expect(screen.getByText('Age unknown')).toBeInTheDocument();
    expect(screen.getByText('Large (50-90 lbs)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to pets/i })).toHaveAttribute('href', '/pets');
    expect(screen.getByRole('link', { name: /veterinary records/i })).toHaveAttribute('href', '/pets/7/vet-records');
    expect(screen.getByRole('link', { name: /schedule booking/i })).toHaveAttribute('href', '/bookings/new?petId=7');

    const health = screen.getByRole('region', { name: 'Health Status' });
    expect(within(health).getByText('Hip dysplasia')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View training' })).toHaveAttribute('href', '/training?petId=7');
    expect(screen.getByRole('link', { name: 'View bookings' })).toHaveAttribute('href', '/bookings?petId=7');

    await user.click(screen.getByRole('tab', { name: 'Training' }));
    expect(await screen.findByRole('link', { name: 'Go to Training' })).toHaveAttribute('href', '/training?petId=7');
    await user.click(screen.getByRole('tab', { name: 'Bookings' }));
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Bookings' })).toHaveAttribute('href', '/bookings?petId=7');
  });

  it('shows the vaccination note from the add form once, in the Vaccinations card', async () => {
    petPageApi({
      'GET /api/pets/7': { body: samplePet({ vaccinationStatus: 'Rabies done last spring' }) },
      'GET /api/bookings': { body: [] },
      'GET /api/pets/7/vaccinations': { body: [] },
    });
    renderWithApp(<PetDetailPage />, at);
    expect(await screen.findByText('Notes from when the pet was added')).toBeInTheDocument();
    expect(screen.getAllByText('Rabies done last spring')).toHaveLength(1);
  });

  it('deletes the pet and leaves for the list without asking for the deleted pet again (no 404)', async () => {
    const user = userEvent.setup();
    const api = petPageApi({
      'GET /api/pets/7': { body: samplePet() },
      'GET /api/bookings': { body: [] },
      'DELETE /api/pets/7': { status: 204 },
    });
    const { router } = renderWithApp(<PetDetailPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Delete Pet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /delete/i }));

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pets');
    expect(await screen.findByText("Biscuit's profile has been removed")).toBeInTheDocument();
    expect(requestsTo(api, 'GET /api/pets/7')).toHaveLength(1);
  });

  it("lists the pet's next bookings on the Bookings tab, each leading to its details", async () => {
    const user = userEvent.setup();
    const upcoming = [41, 42, 43, 44].map((id) =>
      sampleBooking({ id, startDate: `2030-03-0${id - 40}T14:00:00.000Z`, endDate: `2030-03-0${id - 39}T14:00:00.000Z` }),
    );
    const api = petPageApi({ 'GET /api/pets/7': { body: samplePet() }, 'GET /api/bookings': { body: upcoming } });
    renderWithApp(<PetDetailPage />, at);
    await user.click(await screen.findByRole('tab', { name: 'Bookings' }));
    const rows = await screen.findAllByRole('link', { name: /^Boarding Payment Pending March \d, 2030 at .* \$493\.95$/ });
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/bookings?booking=41', '/bookings?booking=42', '/bookings?booking=43']);
    expect(rows[0]).toHaveTextContent('Payment Pending');
    expect(rows[0]).toHaveTextContent('$493.95');
    expect(screen.getByText('1 more upcoming')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Bookings' })).toHaveAttribute('href', '/bookings?petId=7');
    expect(requestsTo(api, 'GET /api/bookings').every((call) => call.url.includes('petId=7') && call.url.includes('when=upcoming'))).toBe(
      true,
    );
  });

  it('opens the Timeline tab from ?tab=timeline and shows the pet timeline there', async () => {
    petPageApi({
      'GET /api/pets/7': { body: samplePet() },
      'GET /api/pets/7/timeline': { body: [sampleTimelineEntry({ title: 'Training session with Sam Rivera' })] },
      'GET /api/pets/7/report-cards': { body: [] },
      'GET /api/pets/7/progress-summary': {
        body: {
          skills: [{ name: 'Sit Stay', percent: 40, completed: false }],
          assessmentScores: [
            {
              petId: 7,
              petName: 'Biscuit',
              date: '2026-11-18',
              sociabilityDogs: 3,
              sociabilityPeople: 5,
              focus: null,
              impulseControl: 2,
              leashManners: 4,
            },
          ],
        },
      },
    });
    renderWithApp(<PetDetailPage />, { path: '/pets/7?tab=timeline', pattern: '/pets/:petId' });
    expect(await screen.findByRole('tab', { name: 'Timeline', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Training session with Sam Rivera')).toBeInTheDocument();
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(within(progress).getByText('Sit Stay')).toBeInTheDocument();
    expect(within(progress).getByText('40%')).toBeInTheDocument();
    const scores = within(progress).getByRole('table', { name: 'Assessment scores' });
    expect(
      within(scores)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['November 18, 2026', '3', '5', '-', '2', '4']);
  });

  it('sends a trainer who does not own the pet to their client page for it, in place of this one', async () => {
    // The trainer reads the pet as a client (decisions.md 16); every control here is the owner's.
    petPageApi({ 'GET /api/user': { body: trainerUser }, 'GET /api/pets/7': { body: samplePet({ ownerId: 1 }) } });
    const { router } = renderWithApp(<PetDetailPage />, at);
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer/clients/7'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('button', { name: /edit profile/i })).not.toBeInTheDocument();
    expect(screen.queryByText('Could not load pet details. Please try again.')).not.toBeInTheDocument();
  });

  it('keeps a trainer on the page of a pet they own', async () => {
    petPageApi({ 'GET /api/user': { body: trainerUser }, 'GET /api/pets/7': { body: samplePet({ ownerId: trainerUser.id }) } });
    const { router } = renderWithApp(<PetDetailPage />, at);
    expect(await screen.findByRole('button', { name: /edit profile/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pets/7');
  });

  it('says when no medical conditions are known', async () => {
    petPageApi({ 'GET /api/pets/7': { body: samplePet() } });
    renderWithApp(<PetDetailPage />, at);
    expect(await screen.findByText('No known medical conditions')).toBeInTheDocument();
  });

  it('toasts and returns to /pets when the pet cannot be loaded', async () => {
    petPageApi({ 'GET /api/pets/7': serverReplies.petNotFound() });
    const { router } = renderWithApp(<PetDetailPage />, at);
    expect(await screen.findByText('Could not load pet details. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pets'));
  });

  it('deletes the pet after confirmation and goes to /pets', async () => {
    const user = userEvent.setup();
    const { calls } = petPageApi({ 'GET /api/pets/7': { body: samplePet() }, 'DELETE /api/pets/7': { status: 204 } });
    const { router } = renderWithApp(<PetDetailPage />, at);
    await user.click(await screen.findByRole('button', { name: /delete pet/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Biscuit?' });
    await user.click(within(dialog).getByRole('button', { name: /delete pet/i }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pets'));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/pets/7')).toBe(true);
    expect(screen.queryByText('Could not load pet details. Please try again.')).not.toBeInTheDocument();
  });

  it('edits the profile with PUT and keeps the photo', async () => {
    const user = userEvent.setup();
    const pet = samplePet({ profilePhoto: '/uploads/pets/biscuit.jpg' });
    const { calls } = petPageApi({
      'GET /api/pets/7': { body: pet },
      'PUT /api/pets/7': (call) => ({ body: { ...pet, ...(call.body as object) } }),
    });
    renderWithApp(<PetDetailPage />, at);
    await user.click(await screen.findByRole('button', { name: /edit profile/i }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const name = await screen.findByRole('textbox', { name: /pet name/i });
    expect(name).toHaveValue('Biscuit');
    await user.clear(name);
    await user.type(name, 'Biscuit Jr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Pet updated successfully')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Biscuit Jr', breed: 'Beagle', age: 3, size: 'medium' });
    // Left out, the photo stays as it is on the server.
    expect(sent).not.toHaveProperty('profilePhoto');
  });

  it('shows the pet’s enrolments on the Training Status card and the Training tab', async () => {
    const user = userEvent.setup();
    petPageApi({
      'GET /api/pets/7': { body: samplePet() },
      'GET /api/pets/7/enrollments': {
        body: [
          sampleEnrollment({ version: 2, latestVersion: 2 }),
          sampleEnrollment({ id: 52, programId: 3, program: sampleProgram({ id: 3, title: 'Behavioral Correction' }) }),
        ],
      },
    });
    renderWithApp(<PetDetailPage />, at);
    const status = await screen.findByRole('region', { name: 'Training Status' });
    expect(await within(status).findByText('Enrolled in Basic Obedience Training (version 2) and 1 more program.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Training' }));
    const enrolment = await screen.findByRole('article', { name: 'Basic Obedience Training' });
    expect(enrolment).toHaveTextContent('Version 2');
    expect(enrolment).toHaveTextContent('Enrolled on April 1, 2024');
    expect(within(enrolment).getByRole('link', { name: 'View curriculum' })).toHaveAttribute('href', '/training?petId=7');
    expect(screen.getByRole('article', { name: 'Behavioral Correction' })).toHaveTextContent('Version 1');
  });

  it('offers the catalogue when the pet has no training yet', async () => {
    const user = userEvent.setup();
    petPageApi({ 'GET /api/pets/7': { body: samplePet() }, 'GET /api/pets/7/enrollments': { body: [] } });
    renderWithApp(<PetDetailPage />, at);
    const status = await screen.findByRole('region', { name: 'Training Status' });
    expect(await within(status).findByText('Biscuit is not enrolled in a training program yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Training' }));
    expect(await screen.findByText('No training programs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Programs' })).toHaveAttribute('href', '/training-programs');
  });
});
