import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../../components/brand-logo';
import classes from '../landing.module.css';

export function LandingFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" gap="md">
          <BrandLogo size="sm" />
          <Group gap="lg">
            <Anchor component={Link} to={paths.trainingPrompt} size="sm" c="dimmed">
              Training prompt
            </Anchor>
            <Anchor component={Link} to={paths.auth} size="sm" c="dimmed">
              Sign in
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} PawsConnect
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
