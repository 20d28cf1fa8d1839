// The navigation bar's destinations (decisions.md 32, Navigation bar), written once for the
// desktop links and the mobile menu.
import {
  IconBook2,
  IconChartBar,
  IconCalendarEvent,
  IconChecklist,
  IconLayoutDashboard,
  IconPaw,
  IconSchool,
  IconTools,
  IconUserStar,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
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
];

/** A link is active on its own page and on pages beneath it (/pets/3 lights up My Pets). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
