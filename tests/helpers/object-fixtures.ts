// One user's objects of every kind, and the people who must not reach them: the access matrix
// (tests/reliability/access-matrix) and the upload checks build this once per file.
//   ownerA owns a pet with a vet record, a photo, a vaccination (+ proof), bookings (unpaid with a
//   payment intent; paid with a receipt; a past training one with trainerA), an enrolment, a cart
//   item, a skill progress item (+ video) and a notification; trainerA works with the pet and has
//   logged a session, an assessment and a report card (+ photo) for it, and keeps a draft program.
//   The pet is in a checked-in stay whose journal has an entry by staff (+ photo). A has a
//   conversation with the business (decisions.md 63): a message of A's and a photo A sent.
//   A also waits on the waitlist for a boarding stay, the place offered and held for A, and has a
//   weekly daycare (a recurring booking of two days, decisions.md 68).
//   ownerB (with a pet of their own) and trainerB (not the pet's trainer, but the trainer of
//   ownerB's pet) are the strangers.
// Every text of A's that can be echoed back carries `marker`, so a response leaking A's data shows it.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Pet } from '../../common/pet-schemas';
import type { Db } from '../../server/db/client';
import { waitlistEntries } from '../../server/db/schema';
import { programBody } from '../../server/features/programs/program-test-kit';
import type { NotificationHub } from '../../server/platform/notifications/hub';
import type { ApiMethod, Caller } from './api-call';
import { expectCall, fileForm, fileOf, tinyPdf, weeklyDaycareBody } from './world-calls';

export { expectCall, fileForm, fileOf, tinyPdf, weeklyDaycareBody };
import {
  insertBoardingStay,
  insertBooking,
  insertCheckedInStay,
  insertSkillProgress,
  insertTrainingSkill,
  postVaccinatedPet,
  tinyMp4,
  tinyPng,
} from './factories';
import { day } from './test-calendar';
import { registerUser, type RegisteredUser } from './users';

export type Actors = {
  ownerA: RegisteredUser;
  trainerA: RegisteredUser;
  ownerB: RegisteredUser;
  trainerB: RegisteredUser;
  /** The business (decisions.md 50): staff read every pet, booking and vaccination record; the admin runs the team and settings. */
  staff: RegisteredUser;
  admin: RegisteredUser;
  /** Registered with the Trainer Account switch, not approved: a stranger to every pet. */
  applicant: RegisteredUser;
};
export type ActorName = keyof Actors;

export type ObjectWorld = Actors & {
  marker: string;
  petB: Pet;
  /** trainerB's own work: a skill of petB assigned to them, so petB is trainerB's client pet. */
  b: { skillProgressId: number };
  a: {
    pet: Pet;
    photoFile: string;
    vetRecordId: number;
    vaccinationId: number;
    proofFile: string;
    /** Unpaid boarding stay with a payment intent. */
    bookingId: number;
    clientSecret: string;
    /** Paid boarding stay: it has a receipt. */
    paidBookingId: number;
    /** The card A saved paying it (decisions.md 70). */
    savedCardId: number;
    /** A training booking with trainerA that began yesterday (a session can be logged from it). */
    trainingBookingId: number;
    /** A free published program A's pet is enrolled in (counted at once). */
    programId: number;
    /** A's pet's free enrolment in it. */
    enrollmentId: number;
    /** A priced published program ($120.00) and A's pet's enrolment in it, pending payment (decisions.md 72). */
    pricedProgramId: number;
    pendingEnrollmentId: number;
    /** The published program's thumbnail (a public upload). */
    thumbnailFile: string;
    draftProgramId: number;
    skillId: number;
    cartItemId: number;
    skillProgressId: number;
    videoFile: string;
    notificationId: number;
    sessionId: number;
    assessmentId: number;
    reportCardId: number;
    reportCardFile: string;
    /** A stay of the pet under way (checked in), with a journal entry staff wrote and its photo (decisions.md 60). */
    stayId: number;
    journalEntryId: number;
    journalFile: string;
    /** A's conversation with the business, A's message in it, and the photo A sent there. */
    conversationId: number;
    messageId: number;
    messageFile: string;
    /** A's waitlist entry for a boarding stay, offered and held for A (decisions.md 67). */
    waitlistEntryId: number;
    /** A's weekly daycare, two days long, unpaid (decisions.md 68). */
    seriesId: number;
  };
};

export type WorldDeps = { app: FastifyInstance; db: Db; notifications: NotificationHub };

const DAY_MS = 24 * 60 * 60 * 1000;

