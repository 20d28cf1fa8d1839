// What the owner hears about a pet's skill (category 'training', linking to /training?petId=):
// each step the trainer moves, a new video and the completion. Stored inside the caller's
// transaction, so a refused change announces nothing.
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../platform/app-deps';
import type { NotificationInput } from '../../platform/notifications/hub';

export type ProgressSubject = { ownerId: number; petId: number; petName: string; skillName: string; steps: string[] };

const trainingUrl = (petId: number) => `/training?petId=${petId}`;

function notifyOwner(deps: Pick<AppDeps, 'notifications'>, tx: Tx, subject: ProgressSubject, input: NotificationInput) {
  return deps.notifications.notify(tx, subject.ownerId, {
    category: 'training',
    ...input,
    data: { url: trainingUrl(subject.petId), petId: subject.petId, ...input.data },
  });
}

export function notifyStepMoved(deps: Pick<AppDeps, 'notifications'>, tx: Tx, subject: ProgressSubject, step: number, progressId: number) {
  return notifyOwner(deps, tx, subject, {
    type: 'info',
    title: 'Training progress',
    message:
      `${subject.petName} is on step ${step + 1} of ${subject.steps.length} of ${subject.skillName}: ${subject.steps[step] ?? ''}`.trim(),
    data: { skillProgressId: progressId },
  });
}

export function notifySkillCompleted(deps: Pick<AppDeps, 'notifications'>, tx: Tx, subject: ProgressSubject, progressId: number) {
  return notifyOwner(deps, tx, subject, {
    type: 'success',
    title: 'Training skill completed',
    message: `${subject.petName} has completed ${subject.skillName}!`,
    data: { skillProgressId: progressId },
  });
}

export function notifyVideoAdded(deps: Pick<AppDeps, 'notifications'>, tx: Tx, subject: ProgressSubject, progressId: number) {
  return notifyOwner(deps, tx, subject, {
    type: 'info',
    title: 'New training video',
    message: `A video of ${subject.petName} practising ${subject.skillName} is ready to watch.`,
    data: { skillProgressId: progressId },
  });
}
