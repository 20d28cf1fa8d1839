import { paths } from '../../app/paths';

// Both sign-up buttons lead to /auth, opened on the Register tab (the trainer one pre-ticks
// the Trainer Account switch).
export const ownerSignUpLink = `${paths.auth}?tab=register`;
export const trainerSignUpLink = `${paths.auth}?tab=register&trainer=1`;