export async function buildObjectWorld({ app, db, notifications }: WorldDeps): Promise<ObjectWorld> {
  const marker = `mk${randomBytes(5).toString('hex')}`;
  const ownerA = await registerUser(app, { firstName: 'Ada' });
  const trainerA = await registerUser(app, { isTrainer: true, firstName: 'Tess' });
  const ownerB = await registerUser(app, { firstName: 'Bo' });
  const trainerB = await registerUser(app, { isTrainer: true, firstName: 'Bram' });
  const staff = await registerUser(app, { firstName: 'Stef' }, { roles: ['staff'] });
  const admin = await registerUser(app, { firstName: 'Ari' }, { roles: ['admin'] });
  const applicant = await registerUser(app, { isTrainer: true, firstName: 'Abe' }, { approve: false });
  const call = (method: ApiMethod, url: string, who: Caller, payload: InjectOptions['payload'], status: number) =>
    expectCall(app, method, url, who, payload, status);

  const pet = await postVaccinatedPet(app, db, ownerA, { name: `Aster ${marker}`, petType: 'dog', breed: 'Beagle', temperament: marker });
  const petB = await postVaccinatedPet(app, db, ownerB, { name: 'Biscuit', petType: 'dog', breed: 'Beagle' });
  const photo = await call('POST', `/api/pets/${pet.id}/photo`, ownerA, fileForm('photo', tinyPng, 'image/png', 'a.png'), 200);
  const vetRecord = await call(
    'POST',
    `/api/pets/${pet.id}/vet-records`,
    ownerA,
    { visitDate: '2025-03-05', veterinarian: 'Dr. Lee', notes: marker },
    201,
  );
  const vaccination = await call(
    'POST',
    `/api/pets/${pet.id}/vaccinations`,
    ownerA,
    { vaccine: 'rabies', givenOn: '2025-01-10', expiresOn: day('2040-01-10'), clinic: marker },
    201,
  );
  const proof = await call(
    'POST',
    `/api/vaccinations/${vaccination.id}/proof`,
    ownerA,
    fileForm('proof', tinyPdf, 'application/pdf', 'p.pdf'),
    200,
  );

  const booking = await insertBoardingStay(db, { petId: pet.id, ownerId: ownerA.user.id, nights: 4, daysAhead: 40, notes: marker });
  const intent = await call('POST', '/api/create-payment-intent', ownerA, { bookingId: booking.id }, 200);
  const paid = await insertBoardingStay(db, { petId: pet.id, ownerId: ownerA.user.id, nights: 2, daysAhead: 60, notes: marker });
  const paidIntent = await call('POST', '/api/create-payment-intent', ownerA, { bookingId: paid.id }, 200);
  const card = {
    clientSecret: paidIntent.clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 5,
    cvc: '123',
    // A keeps the card (decisions.md 70): the saved-cards rows reach it.
    saveCard: true,
  };
  expect(await call('POST', '/api/sandbox/confirm', ownerA, card, 200)).toEqual({ status: 'succeeded' });
  const [savedCard] = (await call('GET', '/api/payment-methods', ownerA, undefined, 200)) as { id: number }[];
  const yesterday = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS + 14 * 60 * 60 * 1000);
  const training = await insertBooking(db, {
    petId: pet.id,
    ownerId: ownerA.user.id,
    trainerId: trainerA.user.id,
    serviceType: 'training',
    status: 'confirmed',
    paymentStatus: 'paid',
    startDate: yesterday,
    endDate: new Date(yesterday.getTime() + 60 * 60 * 1000),
    notes: marker,
  });

  const thumbnail = await call('POST', '/api/training-programs/thumbnail', trainerA, fileForm('image', tinyPng, 'image/png', 't.png'), 201);
  const program = await call(
    'POST',
    '/api/training-programs',
    trainerA,
    // Free: the enrolment below counts at once (a priced one waits for its payment, decisions.md 72).
    programBody({ title: `Manners ${marker}`, thumbnail: thumbnail.thumbnail, price: 0 }),
    201,
  );
  const pricedProgram = await call('POST', '/api/training-programs', trainerA, programBody({ title: `Paid ${marker}`, price: 12000 }), 201);
  const draft = await call('POST', '/api/training-programs', trainerA, programBody({ title: `Draft ${marker}`, published: false }), 201);
  const enrollment = await call('POST', `/api/training-programs/${program.id}/enroll`, ownerA, { petId: pet.id }, 201);
  const pendingEnrollment = await call('POST', `/api/training-programs/${pricedProgram.id}/enroll`, ownerA, { petId: pet.id }, 201);
  await call('POST', '/api/create-payment-intent', ownerA, { enrollmentId: pendingEnrollment.id }, 200);

  const skill = await insertTrainingSkill(db);
  const cartItem = await call('POST', '/api/cart', ownerA, { skillId: skill.id, petId: pet.id }, 201);
  const bought = await insertTrainingSkill(db);
  const progress = await insertSkillProgress(db, {
    ownerId: ownerA.user.id,
    petId: pet.id,
    skillId: bought.id,
    trainerId: trainerA.user.id,
    checkedIn: true,
  });
  const withVideo = await call(
    'POST',
    `/api/skill-progress/${progress.id}/video`,
    trainerA,
    fileForm('video', tinyMp4(), 'video/mp4', 'v.mp4'),
    201,
  );
  const bSkill = await insertTrainingSkill(db);
  const bProgress = await insertSkillProgress(db, {
    ownerId: ownerB.user.id,
    petId: petB.id,
    skillId: bSkill.id,
    trainerId: trainerB.user.id,
    checkedIn: true,
  });
  const stay = await insertCheckedInStay(db, { petId: pet.id, ownerId: ownerA.user.id });
  const entry = await call('POST', `/api/admin/bookings/${stay.id}/journal`, staff, { kind: 'note', note: `Settled in ${marker}` }, 201);
  const entryPhoto = await call(
    'POST',
    `/api/admin/bookings/${stay.id}/journal/${entry.id}/media`,
    staff,
    fileForm('file', tinyPng, 'image/png', 'j.png'),
    201,
  );
  const note = await notifications.notify(db, ownerA.user.id, { title: `Note ${marker}`, message: marker });
  // Offered, its hold hours ahead, so no offer run in between changes it.
  const waitStart = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 300 * DAY_MS + 9 * 3_600_000);
  const [waiting] = await db
    .insert(waitlistEntries)
    .values({
      ownerId: ownerA.user.id,
      serviceType: 'boarding',
      petIds: [pet.id],
      startDate: waitStart,
      endDate: new Date(waitStart.getTime() + DAY_MS),
      status: 'offered',
      offeredAt: new Date(),
      heldUntil: new Date(Date.now() + 2 * 3_600_000),
    })
    .returning();
  const series = await call('POST', '/api/booking-series', ownerA, weeklyDaycareBody(pet.id, 150, marker), 201);
  const conversation = await call('POST', '/api/conversations', ownerA, { with: 'business' }, 201);
  const message = await call('POST', `/api/conversations/${conversation.id}/messages`, ownerA, { text: `Hello ${marker}` }, 201);
  const messagePhoto = await call(
    'POST',
    `/api/conversations/${conversation.id}/media`,
    ownerA,
    fileForm('file', tinyPng, 'image/png', 'm.png'),
    201,
  );

  const session = await call(
    'POST',
    `/api/pets/${pet.id}/sessions`,
    trainerA,
    { date: '2026-01-05T10:00:00.000Z', duration: 45, notes: marker },
    201,
  );
  const assessment = await call(
    'POST',
    `/api/pets/${pet.id}/assessments`,
    trainerA,
    { date: '2026-01-05T10:00:00.000Z', issues: marker },
    201,
  );
  const reportCard = await call(
    'POST',
    `/api/pets/${pet.id}/report-cards`,
    trainerA,
    { day: '2026-01-05', workedOn: marker, rating: 4 },
    201,
  );
  const withMedia = await call(
    'POST',
    `/api/report-cards/${reportCard.id}/media`,
    trainerA,
    fileForm('file', tinyPng, 'image/png', 'c.png'),
    201,
  );

  return {
    marker,
    ownerA,
    trainerA,
    ownerB,
    trainerB,
    staff,
    admin,
    applicant,
    petB,
    b: { skillProgressId: bProgress.id },
    a: {
      pet: { ...pet, profilePhoto: photo.profilePhoto },
      photoFile: fileOf(photo.profilePhoto),
      vetRecordId: vetRecord.id,
      vaccinationId: vaccination.id,
      proofFile: fileOf(proof.proof),
      bookingId: booking.id,
      clientSecret: intent.clientSecret,
      paidBookingId: paid.id,
      savedCardId: savedCard.id,
      trainingBookingId: training.id,
      programId: program.id,
      enrollmentId: enrollment.id,
      pricedProgramId: pricedProgram.id,
      pendingEnrollmentId: pendingEnrollment.id,
      thumbnailFile: fileOf(thumbnail.thumbnail),
      draftProgramId: draft.id,
      skillId: bought.id,
      cartItemId: cartItem.id,
      skillProgressId: progress.id,
      videoFile: fileOf(withVideo.videoProof),
      notificationId: note.id,
      sessionId: session.id,
      assessmentId: assessment.id,
      reportCardId: reportCard.id,
      reportCardFile: fileOf(withMedia.media[0].address),
      stayId: stay.id,
      journalEntryId: entry.id,
      journalFile: fileOf(entryPhoto.media[0].url),
      conversationId: conversation.id,
      messageId: message.id,
      messageFile: fileOf(messagePhoto.attachments[0].url),
      waitlistEntryId: waiting.id,
      seriesId: series.seriesId,
    },
  };
}
