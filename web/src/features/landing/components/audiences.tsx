import { Button, Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBook,
  IconCalendarEvent,
  IconClipboardList,
  IconHeartHandshake,
  IconId,
  IconSchool,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { ownerSignUpLink, trainerSignUpLink } from '../sign-up-links';

type Audience = {
  title: string;
  intro: string;
  icon: TablerIcon;
  color: string;
  features: { icon: TablerIcon; title: string; text: string }[];
  cta: string;
  to: string;
};

const audiences: Audience[] = [
  {
    title: 'For pet owners',
    intro: 'Everything about your companions, organised and easy to share with the people who care for them.',
    icon: IconHeartHandshake,
    color: 'orange',
    features: [
      { icon: IconId, title: 'Pet profile management', text: 'Breed, age, temperament, diet, medical notes and vet records.' },
      { icon: IconBook, title: 'Training resources', text: 'Structured programs and a skills menu for every stage.' },
      { icon: IconCalendarEvent, title: 'Booking sessions', text: 'Boarding stays and training sessions, paid securely online.' },
    ],
    cta: 'Sign up as a pet owner',
    to: ownerSignUpLink,
  },
  {
    title: 'For trainers',
    intro: 'Run your training business with the tools you need to teach well and keep clients informed.',
    icon: IconSchool,
    color: 'teal',
    features: [
      { icon: IconClipboardList, title: 'Create programs', text: 'Build curricula with modules, lessons, steps and tips.' },
      { icon: IconUsers, title: 'Manage client pets', text: 'See each pet’s profile and move their skills forward.' },
      { icon: IconCalendarEvent, title: 'Schedule and bookings', text: 'Know who is coming, when, and what they booked.' },
    ],
    cta: 'Sign up as a trainer',
    to: trainerSignUpLink,
  },
];

export function Audiences() {
  return (
    <Container size="lg" py={{ base: 56, md: 88 }} component="section" aria-labelledby="audiences-title">
      <Stack gap={6} align="center" ta="center" mb={48}>
        <Title id="audiences-title" order={2} fz={{ base: 28, md: 36 }}>
          Built for both ends of the leash
        </Title>
        <Text c="dimmed" size="lg" maw={600}>
          Owners and trainers share one place, so nothing gets lost between visits.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        {audiences.map((audience) => (
          <AudienceCard key={audience.title} audience={audience} />
        ))}
      </SimpleGrid>
    </Container>
  );
}

function AudienceCard({ audience }: { audience: Audience }) {
  const Icon = audience.icon;
  return (
    <Card padding="xl" shadow="sm" h="100%">
      <Stack gap="lg" h="100%">
        <ThemeIcon size={56} radius="md" variant="light" color={audience.color}>
          <Icon size={30} />
        </ThemeIcon>
        <div>
          <Title order={3} fz={24}>
            {audience.title}
          </Title>
          <Text c="dimmed" mt={6}>
            {audience.intro}
          </Text>
        </div>
        <List spacing="md" listStyleType="none" style={{ flex: 1 }}>
          {audience.features.map(({ icon: FeatureIcon, title, text }) => (
            <List.Item
              key={title}
              icon={
                <ThemeIcon size={32} radius="xl" variant="light" color={audience.color}>
                  <FeatureIcon size={18} />
                </ThemeIcon>
              }
            >
              <Text fw={600}>{title}</Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={audience.to}
          color={audience.color}
          variant="light"
          size="md"
          rightSection={<IconArrowRight size={18} />}
          fullWidth
        >
          {audience.cta}
        </Button>
      </Stack>
    </Card>
  );
}
