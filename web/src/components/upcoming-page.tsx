import { Container, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

// Shown by routes whose screens are scheduled in a later issue, so every the product (decisions.md 32) route resolves.
export function UpcomingPage({ title, description }: { title: string; description: string }) {
  return (
    <Container size="lg" py="xl">
      <Paper withBorder radius="lg" p="xl" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" mx="auto" mb="md">
          <IconTools size={28} />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" mt="sm">
          {description}
        </Text>
      </Paper>
    </Container>
  );
}
