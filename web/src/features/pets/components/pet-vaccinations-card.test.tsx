import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Vaccination, VaccinationStatusReport } from '@common/vaccination-schemas';
import { mockApi, requestsTo } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { samplePet } from '../../../test/sample-pet';
import { ownerUser, trainerUser } from '../../../test/users';
import { PetVaccinationsCard } from './pet-vaccinations-card';

const rabies: Vaccination = {
  id: 31,
  petId: 7,
  vaccine: 'rabies',
  otherName: null,
  givenOn: '2026-03-05',
  expiresOn: '2029-03-05',
  batchNumber: 'RB-1',
  clinic: 'Happy Paws Clinic',
  proof: '/uploads/vaccinations/0123456789abcdef0123456789abcdef.pdf',
  vetRecordId: null,
  verification: 'unverified',
  verificationReason: null,
  verifiedAt: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};

const entry = (vaccine: 'rabies' | 'dhpp' | 'bordetella', name: string, status: 'up_to_date' | 'due_soon' | 'overdue' | 'missing') => ({
  vaccine,
  name,
  status,
  expiresOn: status === 'missing' ? null : '2029-03-05',
  blocker: status === 'missing' || status === 'overdue' ? `Biscuit needs a ${name} vaccination valid through March 5, 2027.` : null,
  warning: null,
});

const report: VaccinationStatusReport = {
  policy: 'enforce',
  verification: 'accept',
  today: '2027-03-05',
  through: '2027-03-05',
  services: {
    boarding: [entry('rabies', 'Rabies', 'up_to_date'), entry('dhpp', 'DHPP', 'missing'), entry('bordetella', 'Bordetella', 'due_soon')],
    daycare: [entry('rabies', 'Rabies', 'up_to_date'), entry('dhpp', 'DHPP', 'missing'), entry('bordetella', 'Bordetella', 'due_soon')],
    training: [entry('rabies', 'Rabies', 'up_to_date')],
  },
};

function api(user = ownerUser, extra = {}) {
  return mockApi({
    'GET /api/user': { body: user },
    'GET /api/pets/7/vaccinations': { body: [rabies] },
    'GET /api/pets/7/vaccination-status': { body: report },
    ...extra,
  });
}

const pet = samplePet({ vaccinationStatus: 'Rabies done last spring' });

