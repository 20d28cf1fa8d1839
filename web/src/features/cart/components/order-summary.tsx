// The cart's order summary: a line per item, the total, and Checkout.
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { PriceLines } from '../../../components/price-lines';
import type { CartItem } from '@common/skill-schemas';

type OrderSummaryProps = { items: CartItem[]; onCheckout: () => void; pending: boolean };

export function OrderSummary({ items, onCheckout, pending }: OrderSummaryProps) {
  const total = items.reduce((sum, item) => sum + item.skill.price, 0);
  const blocked = items.some((item) => item.problem !== null);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="order-summary">
      <Stack gap="md">
        <Title order={2} fz="lg" id="order-summary">
          Order Summary
        </Title>
        <Text size="sm" c="dimmed">
          {items.length} {items.length === 1 ? 'item' : 'items'}
        </Text>
        <PriceLines
          label="Order lines"
          lines={items.map((item) => ({ label: `${item.skill.name} for ${item.petName}`, amountCents: item.skill.price }))}
          totalCents={total}
        />
        <Text size="xs" c="dimmed">
          Each skill is added to its pet's boarding stay; you pay for it with that booking.
        </Text>
        {blocked ? (
          <Alert color="red" p="xs">
            Remove the items marked in red, or book the stay they need, before checking out.
          </Alert>
        ) : null}
        <Button size="md" onClick={onCheckout} loading={pending} disabled={blocked}>
          Checkout
        </Button>
      </Stack>
    </Card>
  );
}
