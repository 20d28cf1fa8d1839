import { Button, Card, Code, Container, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { demoAccounts } from '../../../lib/demo-accounts';
import classes from '../landing.module.css';

const steps = [
  { title: 'Open the sign-in page', text: 'Click Sign in at the top of this page, or the button below.' },
  {
    title: 'Pick a demo account',
    text: 'Use the pet owner account to see pets and bookings, or the trainer account for programs and progress.',
  },
  { title: 'Sign in', text: 'Enter the username and password on the Login tab and press Sign In, or use a one-click demo button.' },
  { title: 'Explore', text: 'Add a pet, book a session, browse training programs and check your notifications.' },
];

/** How to try PawsConnect in a minute, with the demo credentials. */
export function QuickStartGuide() {
  return (
    <section id="quick-start" className={classes.quickStart} aria-labelledby="quick-start-title">
      <Container size="lg" py={{ base: 56, md: 88 }}>
        <Grid gap={{ base: 40, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="xs" mb="xl">
              <Text c="orange" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.06em' }}>
                Quick start
              </Text>
              <Title id="quick-start-title" order={2} fz={{ base: 28, md: 36 }}>
                Try it in under a minute
              </Title>
            </Stack>
            <Stack gap="lg" component="ol" className={classes.steps}>
              {steps.map((step, index) => (
                <Group key={step.title} component="li" align="flex-start" wrap="nowrap" gap="md">
                  <ThemeIcon size={36} radius="xl" variant="filled" aria-hidden>
                    <Text fw={800} size="sm">
                      {index + 1}
                    </Text>
                  </ThemeIcon>
                  <div>
                    <Text fw={700}>{step.title}</Text>
                    <Text c="dimmed" size="sm">
                      {step.text}
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card padding="xl" shadow="md">
              <Group gap="sm" mb="lg">
                <ThemeIcon size={40} radius="md" variant="light">
                  <IconKey size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>Demo accounts</Text>
                  <Text size="sm" c="dimmed">
                    Pre-filled with sample pets, records and programs.
                  </Text>
                </div>
              </Group>
              <Stack gap="md">
                {Object.values(demoAccounts).map((account) => (
                  <Card key={account.username} withBorder padding="md" radius="md" className={classes.credential}>
                    <Text fw={700} size="sm" mb={6}>
                      {account.label}
                    </Text>
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm" c="dimmed" w={80}>
                        Username
                      </Text>
                      <Code fz="sm">{account.username}</Code>
                    </Group>
                    <Group gap="xs" wrap="wrap" mt={4}>
                      <Text size="sm" c="dimmed" w={80}>
                        Password
                      </Text>
                      <Code fz="sm">{account.password}</Code>
                    </Group>
                  </Card>
                ))}
              </Stack>
              <Button component={Link} to={paths.auth} fullWidth size="md" mt="xl" rightSection={<IconArrowRight size={18} />}>
                Go to sign in
              </Button>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}
