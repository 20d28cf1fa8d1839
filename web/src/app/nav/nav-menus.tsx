// The nav bar's menus, one chunk loaded just after the first paint (deferred-nav.tsx): Mantine's
// Menu, Popover and Drawer with floating-ui are about a fifth of a signed-in page's JavaScript.
export { MobileNavMenu } from './mobile-nav-menu';
export { NavMenu } from './nav-menu';
export { NotificationsBell } from './notifications-bell';
export { UserMenu } from './user-menu';
