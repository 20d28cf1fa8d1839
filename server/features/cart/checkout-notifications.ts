// Who hears about a checkout (category 'training'): each assigned trainer, once, with the skills
// they now teach; the owner, once, with what was added. Stored inside the checkout's transaction,
// so a refused checkout announces nothing.
import { formatCents } from '../../../common/money';
import type { Tx } from '../../db/client';
import type { CartItemRow, SkillProgressRow } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';

export type PurchasedSkill = { item: CartItemRow; progress: SkillProgressRow; skill: { name: string; price: number }; petName: string };

const describe = (bought: PurchasedSkill[]) => bought.map(({ skill, petName }) => `${skill.name} for ${petName}`).join(', ');

export async function notifyTrainersOfCheckout(deps: Pick<AppDeps, 'notifications'>, tx: Tx, bought: PurchasedSkill[]) {
  const trainerIds = [...new Set(bought.flatMap(({ progress }) => (progress.trainerId === null ? [] : [progress.trainerId])))];
  for (const trainerId of trainerIds) {
    const theirs = bought.filter(({ progress }) => progress.trainerId === trainerId);
    await deps.notifications.notify(tx, trainerId, {
      type: 'info',
      category: 'training',
      title: theirs.length === 1 ? 'New training skill assigned' : 'New training skills assigned',
      message: `You have been assigned: ${describe(theirs)}.`,
      data: { url: '/trainer-skills', skillProgressIds: theirs.map(({ progress }) => progress.id) },
    });
  }
}

export async function notifyOwnerOfCheckout(deps: Pick<AppDeps, 'notifications'>, tx: Tx, ownerId: number, bought: PurchasedSkill[]) {
  const total = bought.reduce((sum, { skill }) => sum + skill.price, 0);
  await deps.notifications.notify(tx, ownerId, {
    type: 'success',
    category: 'training',
    title: 'Training skills added',
    message: `${describe(bought)} ${bought.length === 1 ? 'was' : 'were'} added to your boarding stay (${formatCents(total)}).`,
    data: { url: `/training?petId=${bought[0].item.petId}`, bookingIds: [...new Set(bought.map(({ item }) => item.bookingId))] },
  });
}
