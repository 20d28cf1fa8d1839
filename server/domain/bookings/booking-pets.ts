// Every pet of a booking: its first pet and the others booked with it, in the order they were booked.
// One rule for the owner's booking view, the stay journal's access and the day board.
import type { bookings } from '../../db/schema';

type BookingPets = Pick<typeof bookings.$inferSelect, 'petId' | 'additionalPetIds'>;

export const bookingPetIds = (booking: BookingPets): number[] => [booking.petId, ...booking.additionalPetIds];
