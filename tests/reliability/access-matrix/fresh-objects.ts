// Objects made just for one success call: a route that deletes, cancels, pays or replaces gets
// its own, so the shared objects of the world stay as the other routes' checks expect them.
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { hashEmailToken } from '../../../server/features/account/email-change.service';
import { hashResetToken } from '../../../server/features/account/recovery.service';
import { emailChanges, passwordResetTokens, staffInvitations, waitlistEntries } from '../../../server/db/schema';
import {
  insertBooking,
  insertBoardingStay,
  insertStayUnderWay,
  insertTrainingSkill,
  postVaccinatedPet,
  tinyPng,
} from '../../helpers/factories';
import { expectCall, fileForm, weeklyDaycareBody, type ObjectWorld, type WorldDeps } from '../../helpers/object-fixtures';
import { day } from '../../helpers/test-calendar';
import { registerUser } from '../../helpers/users';

export type FreshObjects = ReturnType<typeof freshObjects>;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export function freshObjects(deps: WorldDeps, w: ObjectWorld) {
  const { app, db } = deps;
  let daysAhead = 100;
  const call = (method: 'POST', url: string, as: 'ownerA' | 'trainerA', payload: unknown, status: number) =>
    expectCall(app, method, url, w[as], payload as object, status);
  const fresh = {
    user: () => registerUser(app),
    applicant: () => registerUser(app, { isTrainer: true }, { approve: false }),
    staffMember: () => registerUser(app, {}, { roles: ['staff'] }),
    /** A staff invitation and the token its link carries (as if read from the e-mail). */
    async invitation() {
      const token = randomBytes(32).toString('base64url');
      const [row] = await db
        .insert(staffInvitations)
        .values({
          email: 'invited@example.com',
          role: 'staff',
          tokenHash: createHash('sha256').update(token).digest('hex'),
          invitedBy: w.admin.user.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning();
      return { id: row.id, token };
    },
    /** trainerA's public photo, uploaded just now: its address (decisions.md 66). */
    async trainerPhoto(): Promise<string> {
      const user = await call('POST', '/api/user/photo', 'trainerA', fileForm('file', tinyPng, 'image/png', 't.png'), 200);
      return user.photoUrl as string;
    },
    pet: () => postVaccinatedPet(app, db, w.ownerA, { name: 'Spare', petType: 'dog', breed: 'Beagle' }),
    /** A new pet of A's enrolled in the priced program, pending payment (decisions.md 72). */
    async pendingEnrollment(): Promise<number> {
      const pet = await fresh.pet();
      const enrolled = await call('POST', `/api/training-programs/${w.a.pricedProgramId}/enroll`, 'ownerA', { petId: pet.id }, 201);
      return enrolled.id as number;
    },
    vetRecord: () =>
      call('POST', `/api/pets/${w.a.pet.id}/vet-records`, 'ownerA', { visitDate: '2025-04-01', veterinarian: 'Dr. Spare' }, 201),
    vaccination: () =>
      call(
        'POST',
        `/api/pets/${w.a.pet.id}/vaccinations`,
        'ownerA',
        { vaccine: 'rabies', givenOn: '2025-02-01', expiresOn: day('2041-02-01') },
        201,
      ),
    notification: () => deps.notifications.notify(db, w.ownerA.user.id, { title: 'Spare', message: 'Spare' }),
    /** An unpaid boarding stay of A's pet on days no other fresh booking uses. */
    booking: () => insertBoardingStay(db, { petId: w.a.pet.id, ownerId: w.ownerA.user.id, nights: 2, daysAhead: (daysAhead += 3) }),
    async intent() {
      const booking = await fresh.booking();
      const intent = await call('POST', '/api/create-payment-intent', 'ownerA', { bookingId: booking.id }, 200);
      return { booking, clientSecret: intent.clientSecret as string };
    },
    /** A card A saved paying a fresh stay (decisions.md 70), for the call that removes one. */
    async savedCard(): Promise<number> {
      const { clientSecret } = await fresh.intent();
      const card = {
        clientSecret,
        cardNumber: '5555555555554444',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 5,
        cvc: '123',
        saveCard: true,
      };
      expect((await call('POST', '/api/sandbox/confirm', 'ownerA', card, 200)).status).toBe('succeeded');
      const cards = (await expectCall(app, 'GET', '/api/payment-methods', w.ownerA, undefined, 200)) as { id: number; last4: string }[];
      return cards.find((saved) => saved.last4 === '4444')!.id;
    },
    /** An intent the 3-D Secure test card left waiting for authentication. */
    async awaitingAuthentication() {
      const { clientSecret } = await fresh.intent();
      const card = { clientSecret, cardNumber: '4000002500003155', expMonth: 12, expYear: new Date().getUTCFullYear() + 5, cvc: '123' };
      expect((await call('POST', '/api/sandbox/confirm', 'ownerA', card, 200)).status).toBe('requires_action');
      return clientSecret;
    },
    skill: () => insertTrainingSkill(db),
    /** An unpaid stay long enough for any skill, for checkout. */
    stay: (petId: number) => insertBoardingStay(db, { petId, ownerId: w.ownerA.user.id, nights: 8, daysAhead: (daysAhead += 10) }),
    async cartItem(petId = w.a.pet.id) {
      const skill = await insertTrainingSkill(db);
      return call('POST', '/api/cart', 'ownerA', { skillId: skill.id, petId }, 201);
    },
    session: () => call('POST', `/api/pets/${w.a.pet.id}/sessions`, 'trainerA', { date: '2026-02-01T10:00:00.000Z', duration: 30 }, 201),
    assessment: () =>
      call('POST', `/api/pets/${w.a.pet.id}/assessments`, 'trainerA', { date: '2026-02-01T10:00:00.000Z', issues: 'Spare' }, 201),
    reportCard: () =>
      call('POST', `/api/pets/${w.a.pet.id}/report-cards`, 'trainerA', { day: '2026-02-01', workedOn: 'Spare', rating: 3 }, 201),
    /** A journal entry trainerA writes now on A's stay under way: its author, within the correction hour. */
    journalEntry: (): Promise<{ id: number }> =>
      call('POST', `/api/admin/bookings/${w.a.stayId}/journal`, 'trainerA', { kind: 'play' }, 201),
    /** A message A sends now in A's conversation with the business: its author, within the edit window. */
    message: (): Promise<{ id: number }> =>
      call('POST', `/api/conversations/${w.a.conversationId}/messages`, 'ownerA', { text: 'Spare' }, 201),
    /** A's waitlist entry for a night with room, offered and held for A: claiming it books it (decisions.md 67). */
    async waitlistOffer() {
      const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + (daysAhead += 3) * DAY_MS + 9 * HOUR_MS);
      const [row] = await db
        .insert(waitlistEntries)
        .values({
          ownerId: w.ownerA.user.id,
          serviceType: 'boarding',
          petIds: [w.a.pet.id],
          startDate: start,
          endDate: new Date(start.getTime() + DAY_MS),
          status: 'offered',
          offeredAt: new Date(),
          heldUntil: new Date(Date.now() + 2 * HOUR_MS),
        })
        .returning();
      return row;
    },
    /** A night no one can book (B's stay takes every place), for A to wait for: the waitlist request's body. */
    /** A weekly daycare of A's pet (decisions.md 68) on days no other fresh object uses. */
    series: async () =>
      (await call('POST', '/api/booking-series', 'ownerA', weeklyDaycareBody(w.a.pet.id, (daysAhead += 3)), 201)) as { seriesId: number },
    async fullNight() {
      const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + (daysAhead += 3) * DAY_MS + 9 * HOUR_MS);
      const end = new Date(start.getTime() + DAY_MS);
      await insertBooking(db, {
        petId: w.petB.id,
        ownerId: w.ownerB.user.id,
        serviceType: 'boarding',
        numPets: 10_000,
        startDate: start,
        endDate: end,
      });
      return { serviceType: 'boarding', petIds: [w.a.pet.id], startDate: start.toISOString(), endDate: end.toISOString() };
    },
    /** A user with a reset token issued for them (the token as the e-mailed link carries it). */
    async resetToken() {
      const user = await registerUser(app);
      const token = randomBytes(32).toString('hex');
      await db
        .insert(passwordResetTokens)
        .values({ userId: user.user.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + 600_000) });
      return { user, token };
    },
    /** A paid stay of a fresh pet of A's for the front desk: arriving now, checked in, or whose arrival day is over. */
    async deskStay(stage: 'arriving' | 'checked_in' | 'missed') {
      const pet = await fresh.pet();
      return insertStayUnderWay(db, {
        petId: pet.id,
        ownerId: w.ownerA.user.id,
        nights: 4,
        startedAgoMs: stage === 'missed' ? 2 * 86_400_000 : 3_600_000,
        ...(stage === 'checked_in' ? { status: 'checked_in' as const } : {}),
      });
    },
    /** A change of e-mail waiting for its link (`confirm`), or made and undoable (`revert`). */
    async emailChangeToken(stage: 'confirm' | 'revert') {
      const user = await registerUser(app);
      const token = randomBytes(32).toString('hex');
      const confirmed = stage === 'revert';
      await db.insert(emailChanges).values({
        userId: user.user.id,
        oldEmail: user.user.email,
        newEmail: `changed-${token.slice(0, 12)}@example.com`,
        confirmTokenHash: hashEmailToken(confirmed ? randomBytes(32).toString('hex') : token),
        confirmExpiresAt: new Date(Date.now() + 600_000),
        ...(confirmed
          ? { confirmedAt: new Date(), revertTokenHash: hashEmailToken(token), revertExpiresAt: new Date(Date.now() + 600_000) }
          : {}),
      });
      return token;
    },
  };
  return fresh;
}
