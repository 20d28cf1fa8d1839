// What /payment-success shows once the server has answered, for a booking and for a program
// enrolment alike: the bank's refusal with a way back to the checkout, or the confirmation with
// what was paid for and where to go next.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

export function PaymentFailed({ retryTo }: { retryTo: string }) {
  return (
    <Container size="sm">
      <Card withBorder radius="md" padding="xl">
        <Stack align="center">
          <Title order={1} size="h2">
            Payment Failed
          </Title>
          <Text c="dimmed" ta="center">
            Your bank did not approve this payment. Nothing was charged; you can try again with the same or another card.
          </Text>
          <Button component={Link} to={retryTo}>
            Try again
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

export type PaidLine = { label: string; value: string };

export function PaymentSucceeded({ summary, lines, actions }: { summary: ReactNode; lines: PaidLine[]; actions: ReactNode }) {
  return (
    <Container size="sm">
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCircleCheck size={34} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Payment Successful
          </Title>
          <Text c="dimmed">{summary}</Text>
          <Stack gap={4} w="100%">
            {lines.map((line) => (
              <Group key={line.label} justify="space-between" wrap="nowrap" gap="md">
                <Text c="dimmed" size="sm">
                  {line.label}
                </Text>
                <Text size="sm" ta="right">
                  {line.value}
                </Text>
              </Group>
            ))}
          </Stack>
          <Group>{actions}</Group>
        </Stack>
      </Card>
    </Container>
  );
}
