// Who hears about an enrolment (issue 8): the owner, with a link to the pet's training, and the
// program's author. Sent through the hub inside the enrolment's transaction, so a refused or
// rolled-back enrolment announces nothing.
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../platform/app-deps';

export type EnrolledEvent = {
  ownerId: number;
  authorId: number;
  petId: number;
  petName: string;
  programId: number;
  programTitle: string;
  version: number;
};

export async function notifyEnrollment(deps: AppDeps, tx: Tx, event: EnrolledEvent) {
  const data = { programId: event.programId, petId: event.petId, version: event.version };
  await deps.notifications.notify(tx, event.ownerId, {
    type: 'success',
    category: 'programs',
    title: 'Enrollment Successful',
    message: `${event.petName} is enrolled in ${event.programTitle}.`,
    data: { ...data, url: `/training?petId=${event.petId}` },
  });
  // A trainer enrolling their own pet in their own program needs to hear it only once.
  if (event.authorId === event.ownerId) return;
  await deps.notifications.notify(tx, event.authorId, {
    type: 'info',
    category: 'programs',
    title: 'New enrolment',
    message: `${event.petName} was enrolled in ${event.programTitle} (version ${event.version}).`,
    data: { ...data, url: '/curriculum-builder' },
  });
}
