import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { paths } from './paths';

const FILL_MS = 5_000; // decisions.md 31 (prices): the bar fills over 5 s
const HINT_AFTER_MS = 10_000; // and after 10 s the page suggests what to do

/** Full-screen view while the session is being checked. */
export function SessionLoadingView() {
  const [filled, setFilled] = useState(false);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    // Start from 0 on the first paint, then let the CSS transition run to 100 over FILL_MS.
    const fill = setTimeout(() => setFilled(true), 30);
    const hint = setTimeout(() => setSlow(true), HINT_AFTER_MS);
    return () => {
      clearTimeout(fill);
      clearTimeout(hint);
    };
  }, []);

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="lg" w="100%" maw={420}>
        <BrandLogo size="lg" />
        <Progress w="100%" size="sm" radius="xl" value={filled ? 100 : 0} transitionDuration={FILL_MS} aria-label="Loading your account" />
        <Text c="dimmed" size="sm">
          Loading your account…
        </Text>
        {slow ? (
          <Alert variant="light" color="orange" icon={<IconWifiOff size={18} />} title="This is taking longer than usual">
            <Text size="sm">
              Try refreshing the page, check your internet connection, or{' '}
              <Anchor component={Link} to={paths.auth} size="sm">
                log in again
              </Anchor>
              .
            </Text>
            <Group mt="sm">
              <Button size="xs" variant="white" leftSection={<IconRefresh size={14} />} onClick={() => window.location.reload()}>
                Refresh page
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Stack>
    </Center>
  );
}
