// Crash safety (issue 14, part 3): writers book multi-pet stays, pay and refund them and add vet
// records against the real server while it is killed with SIGKILL mid-stream, again and again on
// the same store (PGlite's DATA_DIR, or one PostgreSQL database). Each restart must need no hand
// (the dead process's DATA_DIR lock is taken over), and afterwards every acknowledged write must be
// stored as acknowledged, with nothing half-written. CRASH_SOAK=1 runs a longer soak.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { httpSession, registerOwnerOverHttp, type HttpSession } from '../../helpers/http-session';
import { killServer, startServer, type ServerProcess } from '../../helpers/server-process';
import { checkAfterCrashes } from './crash-checks';
import { createCrashStore, type CrashStore } from './crash-store';
import { runSteadyWriter } from './steady-writer';
import { acknowledgedWrites, newLedger, type WriteLedger } from './write-ledger';

const soak = process.env.CRASH_SOAK === '1';
const KILLS = soak ? 12 : 3;
const WRITERS = 4;
/** Acknowledged writes per cycle before the kill, plus a random few so kills land at different points. */
const WRITES_PER_CYCLE = soak ? 250 : 50;

let store: CrashStore | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await killServer(server);
  await store?.dispose();
});

it(
  `keeps every acknowledged write, and nothing half-written, through ${KILLS} SIGKILLs`,
  { timeout: soak ? 1_800_000 : 300_000 },
  async () => {
    const startedAt = Date.now();
    store = await createCrashStore('crash');
    server = await startServer(store);
    const owner = await registerOwnerOverHttp(server.baseUrl, 'crash');
    const ledger = newLedger(owner.userId, await addPets(owner, 4));
    const unexpected: string[] = [];

    for (let kill = 1; kill <= KILLS; kill++) {
      // A restart on the store the killed process left behind, its lock file included. The writers
      // keep their session from before the kill: it must still be valid.
      if (kill > 1) server = await startServer(store);
      unexpected.push(...(await writeUntilKilled(server, httpSession(server.baseUrl, owner.cookie), ledger)));
      // The dead process's lock is still there: the next start must take it over by itself.
      if (store.kind === 'pglite') expect(fs.readFileSync(path.join(store.dataDir, 'pawsconnect.lock'), 'utf8')).toBe(String(server.pid));
    }

    // The last restart is the checker's own: it opens the store as the server does (for PGlite, taking
    // over the dead process's lock and recovering its files) and reads what is there.
    server = undefined;
    const database = await store.open();
    const result = await checkAfterCrashes(database.db, ledger).finally(() => database.close());
    expect(unexpected).toEqual([]);
    expect(result.problems).toEqual([]);
    // Committed but never acknowledged: at most the one request each writer had in flight per kill.
    expect(result.storedBookings - ledger.bookings.size).toBeLessThanOrEqual(WRITERS * KILLS);
    expect(result.storedVetRecords - ledger.vetRecords.size).toBeLessThanOrEqual(WRITERS * KILLS);
    console.log(
      `crash (${store.kind}): ${KILLS} kills, ${acknowledgedWrites(ledger)} acknowledged writes verified ` +
        `(${ledger.bookings.size} bookings, ${ledger.paid.size} payments, ${ledger.refunded.size} refunds, ${ledger.vetRecords.size} vet records) ` +
        `in ${Math.round((Date.now() - startedAt) / 1000)} s`,
    );
  },
);

/** Runs the writers until this cycle's writes are acknowledged, then kills the server under them. */
async function writeUntilKilled(running: ServerProcess, session: HttpSession, ledger: WriteLedger): Promise<string[]> {
  const target = acknowledgedWrites(ledger) + WRITES_PER_CYCLE + Math.floor(Math.random() * 10);
  let writing = WRITERS;
  const writers = Array.from({ length: WRITERS }, (_, writer) =>
    runSteadyWriter(session, ledger, writer, () => false).finally(() => (writing -= 1)),
  );
  while (acknowledgedWrites(ledger) < target && writing === WRITERS) await new Promise((resolve) => setTimeout(resolve, 5));
  // Every writer is still sending: the kill lands mid-stream.
  expect(writing).toBe(WRITERS);
  await killServer(running);
  const results = await Promise.all(writers);
  return results.flatMap((result) => result.unexpected);
}

async function addPets(owner: HttpSession, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    // Ferrets need no vaccines, so every booking passes the vaccination gate.
    const reply = await owner.call('POST', '/api/pets', { name: `Crash ${index}`, petType: 'small_animal', breed: 'Ferret' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    ids.push((reply.body as { id: number }).id);
  }
  return ids;
}
