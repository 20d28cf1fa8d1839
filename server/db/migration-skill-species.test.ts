// Migration 0013 (issue 25) on a database that already holds the catalogue: skills seeded before
// species existed get the species the seed data now gives them, and a new skill must name its own.
// Runs on an in-memory PGlite whatever the project, migrating to 0012 first from a copy of the
// migrations folder whose journal stops there, then to the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { trainingSkills as seedSkills } from './seed-data/skills';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const SPECIES_MIGRATION = '0013_skill_species';

let client: PGlite;
let db: ReturnType<typeof drizzle>;
let before: string;

/** A copy of the migrations folder whose journal ends just before the species migration. */
function migrationsBeforeSpecies(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-species-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === SPECIES_MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** The database's own words for why a statement failed (Drizzle wraps them in its error's cause). */
async function failure(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'no error';
}

beforeAll(async () => {
  client = new PGlite();
  db = drizzle({ client });
  before = migrationsBeforeSpecies();
  await migrate(db, { migrationsFolder: before });
  // The catalogue as an earlier release seeded it: no species column yet.
  for (const skill of seedSkills) {
    await db.execute(
      sql`insert into training_skills (name, description, category, minimum_nights, price, steps)
          values (${skill.name}, ${skill.description}, ${skill.category}, ${skill.minimumNights}, ${skill.price}, ${JSON.stringify(skill.steps)}::jsonb)`,
    );
  }
  await migrate(db, { migrationsFolder });
});

afterAll(async () => {
  await client?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

describe('migration 0013: skills name their species', () => {
  it('gives each skill seeded before it the species the seed data gives it', async () => {
    const rows = await db.execute<{ name: string; species: string[] }>(sql`select name, species from training_skills order by name`);
    const expected = [...seedSkills].sort((a, b) => (a.name < b.name ? -1 : 1)).map(({ name, species }) => ({ name, species }));
    expect(rows.rows).toEqual(expected);
    expect(rows.rows.find((row) => row.name === 'Loose-Leash Walking')?.species).toEqual(['dog']);
  });

  it('leaves no default: a new skill must name at least one known species', async () => {
    const insert = (species: string | null) =>
      db.execute(
        sql`insert into training_skills (name, description, category, price, steps, species)
            values (${`New ${species}`}, 'A new skill', 'Basics', 2500, '["Lure"]'::jsonb, ${species}::text[])`,
      );
    const noSpecies = db.execute(
      sql`insert into training_skills (name, description, category, price, steps) values ('No species', 'x', 'Basics', 2500, '[]'::jsonb)`,
    );
    expect(await failure(noSpecies)).toMatch(/null value in column "species".*violates not-null constraint/);
    expect(await failure(insert('{}'))).toMatch(/violates check constraint "training_skills_species_check"/);
    expect(await failure(insert('{dog,parrot}'))).toMatch(/violates check constraint "training_skills_species_check"/);
    await insert('{cat}');
    const [row] = (await db.execute<{ species: string[] }>(sql`select species from training_skills where name = 'New {cat}'`)).rows;
    expect(row.species).toEqual(['cat']);
  });
});
