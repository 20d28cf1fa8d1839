import { Button, Code, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconSchool, IconUserHeart } from '@tabler/icons-react';
import { demoAccounts, type DemoAccount } from '../../../lib/demo-accounts';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { useLogin } from '../api/login';

/** One-click sign-in with the seeded demo accounts; their credentials are shown on purpose. */
export function DemoSignIn() {
  const login = useLogin();
  const pendingUsername = login.isPending ? login.variables?.username : undefined;

  const signInAs = (account: DemoAccount) =>
    login.mutate(
      { username: account.username, password: account.password },
      { onError: (error) => reportMutationError(error, { title: 'Login failed' }) },
    );

  return (
    <Stack gap="sm">
      <Divider label="or try a demo account" labelPosition="center" />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {[
          { account: demoAccounts.owner, icon: <IconUserHeart size={18} />, label: 'Demo Pet Owner' },
          { account: demoAccounts.trainer, icon: <IconSchool size={18} />, label: 'Demo Trainer' },
          { account: demoAccounts.admin, icon: <IconBuildingStore size={18} />, label: 'Demo Business' },
        ].map(({ account, icon, label }) => (
          <Stack key={account.username} gap={6}>
            <Button
              variant="light"
              leftSection={icon}
              onClick={() => signInAs(account)}
              loading={pendingUsername === account.username}
              disabled={login.isPending && pendingUsername !== account.username}
              fullWidth
            >
              {label}
            </Button>
            <Stack gap={2} align="center">
              <Text size="xs" c="dimmed">
                Username <Code>{account.username}</Code>
              </Text>
              <Text size="xs" c="dimmed">
                Password <Code>{account.password}</Code>
              </Text>
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
