// The signed-in people and real objects the fuzzed requests name: an owner with a pet, its vet
// record, vaccination, booking, notification and cart line; a trainer who works with that pet
// (an assigned skill, an enrolment in their program, a training booking) and has logged a
// session, an assessment and a report card, and written in the journal of a checked-in stay (an
// entry with a photo); the owner's conversation with the business, with a message and a photo. A path then names real objects of the caller, so a refusal is about the
// malformed part, never about a missing object.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client';
import { behaviorAssessments, cartItems, reportCards, trainingSessions } from '../../../server/db/schema';
import type { CataloguedRoute } from '../../../server/platform/route-catalogue';
import { callAs } from '../../helpers/api-call';
import {
  assignSkillToTrainer,
  enrolInTrainerProgram,
  insertBoardingStay,
  insertBooking,
  insertCheckedInStay,
  insertTrainingSkill,
  postVaccinatedPet,
  rexProfile,
  tinyPng,
  uploadPetPhoto,
  vaccinatePet,
} from '../../helpers/factories';
import { fileForm } from '../../helpers/object-fixtures';
import { registerUser, type RegisteredUser } from '../../helpers/users';
import type { PathBuilder } from './malformed-request';

export type FuzzWorld = {
  owner: RegisteredUser;
  trainer: RegisteredUser;
  /** Who sends requests to this route: the trainer on trainer tools, an admin on the reports, the owner elsewhere. */
  callerFor(route: CataloguedRoute): RegisteredUser;
  pathBuilder(route: CataloguedRoute): PathBuilder;
};

const TRAINER_ROUTES = [
  /^\/api\/trainer\//,
  /^\/api\/(sessions|assessments|report-cards|skill-progress)\//,
  /^\/api\/bookings\/:id\/session$/,
  /^(POST|PUT) \/api\/training-programs(\/:id)?$/,
  /^POST \/api\/training-programs\/thumbnail$/,
  // The stay journal's writes: the pet's trainer writes for it (decisions.md 60).
  /^\/api\/admin\/bookings\/:id\/journal/,
];
const TRAINER_PET_ROUTES = /^\/api\/pets\/:petId\/(sessions|assessments|report-cards)$/;
/** The business reports read only (decisions.md 58): an admin's requests reach their validation, not the 403. */
const isReportRoute = (route: CataloguedRoute) => route.url.startsWith('/api/admin/reports/');
const isTrainerRoute = (route: CataloguedRoute) =>
  TRAINER_ROUTES.some((pattern) => pattern.test(route.url) || pattern.test(`${route.method} ${route.url}`)) ||
  (route.method !== 'GET' && TRAINER_PET_ROUTES.test(route.url));

