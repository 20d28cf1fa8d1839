import type { ReactNode } from 'react';
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../../components/brand-logo';

type RecoveryCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The 'Back to login' link under the card; off where the card itself leads to sign in. */
  backToLogin?: boolean;
};

/** The single card every recovery page is (decisions.md 32), with the back-to-login link. */
export function RecoveryCard({ title, description, children, backToLogin = true }: RecoveryCardProps) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack w="100%" maw={440} gap="lg">
        <Center>
          <Anchor component={Link} to={paths.home} underline="never" c="inherit" aria-label="PawsConnect home">
            <BrandLogo />
          </Anchor>
        </Center>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
          <Title order={1} fz={24}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          ) : null}
          <Stack gap="md" mt="lg">
            {children}
          </Stack>
          {backToLogin ? (
            <Text ta="center" size="sm" mt="lg">
              <Anchor component={Link} to={paths.auth} inline>
                <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
                Back to login
              </Anchor>
            </Text>
          ) : null}
        </Paper>
      </Stack>
    </Center>
  );
}
