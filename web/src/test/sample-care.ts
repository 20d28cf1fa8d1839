import type { CareAnswer } from '@common/care-schemas';

/** GET /api/pets/:petId/care for a pet whose owner has given no care instructions yet. */
export const noCare: CareAnswer = { feeding: [], medications: [], emergencyContact: null, vet: null, pickupPeople: [], updatedAt: null };
