// Seeded accounts. The demo credentials are shown on /auth (decisions.md 11, 50: owner, trainer, business); the academy
// account only authors catalogue content when demo accounts are off and can never sign in.

/** Stored in place of a password hash: verifyPassword never accepts it, so sign-in is impossible. */
export const SIGN_IN_DISABLED_PASSWORD = '!disabled';

export type SeedAccount = {
  username: string;
  /** Plain text, hashed at seed time; null for an account that cannot sign in. */
  password: string | null;
  email: string;
  firstName: string;
  lastName: string;
  /** For the front desk (decisions.md 54). */
  phone?: string;
  isTrainer: boolean;
  /** The business's administrator (decisions.md 50). */
  isAdmin?: boolean;
};

export const demoOwner: SeedAccount = {
  username: 'demo_owner',
  password: 'demo-owner-pass',
  email: 'demo.owner@pawsconnect.example',
  firstName: 'Alex',
  lastName: 'Morgan',
  phone: '+1 555 010 3300',
  isTrainer: false,
};

export const demoTrainer: SeedAccount = {
  username: 'demo_trainer',
  password: 'demo-trainer-pass',
  email: 'demo.trainer@pawsconnect.example',
  firstName: 'Jordan',
  lastName: 'Rivera',
  isTrainer: true,
};

export const demoAdmin: SeedAccount = {
  username: 'demo_admin',
  password: 'demo-admin-pass',
  email: 'demo.admin@pawsconnect.example',
  firstName: 'Sam',
  lastName: 'Okafor',
  isTrainer: false,
  isAdmin: true,
};

export const academyTrainer: SeedAccount = {
  username: 'pawsconnect_academy',
  password: null,
  email: 'academy@pawsconnect.example',
  firstName: 'PawsConnect',
  lastName: 'Academy',
  isTrainer: true,
};
