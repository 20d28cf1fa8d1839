import { Outlet } from 'react-router';

// Placeholder until the app shell lands: the real one checks the session and shows the nav bar.
export function ProtectedLayout() {
  return <Outlet />;
}
