// Matrix rows: pets, photos, vet records, vaccinations (+ proofs) and the files they use.
import { tinyPng } from '../../helpers/factories';
import { day } from '../../helpers/test-calendar';
import { fileForm, tinyPdf, type ObjectWorld } from '../../helpers/object-fixtures';
import type { RouteMatrix } from './matrix-types';
import { changePetRecords, readPetRecords } from './audiences';

const petProfile = (w: ObjectWorld) => ({ name: w.a.pet.name, petType: 'dog', breed: 'Beagle', temperament: w.marker });
const vaccination = (w: ObjectWorld) => ({ vaccine: 'rabies', givenOn: '2025-01-10', expiresOn: day('2040-01-10'), clinic: w.marker });
const photoForm = () => fileForm('photo', tinyPng, 'image/png', 'a.png');
const proofForm = () => fileForm('proof', tinyPdf, 'application/pdf', 'p.pdf');

export const petRoutes: RouteMatrix = {
  'GET /api/pets': {
    access: 'user',
    reaches: 'the caller’s pets',
    request: () => ({ url: '/api/pets' }),
    cross: (w) => [
      { as: 'ownerB', url: `/api/pets?cursor=${w.a.pet.id + 1}`, status: 200 },
      { as: 'trainerA', url: `/api/pets?cursor=${w.a.pet.id + 1}`, status: 200 },
    ],
    success: async (w) => ({ as: w.ownerA, url: '/api/pets', status: 200, contains: w.marker }),
  },
  'POST /api/pets': {
    access: 'user',
    reaches: 'the caller',
    request: () => ({ url: '/api/pets', payload: { name: 'Nova', petType: 'cat', breed: 'Siamese' } }),
    ok: 201,
  },
  'GET /api/pets/:petId': { access: 'user', reaches: 'a pet', ...readPetRecords, request: (w) => ({ url: `/api/pets/${w.a.pet.id}` }) },
  'PUT /api/pets/:petId': {
    access: 'user',
    reaches: 'a pet',
    ...changePetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}`, payload: petProfile(w) }),
  },
  'DELETE /api/pets/:petId': {
    access: 'user',
    reaches: 'a pet',
    ...changePetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}` }),
    success: async (w, fresh) => ({ as: w.ownerA, url: `/api/pets/${(await fresh.pet()).id}`, status: 204 }),
  },
  'POST /api/pets/:petId/photo': {
    access: 'user',
    reaches: 'a pet',
    ...changePetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/photo`, payload: photoForm() }),
    success: async (w, fresh) => ({ as: w.ownerA, url: `/api/pets/${(await fresh.pet()).id}/photo`, payload: photoForm(), status: 200 }),
  },
  'GET /api/pets/:petId/care': {
    access: 'user',
    reaches: 'a pet’s care instructions',
    ...readPetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/care` }),
  },
  'PUT /api/pets/:petId/care': {
    access: 'user',
    reaches: 'a pet’s care instructions',
    ...changePetRecords,
    request: (w) => ({
      url: `/api/pets/${w.a.pet.id}/care`,
      payload: {
        feeding: [{ time: '07:30', food: 'Kibble', amount: '1 cup' }],
        medications: [],
        emergencyContact: null,
        vet: null,
        pickupPeople: [],
      },
    }),
  },
  'GET /api/pets/:petId/vet-records': {
    access: 'user',
    reaches: 'a pet’s vet records',
    ...readPetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/vet-records` }),
    cross: (w) => [{ as: 'ownerB', url: `/api/pets/${w.a.pet.id}/vet-records?cursor=${w.a.vetRecordId + 1}` }],
  },
  'POST /api/pets/:petId/vet-records': {
    access: 'user',
    reaches: 'a pet',
    ...changePetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/vet-records`, payload: { visitDate: '2025-05-01', veterinarian: 'Dr. Who' } }),
    ok: 201,
    // B attaching A's photo (an upload is attached by its address) to B's own pet's record.
    cross: (w) => [
      {
        as: 'ownerB',
        url: `/api/pets/${w.petB.id}/vet-records`,
        payload: { visitDate: '2025-05-01', veterinarian: 'Dr. Who', attachments: [w.a.pet.profilePhoto] },
        status: 400,
      },
    ],
  },
  'PUT /api/vet-records/:id': {
    access: 'user',
    reaches: 'a vet record',
    ...changePetRecords,
    request: (w) => ({
      url: `/api/vet-records/${w.a.vetRecordId}`,
      payload: { visitDate: '2025-03-05', veterinarian: 'Dr. Lee', notes: w.marker },
    }),
  },
  'DELETE /api/vet-records/:id': {
    access: 'user',
    reaches: 'a vet record',
    ...changePetRecords,
    request: (w) => ({ url: `/api/vet-records/${w.a.vetRecordId}` }),
    success: async (w, fresh) => ({ as: w.ownerA, url: `/api/vet-records/${(await fresh.vetRecord()).id}`, status: 204 }),
  },
  'GET /api/pets/:petId/vaccinations': {
    access: 'user',
    reaches: 'a pet’s vaccinations',
    ...readPetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/vaccinations` }),
    cross: (w) => [{ as: 'trainerB', url: `/api/pets/${w.a.pet.id}/vaccinations?cursor=${w.a.vaccinationId + 1}` }],
  },
  'POST /api/pets/:petId/vaccinations': {
    access: 'user',
    reaches: 'a pet',
    ...changePetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/vaccinations`, payload: vaccination(w) }),
    ok: 201,
    // B's own pet, with A's vet visit as the record's source: the field is refused as for any record not of this pet.
    cross: (w) => [
      {
        as: 'ownerB',
        url: `/api/pets/${w.petB.id}/vaccinations`,
        payload: { ...vaccination(w), vetRecordId: w.a.vetRecordId },
        status: 400,
      },
    ],
  },
  'PUT /api/vaccinations/:id': {
    access: 'user',
    reaches: 'a vaccination',
    ...changePetRecords,
    request: (w) => ({ url: `/api/vaccinations/${w.a.vaccinationId}`, payload: vaccination(w) }),
  },
  'DELETE /api/vaccinations/:id': {
    access: 'user',
    reaches: 'a vaccination',
    ...changePetRecords,
    request: (w) => ({ url: `/api/vaccinations/${w.a.vaccinationId}` }),
    success: async (w, fresh) => ({ as: w.ownerA, url: `/api/vaccinations/${(await fresh.vaccination()).id}`, status: 204 }),
  },
  'GET /api/vaccines-due': {
    access: 'user',
    reaches: 'the caller’s pets',
    // Only the caller's own pets are read (another owner's are never named: vaccines-due.test.ts).
    request: () => ({ url: '/api/vaccines-due' }),
  },
  'GET /api/pets/:petId/vaccination-status': {
    access: 'user',
    reaches: 'a pet',
    ...readPetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/vaccination-status` }),
  },
  'POST /api/vaccinations/:id/proof': {
    access: 'user',
    reaches: 'a vaccination',
    ...changePetRecords,
    request: (w) => ({ url: `/api/vaccinations/${w.a.vaccinationId}/proof`, payload: proofForm() }),
    success: async (w, fresh) => ({
      as: w.ownerA,
      url: `/api/vaccinations/${(await fresh.vaccination()).id}/proof`,
      payload: proofForm(),
      status: 200,
    }),
  },
  'GET /uploads/pets/:file': {
    access: 'user',
    reaches: 'a pet’s photo',
    ...readPetRecords,
    request: (w) => ({ url: `/uploads/pets/${w.a.photoFile}` }),
  },
  'GET /uploads/vaccinations/:file': {
    access: 'user',
    reaches: 'a vaccination proof',
    ...readPetRecords,
    request: (w) => ({ url: `/uploads/vaccinations/${w.a.proofFile}` }),
  },
  // A skill's video and a report card's media: the pet's owner and the trainer concerned only.
  'GET /uploads/videos/:file': {
    access: 'user',
    reaches: 'a skill’s video proof',
    ...readPetRecords,
    strangers: [...readPetRecords.strangers, 'staff'],
    readers: ['trainerA'],
    request: (w) => ({ url: `/uploads/videos/${w.a.videoFile}` }),
  },
  'GET /uploads/report-cards/:file': {
    access: 'user',
    reaches: 'a report card’s photo',
    ...readPetRecords,
    strangers: [...readPetRecords.strangers, 'staff'],
    readers: ['trainerA'],
    request: (w) => ({ url: `/uploads/report-cards/${w.a.reportCardFile}` }),
  },
};
