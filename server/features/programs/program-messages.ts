// The messages of the programs API (contract of issue 8), written once so the services and the
// tests agree on every word.
export const PROGRAM_NOT_FOUND = 'Training program not found';
export const PET_NOT_FOUND = 'Pet not found';
export const TRAINERS_ONLY_CREATE = 'Only trainers can create training programs';
export const TRAINERS_ONLY_CHANGE = 'Only trainers can change training programs';
export const ENROL_LOGIN_REQUIRED = 'Please log in to enroll in training programs';
export const NOT_PUBLISHED_YET = 'This program is not published yet';
export const ALREADY_ENROLLED = 'This pet is already enrolled in this program';
export const MINE_LOGIN_REQUIRED = 'Please log in to see your training programs';
