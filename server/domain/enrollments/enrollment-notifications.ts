// Who hears about an enrolment (issue 8): the owner, with a link to the pet's training, and the
// program's author. Sent through the hub inside the enrolment's transaction, so a refused or
// rolled-back enrolment announces nothing. Sent when the enrolment counts (issue 31): at once for a
// free program, on payment for a priced one (then the owner's word is the "Payment received" one).
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

export async function notifyEnrollment(
  deps: Pick<AppDeps, 'notifications'>,
  tx: Tx,
  event: EnrolledEvent,
  { owner = true }: { owner?: boolean } = {},
) {
  const data = { programId: event.programId, petId: event.petId, version: event.version };
  if (owner)
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
