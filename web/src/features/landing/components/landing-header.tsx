import { Anchor, Button, Container, Group } from '@mantine/core';
import { IconLayoutDashboard, IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../../components/brand-logo';
import classes from '../landing.module.css';

/** Logo and Sign in (or the way back to the dashboard for a signed-in visitor). */
export function LandingHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className={classes.header}>
      <Container size="lg" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={paths.home} underline="never" c="inherit" aria-label="PawsConnect home">
            <BrandLogo />
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            <Anchor href="#quick-start" c="dimmed" size="sm" fw={500} visibleFrom="sm">
              Quick start
            </Anchor>
            {signedIn ? (
              <Button component={Link} to={paths.dashboard} leftSection={<IconLayoutDashboard size={18} />}>
                Dashboard
              </Button>
            ) : (
              <Button component={Link} to={paths.auth} variant="light" leftSection={<IconLogin2 size={18} />}>
                Sign in
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
