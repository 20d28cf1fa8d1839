import type { VetRecord } from '@common/pet-schemas';

/** A vet record as the API answers, with only the required date set; tests add what they need. */
export const sampleVetRecord = (overrides: Partial<VetRecord> = {}): VetRecord => ({
  id: 1,
  petId: 7,
  date: '2024-03-05',
  visitDate: '2024-03-05',
  vetName: null,
  veterinarian: null,
  recordType: 'Medical Visit',
  clinicName: null,
  diagnosis: null,
  treatment: null,
  medications: null,
  labResults: null,
  vaccinations: null,
  notes: null,
  followUpDate: null,
  nextAppointmentDate: null,
  attachments: null,
  documents: null,
  createdAt: '2024-03-05T10:00:00.000Z',
  ...overrides,
});
