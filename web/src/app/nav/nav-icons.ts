// Each destination's icon in the navigation menus (nav-menu.tsx, mobile-nav-menu.tsx), keyed by
// its path. Only the menus draw icons, and they load after the page (deferred-nav.tsx): kept out of
// nav-items.ts, the icons stay out of every signed-in page's first load (decisions.md 101).
import {
  IconBook2,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconClipboardList,
  IconClockHour4,
  IconHourglass,
  IconLayoutDashboard,
  IconLink,
  IconMessageCircle,
  IconPaw,
  IconReceipt,
  IconReportAnalytics,
  IconSchool,
  IconSettings2,
  IconShoppingCart,
  IconTools,
  IconUserStar,
  IconUsers,
  IconVaccine,
  type TablerIcon,
} from '@tabler/icons-react';
import { paths } from '../paths';

const NAV_ICONS: Record<string, TablerIcon> = {
  [paths.dashboard]: IconLayoutDashboard,
  [paths.pets]: IconPaw,
  [paths.bookings]: IconCalendarEvent,
  [paths.training]: IconSchool,
  [paths.trainingPrograms]: IconBook2,
  [paths.trainingSkills]: IconChecklist,
  [paths.curriculumBuilder]: IconTools,
  [paths.trainerSkills]: IconUserStar,
  [paths.trainerClients]: IconUsers,
  [paths.trainerAnalytics]: IconChartBar,
  [paths.trainerSchedule]: IconClockHour4,
  [paths.trainerApplication]: IconHourglass,
  [paths.adminToday]: IconCalendarEvent,
  [paths.adminBookings]: IconReceipt,
  [paths.adminVaccinations]: IconVaccine,
  [paths.adminTeam]: IconUsers,
  [paths.adminTrainerHours]: IconClockHour4,
  [paths.adminSettings]: IconSettings2,
  [paths.adminAudit]: IconClipboardList,
  [paths.adminReports]: IconReportAnalytics,
  [paths.messages]: IconMessageCircle,
  [paths.cart]: IconShoppingCart,
};

/** The icon of a destination of the menus; a plain link icon for one without its own. */
export const navIconFor = (to: string): TablerIcon => NAV_ICONS[to] ?? IconLink;
