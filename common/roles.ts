// Roles (decisions.md 17, 50): everyone is an owner; on top of that a user may hold trainer (an
// approved one), staff and admin. An admin has every staff right. `isTrainer` stays in the API as
// SPEC has it: true only for an approved trainer. No zod here: the pages that name roles need only
// these (the role schemas are in admin-schemas.ts).

export const ROLES = ['trainer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { trainer: 'Trainer', staff: 'Staff', admin: 'Administrator' };

export type RoleFlags = { isTrainer: boolean; isStaff: boolean; isAdmin: boolean };

/** The roles a user holds, in the order of ROLES. */
export function rolesOf(user: RoleFlags): Role[] {
  return ROLES.filter((role) => (role === 'trainer' ? user.isTrainer : role === 'staff' ? user.isStaff : user.isAdmin));
}

/** Staff tools: staff and admins (an admin has every staff right). */
export const hasStaffRights = (user: Pick<RoleFlags, 'isStaff' | 'isAdmin'>) => user.isStaff || user.isAdmin;

/** Roles an invitation may carry: the business's own people. */
export const INVITABLE_ROLES = ['staff', 'admin'] as const;

export const TRAINER_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TrainerApplicationStatus = (typeof TRAINER_APPLICATION_STATUSES)[number];
