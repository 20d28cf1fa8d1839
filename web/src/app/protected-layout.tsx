import './signed-in-styles';
import { useDeferredValue } from 'react';
import { Box, Center, Text } from '@mantine/core';
import { Navigate, Outlet, ScrollRestoration, useMatches } from 'react-router';
import { ErrorState } from '../components/error-state';
import { useLiveMessages } from '../features/messages/live/use-live-messages';
import { errorMessage } from '../lib/api-client';
import { useRealtimeNotifications } from '../lib/realtime/use-realtime-notifications';
import { useUser } from '../lib/session';
import { refusedBy } from './page-roles';
import type { RouteHandle } from './page-table';
import { SessionLoadingView } from './session-loading-view';
import { SignedInFrame } from './signed-in-frame';
import { paths } from './paths';

/**
 * Every signed-in page: checks the session and the page's role (page-roles.ts), then the navigation
 * bar over one content width; keeps the real-time channel open while someone is signed in, and the
 * messages live on it.
 */
export function ProtectedLayout() {
  const user = useUser();
  const role = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.role;
  useRealtimeNotifications(user.data?.id);
  useLiveMessages(user.data?.id);
  // A query's answer re-renders in one blocking pass; building the whole signed-in screen from the
  // deferred copy happens in a background pass that yields to the browser every few milliseconds
  // (on a phone the blocking pass held the main thread for over half a second).
  const signedInUser = useDeferredValue(user.data);

  if (user.isPending || (user.data && !signedInUser)) return <SessionLoadingView />;
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
      <SignedInFrame user={signedInUser}>
        <Outlet />
      </SignedInFrame>
      <ScrollRestoration />
    </>
  );
}
