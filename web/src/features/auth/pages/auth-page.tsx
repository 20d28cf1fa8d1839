import { lazy, Suspense } from 'react';
import { Anchor, Box, Container, Grid, Group, Loader, Paper, Tabs, Text, Title } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../../components/brand-logo';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { useUser } from '../../../lib/session';
import panelClasses from '../components/auth-side-panel.module.css';
import { DemoSignIn } from '../components/demo-sign-in';
import { LoginForm } from '../components/login-form';
import { TabRow } from '../../../components/tab-row';

type AuthTab = 'login' | 'register';

/** A same-site path ('/x', never '//host' or '/\\host'), else null. */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

// What PawsConnect does, beside the form on a wide screen and below it on a phone: promotion, not
// the page's purpose, so its code (the list, its icons) comes after the page's load, with its
// coloured panel in place from the first paint (decisions.md 101).
const AuthSidePanel = lazyAfterPageLoad(() =>
  import('../components/auth-side-panel').then((module) => ({ default: module.AuthSidePanel })),
);

// Most visits sign in: the registration form (and its schema) loads when its tab opens.
const RegisterForm = lazy(() => import('../components/register-form').then((module) => ({ default: module.RegisterForm })));

/** /auth: Login and Register tabs (?tab=register&trainer=1 opens a trainer sign-up). */
export default function AuthPage() {
  const user = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';

  // The form shows at once, even while the session check runs: a stuck check must not lock
  // anyone out of signing in.
  // ?next=/invitations/abc: back to where the visitor came from, a path of this site only.
  const next = safeNextPath(searchParams.get('next'));
  if (user.data) return <Navigate to={next ?? paths.dashboard} replace />;

  const selectTab = (value: string | null) =>
    setSearchParams({ ...(value === 'register' ? { tab: 'register' } : {}), ...(next ? { next } : {}) }, { replace: true });

  return (
    <Box component="main" mih="100vh" py={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-body)">
      <Container size="lg">
        <Group justify="space-between" mb="xl">
          <Anchor component={Link} to={paths.home} underline="never" c="inherit" aria-label="PawsConnect home">
            <BrandLogo />
          </Anchor>
          <Anchor component={Link} to={paths.home} size="sm" c="dimmed">
            Back to home
          </Anchor>
        </Group>
        <Grid gap={{ base: 'xl', md: 48 }} align="stretch">
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
            <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
              <Title order={1} fz={28}>
                {tab === 'login' ? 'Welcome back' : 'Create your account'}
              </Title>
              <Text c="dimmed" mt={4} mb="lg">
                {tab === 'login'
                  ? 'Sign in to manage your pets, bookings and training.'
                  : 'Join PawsConnect as a pet owner or a trainer. It takes a minute.'}
              </Text>
              <Tabs value={tab} onChange={selectTab} variant="pills" radius="md" keepMounted={false}>
                <TabRow grow mb="lg">
                  <Tabs.Tab value="login">Login</Tabs.Tab>
                  <Tabs.Tab value="register">Register</Tabs.Tab>
                </TabRow>
                <Tabs.Panel value="login">
                  <LoginForm belowPassword={<ForgotLinks />} />
                  <Box mt="lg">
                    <DemoSignIn />
                  </Box>
                </Tabs.Panel>
                <Tabs.Panel value="register">
                  <Suspense
                    fallback={<Loader size="sm" mx="auto" display="block" role="status" aria-label="Loading the registration form" />}
                  >
                    <RegisterForm asTrainer={searchParams.get('trainer') === '1'} />
                  </Suspense>
                </Tabs.Panel>
              </Tabs>
              <Text size="xs" c="dimmed" ta="center" mt="xl">
                By continuing, you agree to our{' '}
                <Anchor component={Link} to={paths.terms} inherit>
                  Terms of Service
                </Anchor>{' '}
                and{' '}
                <Anchor component={Link} to={paths.privacy} inherit>
                  Privacy Policy
                </Anchor>
                .
              </Text>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
            <Suspense fallback={<Box className={panelClasses.panel} mih={360} aria-hidden />}>
              <AuthSidePanel />
            </Suspense>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}

function ForgotLinks() {
  return (
    <Group justify="space-between" gap="xs" mt={-4}>
      <Anchor component={Link} to={paths.forgotUsername} size="sm">
        Forgot username?
      </Anchor>
      <Anchor component={Link} to={paths.forgotPassword} size="sm">
        Forgot password?
      </Anchor>
    </Group>
  );
}
