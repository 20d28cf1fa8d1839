import './signed-in-styles';
import { Box, Center, Container } from '@mantine/core';
import { Navigate, Outlet, ScrollRestoration } from 'react-router';
import { ErrorState } from '../components/error-state';
import { errorMessage } from '../lib/api-client';
import { useRealtimeNotifications } from '../lib/realtime/use-realtime-notifications';
import { useUser } from '../lib/session';
import { NavBar } from './nav/nav-bar';
import { SessionLoadingView } from './session-loading-view';
import { paths } from './paths';
import classes from './app-shell.module.css';

/**
 * Every signed-in page: checks the session, then the navigation bar over one content width; keeps
 * the real-time channel open while someone is signed in.
 */
export function ProtectedLayout() {
  const user = useUser();
  useRealtimeNotifications(user.data?.id);

  if (user.isPending) return <SessionLoadingView />;
  if (user.isError) {
    return (
      <Center mih="100vh" p="md">
        <Box maw={480} w="100%">
          <ErrorState
            title="We couldn't check your session"
            message={errorMessage(user.error)}
            onRetry={() => void user.refetch()}
          />
        </Box>
      </Center>
    );
  }
  if (!user.data) return <Navigate to={paths.auth} replace />;

  return (
    <Box className={classes.shell}>
      <NavBar user={user.data} />
      <Container size="lg" component="main" py={{ base: 'lg', sm: 'xl' }}>
        <Outlet />
      </Container>
      <ScrollRestoration />
    </Box>
  );
}
