// Runs once before the API suite: builds one migrated database to copy for every test file,
// because creating and migrating a database per file is slow (seconds on PGlite).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { testDataDir } from './db-template-names';

// Vitest applies a project's `env` to its workers only, so each database kind has its own
// global setup file (this one for PGlite, db-template-postgres.global.ts for a server).
export default async function setupPgliteTemplate(project: TestProject) {
  const runId = newRunId();
  fs.mkdirSync(testDataDir, { recursive: true });
  const file = path.join(testDataDir, `pglite-template-${runId}.tar`);
  const client = new PGlite();
  const handle = await openDatabase({ pglite: client });
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('dbTemplate', file);
  return () => fs.rmSync(file, { force: true });
}

export async function setupPostgresTemplate(project: TestProject) {
  const runId = newRunId();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL API suite');
  const template = `pawsconnect_template_${runId}`;
  await adminQuery(url, `create database ${template}`);
  const handle = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 1 });
  await handle.close();
  project.provide('dbTemplate', template);
  return () => adminQuery(url, `drop database if exists ${template} with (force)`);
}

export function withDatabase(url: string, database: string) {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

export async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function newRunId() {
  return `${process.pid}_${randomBytes(3).toString('hex')}`;
}
