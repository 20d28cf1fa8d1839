// Which role a page is for, who has it, and where anyone else is sent (decisions.md 95). A page
// names its role in page-table.ts; the signed-in layout sends a visitor without it away once the
// session has answered, so the pages themselves hold no check, and the build's drawing of a page
// (which has no session) draws it as its own role first sees it.
import { matchRoutes, type Location } from 'react-router';
import type { PublicUser } from '@common/auth-schemas';
import { hasStaffRights, isAdmin } from '../lib/user-roles';
import { pageTable, type PageRole } from './page-table';
import { paths, routePatterns, type RouteName } from './paths';

type RoleRule = {
  has: (user: PublicUser) => boolean;
  elsewhere: string;
  /** What the page says, as it sends the visitor away, when the product names it (SPEC: the builder's fallback). */
  refusal?: string;
};

export const pageRoles: Record<PageRole, RoleRule> = {
  trainer: { has: (user) => user.isTrainer, elsewhere: paths.dashboard },
  /** Staff and administrators. */
  staff: { has: hasStaffRights, elsewhere: paths.dashboard },
  admin: { has: isAdmin, elsewhere: paths.dashboard },
  /**
   * The curriculum builder: trainers, and applicants, who may draft programs (issue 26; publishing
   * waits for the approval). Others go to /training (decisions.md 36).
   */
  author: {
    has: (user) => user.isTrainer || user.trainerApplication?.status === 'pending',
    elsewhere: paths.training,
    refusal: 'You need trainer permissions to use the curriculum builder.',
  },
};

/** The rule `user` breaks by opening a page for `role` (where to send them, what to say), or null when they may stay. */
export function refusedBy(role: PageRole | undefined, user: PublicUser): RoleRule | null {
  if (!role) return null;
  const rule = pageRoles[role];
  return rule.has(user) ? null : rule;
}

// Every route's path with its page's role, ranked as the router ranks them (router.tsx).
const roleRoutes = (Object.keys(pageTable) as RouteName[]).map((name) => ({ path: routePatterns[name], role: pageTable[name].role }));

/** The role of the page at a location, for the signed-in layout. */
export const pageRoleAt = (location: Partial<Location>): PageRole | undefined => matchRoutes(roleRoutes, location)?.at(-1)?.route.role;