export async function buildFuzzWorld(app: FastifyInstance, db: Db): Promise<FuzzWorld> {
  const owner = await registerUser(app, { firstName: 'Fuzz', lastName: 'Owner' });
  const trainer = await registerUser(app, { firstName: 'Fuzz', lastName: 'Trainer', isTrainer: true });
  const ownerId = owner.user.id;
  const trainerId = trainer.user.id;
  const admin = await registerUser(app, { firstName: 'Fuzz', lastName: 'Admin' }, { roles: ['admin'] });
  const pet = await postVaccinatedPet(app, db, owner, rexProfile);
  const photo = (await uploadPetPhoto(app, owner, pet.id)).profilePhoto!;
  const thumbnail = await callAs(
    app,
    'POST',
    '/api/training-programs/thumbnail',
    trainer,
    fileForm('image', tinyPng, 'image/png', 't.png'),
  );
  if (thumbnail.statusCode !== 201) throw new Error('buildFuzzWorld: thumbnail upload failed');
  const record = await callAs(app, 'POST', `/api/pets/${pet.id}/vet-records`, owner, { visitDate: '2024-03-05', veterinarian: 'Dr. Lee' });
  const notification = await callAs(app, 'POST', '/api/notifications', owner, { title: 'Hello', message: 'World' });
  if (record.statusCode !== 201 || notification.statusCode !== 201) throw new Error('buildFuzzWorld: setup request failed');
  const [vaccination] = await vaccinatePet(db, pet);
  const stay = await insertBoardingStay(db, { petId: pet.id, ownerId, nights: 3 });
  const start = new Date(Date.now() - 2 * 60 * 60 * 1000);
  const lesson = await insertBooking(db, {
    petId: pet.id,
    ownerId,
    trainerId,
    serviceType: 'training',
    status: 'confirmed',
    paymentStatus: 'paid',
    startDate: start,
    endDate: new Date(start.getTime() + 60 * 60 * 1000),
  });
  const program = await enrolInTrainerProgram(db, { petId: pet.id, ownerId, trainerId });
  const skill = await insertTrainingSkill(db);
  const [cartItem] = await db.insert(cartItems).values({ userId: ownerId, petId: pet.id, skillId: skill.id }).returning();
  const progress = await assignSkillToTrainer(db, { petId: pet.id, ownerId, trainerId });
  // A stay under way with the trainer's journal entry (within its correction hour) and its photo.
  const checkedIn = await insertCheckedInStay(db, { petId: pet.id, ownerId });
  const entry = await callAs(app, 'POST', `/api/admin/bookings/${checkedIn.id}/journal`, trainer, { kind: 'play' });
  if (entry.statusCode !== 201) throw new Error('buildFuzzWorld: journal entry failed');
  const entryId = (entry.json() as { id: number }).id;
  const entryPhoto = await callAs(
    app,
    'POST',
    `/api/admin/bookings/${checkedIn.id}/journal/${entryId}/media`,
    trainer,
    fileForm('file', tinyPng, 'image/png', 'j.png'),
  );
  if (entryPhoto.statusCode !== 201) throw new Error('buildFuzzWorld: journal photo failed');
  // The owner's conversation with the business (decisions.md 63): a message (its author may edit it) and a photo.
  const conversation = await callAs(app, 'POST', '/api/conversations', owner, { with: 'business' });
  if (conversation.statusCode !== 201) throw new Error('buildFuzzWorld: conversation failed');
  const conversationId = (conversation.json() as { id: number }).id;
  const message = await callAs(app, 'POST', `/api/conversations/${conversationId}/messages`, owner, { text: 'Hello' });
  const messagePhoto = await callAs(
    app,
    'POST',
    `/api/conversations/${conversationId}/media`,
    owner,
    fileForm('file', tinyPng, 'image/png', 'm.png'),
  );
  if (message.statusCode !== 201 || messagePhoto.statusCode !== 201) throw new Error('buildFuzzWorld: message failed');
  const [session] = await db.insert(trainingSessions).values({ petId: pet.id, trainerId, date: new Date(), duration: 45 }).returning();
  const [assessment] = await db
    .insert(behaviorAssessments)
    .values({ petId: pet.id, assessedBy: trainerId, date: new Date(), focus: 3 })
    .returning();
  const [card] = await db
    .insert(reportCards)
    .values({ petId: pet.id, trainerId, day: '2026-01-05', workedOn: 'Recall', rating: 4 })
    .returning();

  // Keyed by the route's URL, else by the URL up to the parameter, else by the parameter's name.
  const ids: Record<string, number | string> = {
    '/api/bookings/:id/session': lesson.id,
    petId: pet.id,
    '/api/vet-records/:id': record.json().id,
    '/api/vaccinations/:id': vaccination.id,
    '/api/admin/vaccinations/:id': vaccination.id,
    '/api/notifications/:id': notification.json().id,
    '/api/bookings/:id': stay.id,
    '/api/training-programs/:id': program.id,
    '/api/training-skills/:id': skill.id,
    '/api/cart/:id': cartItem.id,
    '/api/skill-progress/:id': progress.id,
    '/api/sessions/:id': session.id,
    '/api/assessments/:id': assessment.id,
    '/api/report-cards/:id': card.id,
    '/api/admin/reports/:name': 'revenue',
    '/api/bookings/:id/journal': checkedIn.id,
    '/api/admin/bookings/:id': checkedIn.id,
    entryId,
    '/api/conversations/:id': conversationId,
    messageId: (message.json() as { id: number }).id,
    '/uploads/messages/:file': (messagePhoto.json() as { attachments: { url: string }[] }).attachments[0].url.split('/').pop()!,
    '/uploads/journal/:file': (entryPhoto.json() as { media: { url: string }[] }).media[0].url.split('/').pop()!,
    '/uploads/pets/:file': photo.split('/').pop()!,
    '/uploads/program-thumbnails/:file': (thumbnail.json() as { thumbnail: string }).thumbnail.split('/').pop()!,
  };

  return {
    owner,
    trainer,
    callerFor: (route) => (isReportRoute(route) ? admin : isTrainerRoute(route) ? trainer : owner),
    pathBuilder: (route) => (override) =>
      route.url.replace(/:(\w+)/g, (_match, param: string) => {
        if (override?.param === param) return override.value;
        const prefix = route.url.slice(0, route.url.indexOf(`:${param}`) + param.length + 1);
        return String(ids[route.url] ?? ids[prefix] ?? ids[param] ?? '1');
      }),
  };
}
