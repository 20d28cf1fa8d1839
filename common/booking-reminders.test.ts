// The day-before reminder's wording: when to come, and what to bring from the care instructions.
import { describe, expect, it } from 'vitest';
import { bookingReminderText, whatToBring, type BookingReminderInput, type ReminderPet } from './booking-reminders';

const buddy: ReminderPet = {
  name: 'Buddy',
  care: {
    feeding: [
      { time: '07:00', food: 'Kibble', amount: '2 cups' },
      { time: '18:00', food: 'Kibble', amount: '2 cups' },
    ],
    medications: [{ name: 'Carprofen', dose: '25 mg', times: ['08:00'], withFood: true, notes: null }],
  },
};
const stay: BookingReminderInput = {
  serviceType: 'boarding',
  pets: [buddy],
  startDay: '2027-03-05',
  startTime: '09:00',
  endDay: '2027-03-09',
  endTime: '11:00',
  trainerName: null,
};

describe('bookingReminderText', () => {
  it('gives a stay’s drop-off and pick-up and what to bring for every day it spans', () => {
    expect(bookingReminderText(stay)).toEqual({
      title: "Reminder: Buddy's stay starts tomorrow",
      message:
        "Drop-off is tomorrow, March 5, 2027, at 9:00 AM; pick-up on March 9, 2027 at 11:00 AM. Bring Buddy's food for 5 days (2 cups of Kibble, twice a day) and Carprofen 25 mg.",
    });
  });

  it('names a training session’s time and trainer, and no food', () => {
    const session = { ...stay, serviceType: 'training' as const, startTime: '10:00', endDay: '2027-03-05', trainerName: 'Dana Reyes' };
    expect(bookingReminderText(session)).toEqual({
      title: "Reminder: Buddy's training session tomorrow",
      message: "Buddy's training session with Dana Reyes is tomorrow, March 5, 2027, at 10:00 AM.",
    });
    expect(bookingReminderText({ ...session, trainerName: null }).message).toBe(
      "Buddy's training session is tomorrow, March 5, 2027, at 10:00 AM.",
    );
  });

  it('gives a day of daycare its pick-up time, one sentence per pet, and asks for the care instructions a pet lacks', () => {
    const mochi: ReminderPet = {
      name: 'Mochi',
      care: { feeding: [{ time: '12:00', food: 'Wet food', amount: '1 can' }], medications: [] },
    };
    const rex: ReminderPet = { name: 'Rex', care: null };
    const text = bookingReminderText({
      ...stay,
      serviceType: 'daycare',
      pets: [buddy, mochi, rex],
      endDay: '2027-03-05',
      endTime: '17:00',
    });
    expect(text.title).toBe("Reminder: Buddy, Mochi and Rex's daycare is tomorrow");
    expect(text.message).toBe(
      'Drop-off is tomorrow, March 5, 2027, at 9:00 AM; pick-up at 5:00 PM. ' +
        "Bring Buddy's food for 1 day (2 cups of Kibble, twice a day) and Carprofen 25 mg. " +
        "Bring Mochi's food for 1 day (1 can of Wet food, once a day). " +
        "Please add Rex's feeding and medications to the care instructions so our staff know the routine.",
    );
  });
});

describe('whatToBring', () => {
  it('lists meals of one food with different amounts by time, and each food on its own', () => {
    const pet: ReminderPet = {
      name: 'Luna',
      care: {
        feeding: [
          { time: '18:00', food: 'Kibble', amount: '1 cup' },
          { time: '07:00', food: 'Kibble', amount: '2 cups' },
          { time: '12:00', food: 'Pumpkin', amount: '1 spoon' },
          { time: '13:00', food: 'Pumpkin', amount: '1 spoon' },
          { time: '14:00', food: 'pumpkin', amount: '1 spoon' },
        ],
        medications: [],
      },
    };
    expect(whatToBring(pet, 2)).toBe(
      "Bring Luna's food for 2 days (2 cups of Kibble at 7:00 AM and 1 cup of Kibble at 6:00 PM; 1 spoon of Pumpkin, 3 times a day).",
    );
  });

  it('lists medications alone when no feeding is given, and nothing when neither is', () => {
    expect(whatToBring({ name: 'Rex', care: { feeding: [], medications: buddy.care!.medications } }, 3)).toBe(
      "Bring Rex's Carprofen 25 mg.",
    );
    expect(whatToBring({ name: 'Rex', care: { feeding: [], medications: [] } }, 3)).toBeNull();
  });
});
