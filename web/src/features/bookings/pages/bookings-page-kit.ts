// The server a /bookings page test talks to: the owner, two pets whose vaccines cover any stay, no
// care instructions, and `upcoming` as the list (booking 41's own answer is its list copy).
import type { VaccinationStatusReport } from '@common/vaccination-schemas';
import { mockApi } from '../../../test/mock-api';
import { sampleBooking } from '../../../test/sample-booking';
import { samplePet } from '../../../test/sample-pet';
import { sampleBusiness } from '../../../test/sample-business';
import { sampleAvailability } from '../../../test/sample-availability';
import { noCare } from '../../../test/sample-care';
import { ownerUser } from '../../../test/users';

// Both pets' rabies shot is valid for any stay: nothing blocks a booking (the dialog asks once a pet is chosen).
const rabiesUpToDate = {
  vaccine: 'rabies' as const,
  name: 'Rabies',
  status: 'up_to_date' as const,
  expiresOn: '2040-01-01',
  blocker: null,
  warning: null,
};
const upToDate: VaccinationStatusReport = {
  policy: 'enforce',
  verification: 'accept',
  today: '2027-03-01',
  through: '2027-03-01',
  services: { boarding: [rabiesUpToDate], daycare: [rabiesUpToDate], training: [rabiesUpToDate] },
};

export function bookingsApi(upcoming: ReturnType<typeof sampleBooking>[], extra = {}) {
  return mockApi({
    // The details follow the booking's own answer; by default the server holds what the list shows.
    'GET /api/bookings/41': { body: upcoming.find((booking) => booking.id === 41) ?? sampleBooking() },
    // The cancel dialog's preview (decisions.md 73): by default what the booking itself says.
    'GET /api/bookings/41/cancellation': { body: (upcoming.find((booking) => booking.id === 41) ?? sampleBooking()).cancellation },
    'GET /api/user': { body: ownerUser },
    'GET /api/bookings': (call) => ({ body: call.url.includes('when=past') ? [] : upcoming }),
    'GET /api/bookings/availability': { body: sampleAvailability() },
    'GET /api/business': { body: sampleBusiness() },
    'GET /api/pets': { body: [samplePet(), samplePet({ id: 8, name: 'Nibbles' })] },
    'GET /api/pets/7/vaccination-status': { body: upToDate },
    'GET /api/pets/8/vaccination-status': { body: upToDate },
    'GET /api/pets/7/care': { body: noCare },
    'GET /api/pets/8/care': { body: noCare },
    'GET /api/waitlist': { body: [] },
    ...extra,
  });
}
