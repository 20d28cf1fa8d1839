import type { Db } from './client';

// Placeholder until the seed work lands.
export async function seedDatabase(_db: Db, _options: { demoAccounts: boolean }) {}
