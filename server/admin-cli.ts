// The business's first administrator, and roles by hand (decisions.md 50), on PGlite or PostgreSQL
// as the server is configured (DATA_DIR or DATABASE_URL):
//   npm run admin -- create --username NAME --email ADDRESS   (password from ADMIN_PASSWORD, or asked)
//   npm run admin -- grant|revoke ROLE USERNAME                (ROLE: trainer, staff or admin)
// On PGlite the server must be stopped first: one process owns the data directory.
import { createInterface } from 'node:readline';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { createNotificationHub } from './platform/notifications/hub';
import { runAdminCommand } from './features/team/admin-command';

/** Asks on the terminal without echoing what is typed. */
function askPassword(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let prompted = false;
    output._writeToOutput = (text) => {
      if (!prompted) {
        process.stdout.write(text);
        prompted = true;
      }
    };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  const notifications = await createNotificationHub(database);
  try {
    await seedDatabase(database.db, { demoAccounts: config.demoAccounts, start: config });
    const message = await runAdminCommand(process.argv.slice(2), {
      db: database.db,
      notifications,
      config,
      password: async () => process.env.ADMIN_PASSWORD ?? (await askPassword('Password: ')),
    });
    console.log(message);
  } finally {
    await notifications.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
