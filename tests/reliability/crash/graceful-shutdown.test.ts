// Graceful shutdown (issue 14, part 3): on SIGTERM the real server finishes the request in flight
// with its normal answer, cuts off a client that stalled mid-request after a grace period, takes
// no new work, closes real-time sockets with a close frame (1001,
// going away) rather than a reset, exits 0, and leaves its store free for the next instance: the
// DATA_DIR lock removed on PGlite, no connection left open on PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { pets } from '../../../server/db/schema';
import { registerOwnerOverHttp } from '../../helpers/http-session';
import { killServer, startServer, stopServer, type ServerProcess } from '../../helpers/server-process';
import { sqlRows } from '../../helpers/sql-rows';
import { openSocket } from '../../helpers/ws-client';
import { createCrashStore, type CrashStore } from './crash-store';
import { startSlowPhotoUpload } from './slow-upload';

let store: CrashStore | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await killServer(server);
  await store?.dispose();
});

it('finishes the request in flight, closes sockets cleanly and frees its store on SIGTERM', { timeout: 240_000 }, async () => {
  store = await createCrashStore('shutdown');
  server = await startServer(store);
  const { baseUrl } = server;
  const owner = await registerOwnerOverHttp(baseUrl, 'shutdown');
  const pet = await owner.call('POST', '/api/pets', { name: 'Rex', petType: 'small_animal', breed: 'Ferret' });
  expect(pet.status).toBe(201);
  const petId = (pet.body as { id: number }).id;
  const socket = await openSocket(`${baseUrl.replace('http', 'ws')}/ws`, { cookie: owner.cookie, origin: baseUrl });
  const upload = startSlowPhotoUpload(baseUrl, owner.cookie, petId);
  // A client that stops sending halfway must not hold the shutdown up for ever.
  const stalled = startSlowPhotoUpload(baseUrl, owner.cookie, petId);
  await Promise.all([upload.started, stalled.started]);

  const exited = stopServer(server);
  // The socket hears "going away" with a close frame; a reset would close it with 1006.
  expect(await socket.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
  // Closing has begun: a new request is refused (no listener) or turned away with 503.
  const late = await fetch(`${baseUrl}/api/health`).then(
    (reply) => reply.status,
    (error: Error) => error.cause ?? error,
  );
  expect(late === 503 || (late as NodeJS.ErrnoException).code === 'ECONNREFUSED', `a late request got ${String(late)}`).toBe(true);

  const uploaded = await upload.finish();
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const photo = (uploaded.body as { profilePhoto: string }).profilePhoto;
  expect(photo).toMatch(/^\/uploads\/pets\/\w+\.png$/);
  expect(await exited).toEqual({ code: 0, signal: null });
  await expect(stalled.response).rejects.toThrow();
  server = undefined;

  if (store.kind === 'pglite') expect(fs.existsSync(path.join(store.dataDir, 'pawsconnect.lock'))).toBe(false);
  const database = await store.open();
  try {
    const [stored] = await database.db.select().from(pets).where(eq(pets.id, petId));
    expect(stored.profilePhoto).toBe(photo);
    if (store.kind === 'postgres') {
      const others = await sqlRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name <> 'vitest'`,
      );
      expect(others[0].count).toBe(0);
    }
  } finally {
    await database.close();
  }
});
