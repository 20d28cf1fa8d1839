import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../../components/brand-logo';
import { useUser } from '../../../lib/session';
import { LoginForm } from '../components/login-form';

/** /direct-auth: the quick login card. */
export default function DirectAuthPage() {
  const user = useUser();
  if (user.data) return <Navigate to={paths.dashboard} replace />;

  return (
    <Center component="main" mih="100vh" p="md">
      <Stack w="100%" maw={420} gap="lg">
        <Center>
          <Anchor component={Link} to={paths.home} underline="never" c="inherit" aria-label="PawsConnect home">
            <BrandLogo />
          </Anchor>
        </Center>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          <Title order={1} fz={24}>
            Quick Login
          </Title>
          <Text c="dimmed" size="sm" mt={4} mb="lg">
            Sign in with your username and password.
          </Text>
          <LoginForm />
          <Text ta="center" size="sm" mt="lg">
            <Anchor component={Link} to={paths.auth}>
              Go to full login page
            </Anchor>
          </Text>
        </Paper>
      </Stack>
    </Center>
  );
}
