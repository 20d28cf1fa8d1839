// A job the server repeats while it runs (the daily vaccination reminders): first shortly after
// start-up, then every `everyMs`; one run at a time, a failure logged and retried next time, and
// stopped when the app closes. Jobs must be safe when several instances run them (each takes a
// database lock), since every instance schedules its own.
import type { FastifyInstance } from 'fastify';

export type RecurringJob = { name: string; everyMs: number; firstAfterMs?: number; run: () => Promise<unknown> };

export function scheduleRecurringJob(app: FastifyInstance, job: RecurringJob): void {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err }, `${job.name} failed; it runs again in ${Math.round(job.everyMs / 60_000)} minutes`))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, job.firstAfterMs ?? 10_000);
  const timer = setInterval(tick, job.everyMs);
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
