import type { ReactNode } from 'react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

export type LegalSection = { heading: string; body: ReactNode };

/** A page of terms: its title, when it last changed, and numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            <Text size="sm" c="dimmed">
              Last updated {updated}
            </Text>
          </Stack>
          <Text>{intro}</Text>
          {sections.map((section, index) => (
            <Stack key={section.heading} gap={6} component="section" aria-labelledby={`legal-${index}`}>
              <Title order={2} fz="h4" id={`legal-${index}`}>
                {index + 1}. {section.heading}
              </Title>
              <Text>{section.body}</Text>
            </Stack>
          ))}
          <Text size="sm" c="dimmed">
            Questions? Write to <Anchor href="mailto:hello@pawsconnect.example">hello@pawsconnect.example</Anchor>.{' '}
            <Anchor component={Link} to={paths.auth}>
              Back to sign in
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
