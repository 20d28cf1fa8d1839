// The reminder an owner gets the day before a booking (issue 30, item 6; decisions.md 65): when to
// come (drop-off, or the session and its trainer) and what to bring, read from each pet's care
// instructions ("Bring Buddy's food for 5 days (2 cups of Kibble, twice a day) and Carprofen 25 mg.").
// Pure: the server's job gathers the booking, the pets' care and the trainer, and words it here.
import type { ServiceType } from './booking-choices';
import type { CareInstructions } from './care-schemas';
import { joinNames } from './name-list';
import { slotLabel } from './slots';
import { spelledDay } from './vaccines';

/** From this time of the business's day, the reminders for tomorrow's bookings go out. */
export const BOOKING_REMINDER_TIME = '10:00';

export type ReminderPet = { name: string; care: Pick<CareInstructions, 'feeding' | 'medications'> | null };

export type BookingReminderInput = {
  serviceType: ServiceType;
  pets: ReminderPet[];
  /** The business-zone day and wall-clock time ('HH:MM') the booking starts and ends. */
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  /** Training only: the trainer's name, null when none is assigned (any more). */
  trainerName: string | null;
};

const timesADay = (count: number) => (count === 1 ? 'once a day' : count === 2 ? 'twice a day' : `${count} times a day`);

/** The days a stay's meals fall on: the drop-off day and the pick-up day both count (a pet eats on each). */
function daysSpanned(startDay: string, endDay: string): number {
  return Math.round((Date.parse(`${endDay}T00:00:00Z`) - Date.parse(`${startDay}T00:00:00Z`)) / 86_400_000) + 1;
}

/** '2 cups of Kibble, twice a day', or per meal when the amounts differ ('1 cup of Kibble at 7:00 AM and 2 cups ...'). */
function foodPhrase(meals: CareInstructions['feeding']): string {
  const byFood = new Map<string, CareInstructions['feeding']>();
  for (const meal of meals) {
    const key = meal.food.trim().toLowerCase();
    byFood.set(key, [...(byFood.get(key) ?? []), meal]);
  }
  return [...byFood.values()]
    .map((same) => {
      const food = same[0].food;
      if (same.every((meal) => meal.amount === same[0].amount)) return `${same[0].amount} of ${food}, ${timesADay(same.length)}`;
      const ordered = [...same].sort((a, b) => a.time.localeCompare(b.time));
      return joinNames(ordered.map((meal) => `${meal.amount} of ${food} at ${slotLabel(meal.time)}`));
    })
    .join('; ');
}

/** 'Bring Buddy's food for 5 days (2 cups of Kibble, twice a day) and Carprofen 25 mg.', or null when nothing is on file. */
export function whatToBring(pet: ReminderPet, days: number): string | null {
  const feeding = pet.care?.feeding ?? [];
  const medications = pet.care?.medications ?? [];
  const items = [
    ...(feeding.length > 0 ? [`${pet.name}'s food for ${days} ${days === 1 ? 'day' : 'days'} (${foodPhrase(feeding)})`] : []),
    // Without a food sentence first, the first medication says whose it is ("Bring Rex's Carprofen 25 mg").
    ...medications.map(
      (medication, index) => `${feeding.length === 0 && index === 0 ? `${pet.name}'s ` : ''}${medication.name} ${medication.dose}`,
    ),
  ];
  return items.length > 0 ? `Bring ${joinNames(items)}.` : null;
}

/** The notification's title and message. */
export function bookingReminderText(input: BookingReminderInput): { title: string; message: string } {
  const names = joinNames(input.pets.map((pet) => pet.name));
  const when = `tomorrow, ${spelledDay(input.startDay)}, at ${slotLabel(input.startTime)}`;
  if (input.serviceType === 'training') {
    // The owner brings the pet for the hour and takes it home: nothing to leave with us.
    const trainer = input.trainerName ? ` with ${input.trainerName}` : '';
    return { title: `Reminder: ${names}'s training session tomorrow`, message: `${names}'s training session${trainer} is ${when}.` };
  }
  const pickUp =
    input.endDay === input.startDay
      ? `pick-up at ${slotLabel(input.endTime)}`
      : `pick-up on ${spelledDay(input.endDay)} at ${slotLabel(input.endTime)}`;
  const days = daysSpanned(input.startDay, input.endDay);
  const bring = input.pets.map((pet) => whatToBring(pet, days));
  const missing = input.pets.filter((_pet, index) => bring[index] === null).map((pet) => pet.name);
  const sentences = [
    `Drop-off is ${when}; ${pickUp}.`,
    ...bring.filter((sentence) => sentence !== null),
    ...(missing.length > 0
      ? [`Please add ${joinNames(missing)}'s feeding and medications to the care instructions so our staff know the routine.`]
      : []),
  ];
  const stay = input.serviceType === 'boarding' ? 'stay starts' : 'daycare is';
  return { title: `Reminder: ${names}'s ${stay} tomorrow`, message: sentences.join(' ') };
}
