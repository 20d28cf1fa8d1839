// The navigation bar's destinations (decisions.md 32, Navigation bar), written once for the
// desktop links and the mobile menu. Their icons, drawn only in the menus (which load after the
// page), are in nav-icons.ts, so that the bar every signed-in page draws first does not carry them.
import type { PublicUser } from '@common/auth-schemas';
import { hasStaffRights, isAdmin, trainerApplicationOf } from '../../lib/user-roles';
import { paths } from '../paths';

export type NavItem = { label: string; to: string };

export const mainItems: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'My Pets', to: paths.pets },
];

export const serviceItems: NavItem[] = [{ label: 'Bookings', to: paths.bookings }];

export const trainingItems: NavItem[] = [
  { label: 'Training', to: paths.training },
  { label: 'Training Programs', to: paths.trainingPrograms },
  { label: 'Skills Menu', to: paths.trainingSkills },
];

export const trainerToolItems: NavItem[] = [
  { label: 'Curriculum Builder', to: paths.curriculumBuilder },
  { label: 'Trainer Dashboard', to: paths.trainerSkills },
  { label: 'Clients', to: paths.trainerClients },
  { label: 'Analytics', to: paths.trainerAnalytics },
  { label: 'My Schedule', to: paths.trainerSchedule },
];

/**
 * The Admin menu (issues 26, 28, 30): Today, Bookings, Vaccinations, Team (its applications part) and
 * Trainer hours for staff; also Settings, Audit and Reports for admins.
 */
export function adminItemsFor(user: PublicUser): NavItem[] {
  if (!hasStaffRights(user)) return [];
  const today: NavItem = { label: 'Today', to: paths.adminToday };
  const bookings: NavItem = { label: 'Bookings', to: paths.adminBookings };
  const vaccinations: NavItem = { label: 'Vaccinations', to: paths.adminVaccinations };
  const team: NavItem = { label: 'Team', to: paths.adminTeam };
  const trainerHours: NavItem = { label: 'Trainer hours', to: paths.adminTrainerHours };
  if (!isAdmin(user)) return [today, bookings, vaccinations, team, trainerHours];
  return [
    today,
    bookings,
    vaccinations,
    team,
    trainerHours,
    { label: 'Settings', to: paths.adminSettings },
    { label: 'Audit', to: paths.adminAudit },
    { label: 'Reports', to: paths.adminReports },
  ];
}

/**
 * Where the trainer tools would be, for an applicant (not yet a trainer): the application's page
 * and the Curriculum Builder for drafts; none for anyone else.
 */
export function applicantItemsFor(user: PublicUser): NavItem[] {
  const application = trainerApplicationOf(user);
  if (!application) return [];
  return [
    {
      label: application.status === 'pending' ? 'Trainer application pending' : 'Trainer application declined',
      to: paths.trainerApplication,
    },
    { label: 'Curriculum Builder', to: paths.curriculumBuilder },
  ];
}

/** A link is active on its own page and on pages beneath it (/pets/3 lights up My Pets). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
