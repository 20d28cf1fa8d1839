import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VetRecord } from '@common/pet-schemas';
import { mockApi, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleVetRecord } from '../../../test/sample-vet-record';
import { VetRecordDialog } from './vet-record-dialog';

const savedRecord = (overrides: Partial<VetRecord> = {}) =>
  sampleVetRecord({ id: 11, vetName: 'Dr. Lee', veterinarian: 'Dr. Lee', ...overrides });

describe('vet record dialog', () => {
  it('requires the visit date and the veterinarian, with the product messages', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({});
    renderWithApp(<VetRecordDialog petId={7} opened onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Save Record' }));

    expect(await screen.findByText('Visit date is required')).toBeInTheDocument();
    expect(screen.getByText('Veterinarian name is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /veterinarian/i }), 'Dr. Lee');
    await waitFor(() => expect(screen.queryByText('Veterinarian name is required')).not.toBeInTheDocument());
  });

  it('leaves the visit date unfocused after an empty save, so its calendar does not cover the message', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<VetRecordDialog petId={7} opened onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Save Record' }));
    expect(await screen.findByText('Visit date is required')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('textbox', { name: /visit date/i })).not.toHaveFocus();
    expect(screen.queryByRole('dialog', { name: /calendar|pick/i })).not.toBeInTheDocument();
  });

  it('sends the duplicated fields the product lists and shows the success toast', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ 'POST /api/pets/7/vet-records': { status: 201, body: savedRecord() } });
    renderWithApp(<VetRecordDialog petId={7} opened onClose={() => {}} />);

    await user.type(await screen.findByRole('textbox', { name: /visit date/i }), 'March 5, 2024');
    await user.type(screen.getByRole('textbox', { name: /veterinarian/i }), 'Dr. Lee');
    await user.type(screen.getByRole('textbox', { name: /clinic name/i }), 'Happy Paws Clinic');
    await user.type(screen.getByRole('textbox', { name: /diagnosis/i }), 'Ear infection');
    await user.click(screen.getByRole('button', { name: 'Save Record' }));

    expect(await screen.findByText('Veterinary record created successfully')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/pets/7/vet-records',
        url: '/api/pets/7/vet-records',
        body: {
          visitDate: '2024-03-05',
          date: '2024-03-05',
          veterinarian: 'Dr. Lee',
          vetName: 'Dr. Lee',
          recordType: 'Medical Visit',
          clinicName: 'Happy Paws Clinic',
          diagnosis: 'Ear infection',
          treatment: '',
          medications: '',
          labResults: '',
          vaccinations: '',
          notes: '',
          followUpDate: null,
          nextAppointmentDate: null,
        },
      },
    ]);
  });

  it('edits a record with PUT, follow-up date copied to nextAppointmentDate', async () => {
    const user = userEvent.setup();
    const record = savedRecord({ followUpDate: '2024-04-01', nextAppointmentDate: '2024-04-01', diagnosis: 'Check-up' });
    const { calls } = mockApi({ 'PUT /api/vet-records/11': { body: record } });
    renderWithApp(<VetRecordDialog petId={7} opened onClose={() => {}} record={record} />);

    expect(await screen.findByRole('textbox', { name: /visit date/i })).toHaveValue('March 5, 2024');
    expect(screen.getByRole('textbox', { name: /follow-up date/i })).toHaveValue('April 1, 2024');
    await user.clear(screen.getByRole('textbox', { name: /veterinarian/i }));
    await user.type(screen.getByRole('textbox', { name: /veterinarian/i }), 'Dr. Patel');
    await user.click(screen.getByRole('button', { name: 'Update Record' }));

    expect(await screen.findByText('Veterinary record updated successfully')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/vet-records/11',
      body: {
        veterinarian: 'Dr. Patel',
        vetName: 'Dr. Patel',
        followUpDate: '2024-04-01',
        nextAppointmentDate: '2024-04-01',
        date: '2024-03-05',
      },
    });
  });

  it("shows the server's error text in an 'Error' toast", async () => {
    const user = userEvent.setup();
    // The pet was deleted in another tab.
    mockApi({ 'POST /api/pets/7/vet-records': serverReplies.petNotFound({ errorField: true }) });
    renderWithApp(<VetRecordDialog petId={7} opened onClose={() => {}} />);
    await user.type(await screen.findByRole('textbox', { name: /visit date/i }), 'March 5, 2024');
    await user.type(screen.getByRole('textbox', { name: /veterinarian/i }), 'Dr. Lee');
    await user.click(screen.getByRole('button', { name: 'Save Record' }));

    expect(await screen.findByText('The pet was not found.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("puts a 400's details under the fields, the product's second names included", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/pets/7/vet-records': serverReplies.badInput(
        { date: 'Date must be a date like 2024-03-05', vetName: 'Must not contain NUL characters' },
        { errorField: true },
      ),
    });
    renderWithApp(<VetRecordDialog petId={7} opened onClose={() => {}} />);
    const visitDate = await screen.findByRole('textbox', { name: /visit date/i });
    await user.type(visitDate, 'March 5, 2024');
    const vet = screen.getByRole('textbox', { name: /veterinarian/i });
    await user.type(vet, 'Dr. Lee');
    await user.click(screen.getByRole('button', { name: 'Save Record' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(vet).toHaveAccessibleDescription('Must not contain NUL characters'));
    expect(visitDate).toHaveAccessibleDescription('Date must be a date like 2024-03-05');
  });
});
