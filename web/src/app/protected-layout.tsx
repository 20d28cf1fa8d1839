import './signed-in-styles';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Box, Center, Text } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '../components/error-state';
import { LoadingView } from '../components/loading-view';
import { errorMessage } from '../lib/api-client';
import { lazyAfterPageLoad } from '../lib/lazy-after-page-load';
import { useUser } from '../lib/session';
import { pageRoleAt, refusedBy } from './page-roles';
import { SignedInFrame } from './signed-in-frame';
import { paths } from './paths';

const RealtimeChannel = lazyAfterPageLoad(() => import('./realtime-channel'));
// Drawn only when the session answers late: a route's HTML asks for it with the page's code
// (scripts/route-pages.ts), and the app draws once that code is in (main.tsx). Its code (the
// progress bar, the slow connection's hint) comes when it is needed, with the start's spinner in
// its place meanwhile, instead of with every signed-in page (decisions.md 101).
const SessionLoadingView = lazy(() => import('./session-loading-view').then((module) => ({ default: module.SessionLoadingView })));

/**
 * Every signed-in page: checks the session and the page's role (page-roles.ts), then the navigation
 * bar over one content width; keeps the real-time channel open while someone is signed in, and the
 * messages live on it, from the moment the page has loaded (realtime-channel.tsx).
 */
export function ProtectedLayout() {
  const user = useUser();
  const role = pageRoleAt(useLocation());
  // A query's answer re-renders in one blocking pass; building the whole signed-in screen from the
  // deferred copy happens in a background pass that yields to the browser every few milliseconds
  // (on a phone the blocking pass held the main thread for over half a second).
  const signedInUser = useDeferredValue(user.data);

  if (user.isPending || (user.data && !signedInUser)) {
    return (
      <Suspense fallback={<LoadingView label="Loading your account…" />}>
        <SessionLoadingView />
      </Suspense>
    );
  }
  if (user.isError) {
    return (
      <Center mih="100vh" p="md">
        <Box maw={480} w="100%">
          <ErrorState title="We couldn't check your session" message={errorMessage(user.error)} onRetry={() => void user.refetch()} />
        </Box>
      </Center>
    );
  }
  if (!user.data || !signedInUser) return <Navigate to={paths.auth} replace />;
  const refused = refusedBy(role, user.data);
  if (refused) {
    return (
      <>
        <Navigate to={refused.elsewhere} replace />
        {refused.refusal ? <Text>{refused.refusal}</Text> : null}
      </>
    );
  }

  return (
    <>
      <Suspense fallback={null}>
        <RealtimeChannel userId={user.data.id} />
      </Suspense>
      <SignedInFrame user={signedInUser}>
        <Outlet />
      </SignedInFrame>
    </>
  );
}
