// The seeded demo accounts (decisions.md 11); their credentials are shown on the landing and
// sign-in pages on purpose.
export const demoAccounts = {
  owner: { label: 'Pet Owner', username: 'demo_owner', password: 'demo-owner-pass' },
  trainer: { label: 'Trainer', username: 'demo_trainer', password: 'demo-trainer-pass' },
  admin: { label: 'Business', username: 'demo_admin', password: 'demo-admin-pass' },
} as const;

export type DemoAccount = (typeof demoAccounts)[keyof typeof demoAccounts];
