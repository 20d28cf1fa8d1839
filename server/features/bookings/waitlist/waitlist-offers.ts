// Offering freed places (decisions.md 67). A cancellation or a capacity increase signals after its
// commit (domain/waitlist/waitlist-holds.ts), and a job every minute also runs: holds past their end
// expire, then every waiting request in the order it was made is offered a place if it fits now
// (counting the bookings and the holds already made, this run's included), held for
// `waitlistHoldHours`. Every instance runs this; the waitlist lock makes one work at a time, and
// each reads what the last committed, so a place is offered once.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wallClock } from '../../../../common/business-time';
import { slotLabel } from '../../../../common/slots';
import type { Tx } from '../../../db/client';
import { waitlistEntries } from '../../../db/schema';
import { readBusinessSettings } from '../../../domain/business/business-settings';
import { lockWaitlist, PLACES_FREED_TOPIC } from '../../../domain/waitlist/waitlist-holds';
import type { WaitlistEntryRow } from '../../../platform/access/resources';
import type { AppDeps } from '../../../platform/app-deps';
import { scheduleRecurringJob } from '../../../platform/jobs/recurring-job';
import { formatBusinessDate } from '../booking-text';
import { boardingFits, lockTrainingHours, trainerFreeFor } from './waitlist-fit';
import { petNames } from '../booking-view';

type Deps = Pick<AppDeps, 'db' | 'config' | 'notifications'>;

const HOUR_MS = 3_600_000;
const CHECK_EVERY_MS = 60_000;

/** Expires ended holds and offers every place that fits to the first waiting; returns the offers made. */
export async function offerFreedPlaces(deps: Deps, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await lockWaitlist(tx);
    await expireEnded(tx, now);
    const waiting = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.status, 'waiting'))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    if (waiting.length === 0) return 0;
    const business = await readBusinessSettings(tx, deps.config);
    await lockTrainingHours(
      tx,
      waiting.filter((entry) => entry.serviceType === 'training').map((entry) => entry.startDate),
    );
    let offered = 0;
    for (const entry of waiting) {
      const heldTrainerId = await placeFor(tx, entry, business);
      if (heldTrainerId === undefined) continue;
      const heldUntil = new Date(now.getTime() + business.waitlistHoldHours * HOUR_MS);
      const [row] = await tx
        .update(waitlistEntries)
        .set({ status: 'offered', offeredAt: now, heldUntil, heldTrainerId })
        .where(eq(waitlistEntries.id, entry.id))
        .returning();
      await notifyOffer(deps, tx, row, business.timeZone);
      offered += 1;
    }
    return offered;
  });
}

/** Holds past their end, and requests whose start has come, end. */
async function expireEnded(tx: Tx, now: Date): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status: 'expired' })
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.heldUntil, now)));
  await tx
    .update(waitlistEntries)
    .set({ status: 'expired' })
    .where(and(inArray(waitlistEntries.status, ['waiting', 'offered']), lte(waitlistEntries.startDate, now)));
}

/** The place for `entry` if it fits now: null for boarding, the trainer held for training; undefined when it does not. */
async function placeFor(
  tx: Tx,
  entry: WaitlistEntryRow,
  business: { timeZone: string; boardingCapacity: number },
): Promise<number | null | undefined> {
  if (entry.serviceType === 'boarding') return (await boardingFits(tx, entry, business)) ? null : undefined;
  return (await trainerFreeFor(tx, entry, business.timeZone)) ?? undefined;
}

async function notifyOffer(deps: Deps, tx: Tx, entry: WaitlistEntryRow, timeZone: string): Promise<void> {
  const names = await petNames(tx, entry.petIds);
  const pets = entry.petIds.map((id) => names.get(id) ?? 'your pet').join(' and ');
  const what = entry.serviceType === 'boarding' ? `a boarding stay for ${pets}` : `a training session for ${pets}`;
  const at = (instant: Date) => `${formatBusinessDate(instant, timeZone)} at ${slotLabel(wallClock(instant, timeZone).slice(0, 5))}`;
  const when = at(entry.startDate);
  const until = at(entry.heldUntil!);
  await deps.notifications.notify(tx, entry.ownerId, {
    type: 'info',
    category: 'bookings',
    title: 'A place from the waitlist is yours to book',
    message: `A place opened for ${what} on ${when}. It is held for you until ${until}; book it on your bookings page.`,
    data: { waitlistId: entry.id, url: `/bookings?waitlist=${entry.id}` },
  });
}

/**
 * On every instance: offers after each freed place's commit, and a job every minute that expires
 * holds and catches any signal missed. Failures are logged; the next run tries again.
 */
export function runWaitlistOffers(app: FastifyInstance, deps: Deps, options: { recurring: boolean }): void {
  let running: Promise<unknown> = Promise.resolve();
  const offer = () => {
    running = running
      .then(() => offerFreedPlaces(deps))
      .catch((err: unknown) => app.log.error({ err }, 'Offering freed places from the waitlist failed; the next run tries again'));
  };
  const unsubscribe = deps.notifications.onAfterCommit(PLACES_FREED_TOPIC, offer);
  app.addHook('onClose', async () => {
    unsubscribe();
    await running;
  });
  if (options.recurring)
    scheduleRecurringJob(app, { name: 'The waitlist offers', everyMs: CHECK_EVERY_MS, run: () => offerFreedPlaces(deps) });
}
