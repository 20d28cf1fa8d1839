import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { paths } from './paths';

export default function NotFoundPage() {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" ta="center" maw={460}>
        <BrandLogo />
        <ThemeIcon size={96} radius={48} variant="light" mt="xl">
          <IconMapSearch size={48} />
        </ThemeIcon>
        <Text fw={800} fz={56} lh={1} c="orange">
          404
        </Text>
        <Title order={1} fz={30}>
          Oops! Page Not Found
        </Title>
        <Text c="dimmed">Looks like this page wandered off chasing a squirrel. Let&apos;s get you back on the trail.</Text>
        <Button component={Link} to={paths.home} size="md" leftSection={<IconArrowLeft size={18} />} mt="sm">
          Back to Home
        </Button>
      </Stack>
    </Center>
  );
}