describe('PetVaccinationsCard', () => {
  it('shows a badge per required vaccine, the records with their proof, and the notes from the add form', async () => {
    api();
    renderWithApp(<PetVaccinationsCard pet={pet} />);
    const badges = await screen.findByLabelText('Required vaccines');
    expect(within(badges).getByText('Rabies: Up to date').closest('[data-status]')).toHaveAttribute('data-status', 'up_to_date');
    expect(within(badges).getByText('DHPP: Missing').closest('[data-status]')).toHaveAttribute('data-status', 'missing');
    expect(within(badges).getByText('Bordetella: Due soon')).toBeInTheDocument();
    const record = await screen.findByRole('article', { name: 'Rabies' });
    expect(within(record).getByText('Given March 5, 2026 · Expires March 5, 2029')).toBeInTheDocument();
    expect(within(record).getByText('Happy Paws Clinic · Batch RB-1')).toBeInTheDocument();
    expect(within(record).getByRole('link', { name: 'View proof' })).toHaveAttribute('href', rabies.proof);
    expect(screen.getByText('Notes from when the pet was added')).toBeInTheDocument();
    expect(screen.getByText('Rabies done last spring')).toBeInTheDocument();
  });

  it("shows each record's verification as a badge, and staff's reason for a rejection (issue 28)", async () => {
    api(ownerUser, {
      'GET /api/pets/7/vaccinations': {
        body: [
          { ...rabies, verification: 'verified', verifiedAt: '2026-11-20T10:00:00.000Z' },
          {
            ...rabies,
            id: 32,
            vaccine: 'dhpp',
            verification: 'rejected',
            verificationReason: 'The photo is too blurry to read',
            verifiedAt: '2026-11-20T10:00:00.000Z',
          },
          { ...rabies, id: 33, vaccine: 'bordetella' },
        ],
      },
    });
    renderWithApp(<PetVaccinationsCard pet={pet} />);
    const verified = await screen.findByRole('article', { name: 'Rabies' });
    expect(within(verified).getByText('Verified').closest('[data-verification]')).toHaveAttribute('data-verification', 'verified');
    const rejected = screen.getByRole('article', { name: 'DHPP' });
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText(/Rejected by staff: The photo is too blurry to read/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Bordetella' })).getByText('Unverified')).toBeInTheDocument();
    expect(within(verified).queryByText(/Rejected by staff/)).not.toBeInTheDocument();
  });

  it('comes into view when a link names it (a rejection notice links to /pets/:id#vaccinations)', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    try {
      api();
      renderWithApp(<PetVaccinationsCard pet={pet} />, { path: '/pets/7#vaccinations' });
      await screen.findByRole('article', { name: 'Rabies' });
      await waitFor(() => expect(scrolled).toHaveBeenCalled());
      expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Vaccinations' }));
    } finally {
      scrolled.mockRestore();
    }
  });

  it('adds a record with the expiry suggested from the date given', async () => {
    const user = userEvent.setup();
    const calls = api(ownerUser, {
      'POST /api/pets/7/vaccinations': (call: { body: object }) => ({ status: 201, body: { ...rabies, id: 32, ...call.body } }),
    });
    renderWithApp(<PetVaccinationsCard pet={pet} />);
    await user.click(await screen.findByRole('button', { name: 'Add Vaccination' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vaccination' });
    await user.click(within(dialog).getByRole('combobox', { name: /^vaccine/i }));
    await user.click(await screen.findByRole('option', { name: 'Bordetella' }));
    await user.type(within(dialog).getByRole('textbox', { name: /date given/i }), 'March 5, 2026');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /expires/i })).toHaveValue('September 5, 2026'));
    await user.click(within(dialog).getByRole('button', { name: '1 year' }));
    expect(within(dialog).getByRole('textbox', { name: /expires/i })).toHaveValue('March 5, 2027');
    await user.type(within(dialog).getByRole('textbox', { name: /clinic/i }), 'Riverside');
    await user.click(within(dialog).getByRole('button', { name: 'Save Vaccination' }));
    await waitFor(() => expect(requestsTo(calls, 'POST /api/pets/7/vaccinations')).toHaveLength(1));
    expect(requestsTo(calls, 'POST /api/pets/7/vaccinations')[0].body).toEqual({
      vaccine: 'bordetella',
      otherName: null,
      givenOn: '2026-03-05',
      expiresOn: '2027-03-05',
      batchNumber: '',
      clinic: 'Riverside',
      vetRecordId: null,
    });
    expect(await screen.findByText('Vaccination added')).toBeInTheDocument();
  });

  it("asks for the name of an 'Other' vaccine and stops a date given in the future", async () => {
    const user = userEvent.setup();
    const calls = api();
    renderWithApp(<PetVaccinationsCard pet={pet} />);
    await user.click(await screen.findByRole('button', { name: 'Add Vaccination' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vaccination' });
    await user.click(within(dialog).getByRole('combobox', { name: /^vaccine/i }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: /date given/i }), 'March 5, 2099');
    await user.click(within(dialog).getByRole('button', { name: 'Save Vaccination' }));
    expect(await within(dialog).findByText("Please name the vaccine when you choose 'Other'")).toBeInTheDocument();
    expect(within(dialog).getByText('Date given cannot be in the future')).toBeInTheDocument();
    expect(requestsTo(calls, 'POST /api/pets/7/vaccinations')).toHaveLength(0);
  });

  it('deletes a record after confirmation', async () => {
    const user = userEvent.setup();
    const calls = api(ownerUser, { 'DELETE /api/vaccinations/31': { status: 204 } });
    renderWithApp(<PetVaccinationsCard pet={pet} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Rabies' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Vaccination' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo(calls, 'DELETE /api/vaccinations/31')).toHaveLength(1));
  });

  it('is read only for a trainer', async () => {
    api(trainerUser);
    renderWithApp(<PetVaccinationsCard pet={pet} />);
    expect(await screen.findByRole('article', { name: 'Rabies' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Vaccination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Rabies' })).not.toBeInTheDocument();
  });
});
