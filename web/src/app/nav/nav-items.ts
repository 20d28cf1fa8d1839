// The navigation bar's destinations (decisions.md 32, Navigation bar), written once for the
// desktop links and the mobile menu.
import {
  IconBook2,
  IconChartBar,
  IconCalendarEvent,
  IconChecklist,
  IconClipboardList,
  IconClockHour4,
  IconReceipt,
  IconHourglass,
  IconSettings2,
  IconLayoutDashboard,
  IconPaw,
  IconReportAnalytics,
  IconSchool,
  IconTools,
  IconUserStar,
  IconUsers,
  IconVaccine,
  type TablerIcon,
} from '@tabler/icons-react';
import type { PublicUser } from '@common/auth-schemas';
import { hasStaffRights, isAdmin, trainerApplicationOf } from '../../lib/user-roles';
import { paths } from '../paths';

export type NavItem = { label: string; to: string; icon: TablerIcon };

export const mainItems: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: IconLayoutDashboard },
  { label: 'My Pets', to: paths.pets, icon: IconPaw },
];

export const serviceItems: NavItem[] = [{ label: 'Bookings', to: paths.bookings, icon: IconCalendarEvent }];

export const trainingItems: NavItem[] = [
  { label: 'Training', to: paths.training, icon: IconSchool },
  { label: 'Training Programs', to: paths.trainingPrograms, icon: IconBook2 },
  { label: 'Skills Menu', to: paths.trainingSkills, icon: IconChecklist },
];

export const trainerToolItems: NavItem[] = [
  { label: 'Curriculum Builder', to: paths.curriculumBuilder, icon: IconTools },
  { label: 'Trainer Dashboard', to: paths.trainerSkills, icon: IconUserStar },
  { label: 'Clients', to: paths.trainerClients, icon: IconUsers },
  { label: 'Analytics', to: paths.trainerAnalytics, icon: IconChartBar },
  { label: 'My Schedule', to: paths.trainerSchedule, icon: IconClockHour4 },
];

/**
 * The Admin menu (issues 26, 28, 30): Today, Bookings, Vaccinations, Team (its applications part) and
 * Trainer hours for staff; also Settings, Audit and Reports for admins.
 */
export function adminItemsFor(user: PublicUser): NavItem[] {
  if (!hasStaffRights(user)) return [];
  const today: NavItem = { label: 'Today', to: paths.adminToday, icon: IconCalendarEvent };
  const bookings: NavItem = { label: 'Bookings', to: paths.adminBookings, icon: IconReceipt };
  const vaccinations: NavItem = { label: 'Vaccinations', to: paths.adminVaccinations, icon: IconVaccine };
  const team: NavItem = { label: 'Team', to: paths.adminTeam, icon: IconUsers };
  const trainerHours: NavItem = { label: 'Trainer hours', to: paths.adminTrainerHours, icon: IconClockHour4 };
  if (!isAdmin(user)) return [today, bookings, vaccinations, team, trainerHours];
  return [
    today,
    bookings,
    vaccinations,
    team,
    trainerHours,
    { label: 'Settings', to: paths.adminSettings, icon: IconSettings2 },
    { label: 'Audit', to: paths.adminAudit, icon: IconClipboardList },
    { label: 'Reports', to: paths.adminReports, icon: IconReportAnalytics },
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
      icon: IconHourglass,
    },
    { label: 'Curriculum Builder', to: paths.curriculumBuilder, icon: IconTools },
  ];
}

/** A link is active on its own page and on pages beneath it (/pets/3 lights up My Pets). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
