import { Outlet } from 'react-router';

/** The public pages: each draws its own frame (the landing page's, the sign-in page's). */
export function PublicLayout() {
  return <Outlet />;
}
