// What the signed-in user's roles (GET /api/user's `roles`, decisions.md 50) let the web app show.
import type { PublicUser } from '@common/auth-schemas';

type RoleHolder = Pick<PublicUser, 'roles'> | null | undefined;

export const isAdmin = (user: RoleHolder) => Boolean(user?.roles.includes('admin'));
/** Staff tools: staff and admins (an admin has every staff right). */
export const hasStaffRights = (user: RoleHolder) => Boolean(user && (user.roles.includes('staff') || user.roles.includes('admin')));
/** An owner whose trainer application waits for a decision or was declined (not yet a trainer). */
export const trainerApplicationOf = (user: Pick<PublicUser, 'isTrainer' | 'trainerApplication'> | null | undefined) =>
  user && !user.isTrainer && user.trainerApplication && user.trainerApplication.status !== 'approved' ? user.trainerApplication : null;
