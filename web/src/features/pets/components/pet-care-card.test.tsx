import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { samplePet } from '../../../test/sample-pet';
import { PetCareCard } from './pet-care-card';
import { noCare } from '../../../test/sample-care';

const lunaCare = {
  feeding: [{ time: '07:30', food: 'Kibble (salmon)', amount: '1 cup' }],
  medications: [{ name: 'Phenobarbital', dose: '30 mg', times: ['08:00', '20:00'], withFood: true, notes: null }],
  emergencyContact: { name: 'Sam Lee', phone: '555-0100' },
  vet: null,
  pickupPeople: ['Sam Lee'],
  updatedAt: '2027-03-01T10:00:00.000Z',
};

describe('the care instructions card (decisions.md 54)', () => {
  it('shows what staff will follow: meals, medications by time, who to call and who may pick up', async () => {
    mockApi({ 'GET /api/pets/7/care': { body: lunaCare } });
    renderWithApp(<PetCareCard pet={samplePet({ id: 7, name: 'Luna' })} />);
    const card = await screen.findByRole('region', { name: 'Care instructions' });
    expect(await within(card).findByText('07:30: Kibble (salmon), 1 cup')).toBeInTheDocument();
    expect(within(card).getByText('Phenobarbital 30 mg at 08:00, 20:00, with food')).toBeInTheDocument();
    expect(within(card).getByText('Sam Lee, 555-0100')).toBeInTheDocument();
    expect(within(card).getByText('Not given')).toBeInTheDocument();
  });

  it('adds a meal and a medication, checks them with the API’s rules, and saves them whole', async () => {
    const saved = {
      ...noCare,
      feeding: [{ time: '18:00', food: 'Wet food', amount: 'Half a can' }],
      updatedAt: '2027-03-01T10:00:00.000Z',
    };
    const api = mockApi({ 'GET /api/pets/7/care': { body: noCare }, 'PUT /api/pets/7/care': { body: saved } });
    const user = userEvent.setup();
    renderWithApp(<PetCareCard pet={samplePet({ id: 7, name: 'Luna' })} />);

    await user.click(await screen.findByRole('button', { name: 'Edit care instructions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Care instructions for Luna' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a meal' }));
    await user.type(within(dialog).getByLabelText('Time'), '6pm');
    await user.type(within(dialog).getByLabelText('Food'), 'Wet food');
    await user.type(within(dialog).getByLabelText('Amount'), 'Half a can');
    await user.type(within(dialog).getByLabelText('Phone'), '555-0100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a time such as 07:30')).toBeInTheDocument();
    // Half an emergency contact names the missing half.
    expect(within(dialog).getByText('Contact name is required')).toBeInTheDocument();
    expect(requestsTo(api, 'PUT /api/pets/7/care')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Time'));
    await user.type(within(dialog).getByLabelText('Time'), '18:00');
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Care instructions saved')).toBeInTheDocument();
    expect(requestsTo(api, 'PUT /api/pets/7/care')[0].body).toEqual({
      feeding: [{ time: '18:00', food: 'Wet food', amount: 'Half a can' }],
      medications: [],
      emergencyContact: null,
      vet: null,
      pickupPeople: [],
    });
    expect(await screen.findByText('18:00: Wet food, Half a can')).toBeInTheDocument();
  });

  it('says so when the instructions cannot be loaded', async () => {
    mockApi({ 'GET /api/pets/7/care': serverReplies.serverError() });
    renderWithApp(<PetCareCard pet={samplePet({ id: 7 })} />);
    expect(await screen.findByText('Could not load the care instructions.')).toBeInTheDocument();
  });
});
