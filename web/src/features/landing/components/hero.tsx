import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ownerSignUpLink, trainerSignUpLink } from '../sign-up-links';
import classes from '../landing.module.css';
import { HeroPreview } from './hero-preview';

export function Hero() {
  return (
    <section className={classes.hero}>
      <Container size="lg" py={{ base: 48, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} verticalSpacing={48}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" size="lg" radius="xl" w="fit-content" tt="none">
              For pet owners and professional trainers
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              Happy pets, trusted trainers, <span className={classes.highlight}>one friendly place</span>
            </Title>
            <Text size="lg" c="dimmed" maw={520}>
              Keep every pet profile and vet record at hand, book boarding and training sessions, and follow each new skill from first try
              to proud finish.
            </Text>
            <Group gap="sm" className={classes.heroActions}>
              <Button component={Link} to={ownerSignUpLink} size="md" leftSection={<IconHeartHandshake size={20} />}>
                Sign up as a pet owner
              </Button>
              <Button component={Link} to={trainerSignUpLink} size="md" variant="default" leftSection={<IconSchool size={20} />}>
                Sign up as a trainer
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              Just looking? Try the demo accounts in the quick-start guide below.
            </Text>
          </Stack>
          <HeroPreview />
        </SimpleGrid>
      </Container>
    </section>
  );
}
