import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VaccinationStatusReport } from '@common/vaccination-schemas';
import { mockApi, requestsTo, type MockRoutes } from '../../../test/mock-api';
import { sampleBusiness } from '../../../test/sample-business';
import { renderWithApp } from '../../../test/render-with-app';
import { samplePet } from '../../../test/sample-pet';
import { Link, Route, Routes } from 'react-router';
import { BookingDialog } from './booking-dialog';
import { noCare } from '../../../test/sample-care';
import { sampleAvailability } from '../../../test/sample-availability';

const availability = sampleAvailability();

function report(policy: VaccinationStatusReport['policy'], petName: string, blocked: boolean): VaccinationStatusReport {
  const rabies = {
    vaccine: 'rabies' as const,
    name: 'Rabies',
    status: blocked ? ('missing' as const) : ('up_to_date' as const),
    expiresOn: blocked ? null : '2040-01-01',
    blocker: blocked ? `${petName} needs a rabies vaccination valid through March 9, 2027.` : null,
    warning: null,
  };
  return {
    policy,
    verification: 'accept',
    today: '2027-03-01',
    through: '2027-03-09',
    services: { boarding: [rabies], daycare: [rabies], training: [rabies] },
  };
}

function dialogApi(policy: VaccinationStatusReport['policy']) {
  return mockApi(dialogRoutes(policy));
}

function dialogRoutes(policy: VaccinationStatusReport['policy']) {
  return {
    'GET /api/bookings/availability': { body: availability },
    'GET /api/business': { body: sampleBusiness() },
    'GET /api/pets': { body: [samplePet(), samplePet({ id: 8, name: 'Nibbles' })] },
    'GET /api/pets/7/vaccination-status': { body: report(policy, 'Biscuit', true) },
    'GET /api/pets/8/vaccination-status': { body: report(policy, 'Nibbles', false) },
    'GET /api/pets/7/care': { body: noCare },
    'GET /api/pets/8/care': { body: noCare },
  } satisfies MockRoutes;
}

async function choosePet(name: string) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Book Session' });
  // The fields appear once the business's prices and times have loaded.
  await user.click((await within(dialog).findAllByLabelText('Pet'))[0]);
  await user.click(await screen.findByRole('option', { name }));
  return dialog;
}

describe('the booking dialog and vaccinations', () => {
  it('says which vaccine blocks the chosen pet, with a link to add it (enforce)', async () => {
    const api = dialogApi('enforce');
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await choosePet('Biscuit');
    const notice = await within(dialog).findByRole('alert', { name: 'Vaccinations needed before booking' });
    expect(within(notice).getByText('Biscuit needs a rabies vaccination valid through March 9, 2027.')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: "Add Biscuit's vaccinations" })).toHaveAttribute('href', '/pets/7');
    // Asked through today until dates are chosen.
    expect(requestsTo(api, 'GET /api/pets/7/vaccination-status')[0].url).toMatch(/\?through=\d{4}-\d\d-\d\d$/);
  });

  it('says nothing for a pet whose vaccines are in order', async () => {
    const api = dialogApi('enforce');
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await choosePet('Nibbles');
    await waitFor(() => expect(requestsTo(api, 'GET /api/pets/8/vaccination-status')).toHaveLength(1));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('only warns when the server accepts and flags (warn)', async () => {
    dialogApi('warn');
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await choosePet('Biscuit');
    const notice = await within(dialog).findByRole('alert', { name: 'Vaccinations to update' });
    expect(within(notice).getByText('You can still book; the booking will note what is missing.')).toBeInTheDocument();
  });

  it('warns, without blocking, of a record staff have yet to verify (the warn verification rule, issue 28)', async () => {
    const waiting = report('enforce', 'Nibbles', false);
    const rabies = { ...waiting.services.boarding[0], warning: "Nibbles's Rabies record is waiting for verification by staff." };
    waiting.verification = 'warn';
    waiting.services = { boarding: [rabies], daycare: [rabies], training: [rabies] };
    mockApi({ ...dialogRoutes('enforce'), 'GET /api/pets/8/vaccination-status': { body: waiting } });
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await choosePet('Nibbles');
    const notice = await within(dialog).findByRole('alert', { name: 'Vaccinations to update' });
    expect(within(notice).getByText("Nibbles's Rabies record is waiting for verification by staff.")).toBeInTheDocument();
  });

  it('stays quiet when vaccines are not checked (off)', async () => {
    const api = dialogApi('off');
    renderWithApp(<BookingDialog opened onClose={() => {}} />);
    const dialog = await choosePet('Biscuit');
    await waitFor(() => expect(requestsTo(api, 'GET /api/pets/7/vaccination-status')).toHaveLength(1));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps what was entered while the owner adds the vaccinations, and reopens with it (defect 5)', async () => {
    const user = userEvent.setup();
    dialogApi('enforce');
    renderWithApp(
      <Routes>
        <Route path="/pets/7" element={<Link to="/bookings">Back to the booking</Link>} />
        <Route path="*" element={<BookingDialog opened onClose={() => {}} />} />
      </Routes>,
      { path: '/bookings' },
    );
    const dialog = await choosePet('Biscuit');
    await user.type(within(dialog).getByLabelText('Notes'), 'Shy with big dogs');
    await user.click(await within(dialog).findByRole('link', { name: "Add Biscuit's vaccinations" }));
    await user.click(await screen.findByRole('link', { name: 'Back to the booking' }));

    const reopened = await screen.findByRole('dialog', { name: 'Book Session' });
    await waitFor(() => expect(within(reopened).getByLabelText('Notes')).toHaveValue('Shy with big dogs'));
    expect(within(reopened).getAllByLabelText('Pet')[0]).toHaveValue('Biscuit');
    // Kept once: the next visit starts empty.
    expect(sessionStorage.length).toBe(0);
  });
});

afterEach(() => sessionStorage.clear());
