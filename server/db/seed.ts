// Seeds the business settings' first row and the catalogue (sample programs and training skills)
// on every start-up, and with demoAccounts the demo owner, trainer and administrator, with sample
// pets, vet records, vaccinations and notifications, the trainer's client work with the owner's
// first pet (seed-demo-client.ts), and the owner's conversations with the business and the trainer
// (seed-demo-messages.ts).
// Idempotent by natural keys (usernames, program titles, skill names). An advisory lock held for
// the whole transaction lets several instances start at once without duplicating anything.
import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS_START, readBusinessSettings, type SettingsStart } from '../domain/business/business-settings';
import { hashPassword } from '../platform/passwords';
import { ADVISORY_LOCKS } from './advisory-locks';
import type { Db, Tx } from './client';
import { notifications, petCare, pets, programVersions, trainingPrograms, trainingSkills, users, vaccinations, vetRecords } from './schema';
import { academyTrainer, demoAdmin, demoOwner, demoTrainer, SIGN_IN_DISABLED_PASSWORD, type SeedAccount } from './seed-data/accounts';
import { demoNotifications } from './seed-data/demo-notifications';
import { demoPets } from './seed-data/demo-pets';
import { seedDemoClient, type DemoClient } from './seed-demo-client';
import { seedDemoMessages } from './seed-demo-messages';
import { samplePrograms } from './seed-data/programs';
import { trainingSkills as seedSkills } from './seed-data/skills';

const SEED_LOCK_ID = ADVISORY_LOCKS.seed;

/** `start`: the environment's starting settings (config), for an empty database. */
export type SeedOptions = { demoAccounts: boolean; start?: SettingsStart };

export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await readBusinessSettings(tx, options.start ?? DEFAULT_SETTINGS_START);
    const demo = options.demoAccounts ? await seedDemoAccounts(tx) : null;
    await seedPrograms(tx, demo?.trainerId ?? null);
    await tx
      .insert(trainingSkills)
      .values([...seedSkills])
      .onConflictDoNothing({ target: trainingSkills.name });
    // Last: the client story enrols in the trainer's programs and buys skills from the catalogue.
    if (demo?.newClient) {
      await seedDemoClient(tx, demo.newClient);
      await seedDemoMessages(tx, { ...demo.newClient, adminId: demo.adminId });
    }
  });
}

type AccountRow = { id: number; isTrainer: boolean; isAdmin: boolean; created: boolean };

/** Finds the account by username (case-insensitive) or creates it. Null if its email is taken. */
async function ensureAccount(tx: Tx, account: SeedAccount): Promise<AccountRow | null> {
  const existing = await findAccount(tx, account.username);
  if (existing) return { ...existing, created: false };
  const password = account.password === null ? SIGN_IN_DISABLED_PASSWORD : await hashPassword(account.password);
  const [inserted] = await tx
    .insert(users)
    .values({ ...account, password })
    .onConflictDoNothing()
    .returning({ id: users.id, isTrainer: users.isTrainer, isAdmin: users.isAdmin });
  return inserted ? { ...inserted, created: true } : null;
}

async function findAccount(tx: Tx, username: string) {
  const [row] = await tx
    .select({ id: users.id, isTrainer: users.isTrainer, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}

type DemoAccounts = {
  /** The demo trainer, unless the name belongs to an owner. */
  trainerId: number | null;
  /** Set only when this run created the owner (so never twice) and the trainer is one. */
  newClient: DemoClient | null;
  /** The demo administrator, who answers the owner's messages as the business; null if the name is someone else's. */
  adminId: number | null;
};

/** Creates the demo accounts, and the owner's sample data only with a new owner. */
async function seedDemoAccounts(tx: Tx): Promise<DemoAccounts> {
  const owner = await ensureAccount(tx, demoOwner);
  const firstPet = owner?.created ? await seedDemoOwnerData(tx, owner.id) : null;
  const trainer = await ensureAccount(tx, demoTrainer);
  const admin = await ensureAccount(tx, demoAdmin);
  // Someone may have registered the name as an owner while demo accounts were off.
  const trainerId = trainer?.isTrainer ? trainer.id : null;
  const newClient = owner && firstPet && trainerId !== null ? { ownerId: owner.id, trainerId, pet: firstPet } : null;
  return { trainerId, newClient, adminId: admin?.isAdmin ? admin.id : null };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CARE_WRITTEN_DAYS_AGO = 14;

/** The pets with their records, and the notifications. Returns the first pet. */
async function seedDemoOwnerData(tx: Tx, ownerId: number): Promise<DemoClient['pet']> {
  const now = new Date();
  const inserted: DemoClient['pet'][] = [];
  for (const { pet, vetRecords: records, vaccinations: vaccines, care } of demoPets(now)) {
    const [row] = await tx
      .insert(pets)
      .values({ ...pet, ownerId })
      .returning({ id: pets.id, name: pets.name });
    await tx.insert(vetRecords).values(records.map((record) => ({ ...record, petId: row.id })));
    await tx.insert(vaccinations).values(vaccines.map((record) => ({ ...record, petId: row.id })));
    // Written before the stay (the board flags care changed after check-in).
    if (care)
      await tx
        .insert(petCare)
        .values({ petId: row.id, instructions: care, updatedAt: new Date(now.getTime() - CARE_WRITTEN_DAYS_AGO * DAY_MS) });
    inserted.push(row);
  }
  await tx.insert(notifications).values(demoNotifications(now).map((item) => ({ ...item, userId: ownerId })));
  return inserted[0];
}

async function seedPrograms(tx: Tx, demoAuthorId: number | null) {
  const titles = samplePrograms.map((program) => program.title);
  const present = await tx.select({ title: trainingPrograms.title }).from(trainingPrograms).where(inArray(trainingPrograms.title, titles));
  const presentTitles = new Set(present.map((row) => row.title));
  const missing = samplePrograms.filter((program) => !presentTitles.has(program.title));
  if (missing.length === 0) return;

  const authorId = demoAuthorId ?? (await ensureAccount(tx, academyTrainer))?.id;
  if (authorId === undefined) {
    throw new Error(`Cannot seed the sample programs: the email ${academyTrainer.email} belongs to another account.`);
  }
  const inserted = await tx
    .insert(trainingPrograms)
    .values(missing.map((program) => ({ ...program, createdBy: authorId })))
    .returning();
  // Published sample programs start at version 1, as if their author had published them once.
  const published = inserted.filter((program) => program.published);
  if (published.length > 0) {
    await tx.insert(programVersions).values(
      published.map(
        ({
          id,
          title,
          description,
          difficulty,
          durationWeeks,
          price,
          thumbnail,
          content,
          prerequisites,
          equipment,
          breedRecommendations,
        }) => ({
          programId: id,
          version: 1,
          title,
          description,
          difficulty,
          durationWeeks,
          price,
          thumbnail,
          content,
          prerequisites,
          equipment,
          breedRecommendations,
        }),
      ),
    );
  }
}
