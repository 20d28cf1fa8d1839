// Start-up: read config, open and migrate the database, seed an empty one, serve, shut down cleanly.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDatabase } from './db/seed';
import { closeGracefully } from './platform/graceful-close';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  await seedDatabase(database.db, { demoAccounts: config.demoAccounts, start: config });
  const app = await buildApp({ config, database, logger: { level: config.logLevel }, backgroundJobs: config.backgroundJobs });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await closeGracefully(app);
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.demoAccounts) {
    app.log.warn('Demo accounts are on (DEMO_ACCOUNTS). Turn them off in production.');
  }
  if (config.payments === 'sandbox') {
    app.log.warn('Payments are in sandbox mode (PAYMENTS=sandbox): no real card is charged; only Stripe test card numbers pay.');
  }
  if (config.linkOriginAssumed) {
    app.log.warn(`PUBLIC_URL is not set: links in e-mail use ${config.linkOrigin} (assumed for the demo).`);
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('PawsConnect failed to start:', error);
  }
  process.exit(1);
});
