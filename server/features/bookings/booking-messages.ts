// What the API answers when a booking request breaks a rule (decisions.md 3). Each names the
// field it is about in `details`, so a form can show it beside that field.
export const PAST_DATE_MESSAGE = 'Please choose a date and time in the future.';
export const DROP_OFF_SLOT_MESSAGE = 'Please choose one of the listed drop-off times.';
export const SESSION_SLOT_MESSAGE = 'Please choose one of the listed session times.';
export const PICKUP_REQUIRED_MESSAGE = 'Please select a pickup date and time.';
export const PICKUP_SLOT_MESSAGE = 'Please choose one of the listed pickup times.';
export const MAX_STAY_DAYS = 90;
export const STAY_TOO_LONG_MESSAGE = `A stay can be at most ${MAX_STAY_DAYS} days.`;
export const PICKUP_BEFORE_DROP_OFF_MESSAGE = 'Pickup cannot be before drop-off.';
export const ADDITIONAL_PETS_TRAINING_MESSAGE = 'Additional pets can only be added to boarding or daycare bookings.';
export const PRIMARY_PET_TWICE_MESSAGE = 'The primary pet cannot also be an additional pet.';
export const PET_TWICE_MESSAGE = 'Each additional pet can be added only once.';
export const TRAINER_FOR_TRAINING_ONLY_MESSAGE = 'A trainer can only be chosen for a training session.';
export const NOT_A_TRAINER_MESSAGE = 'That trainer was not found. Please choose one of the listed trainers.';
