// One item in the cart: the skill, the pet, the price, and the stay it will join at checkout or,
// in red, why it cannot be checked out (the server's words).
import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { DeferredTooltip } from '../../../components/deferred-fields/deferred-tooltip';
import { IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/format';
import { joinsStayText } from '../../../lib/skill-text';
import type { CartItem } from '@common/skill-schemas';

type CartItemCardProps = { item: CartItem; onRemove: () => void; removing: boolean };

export function CartItemCard({ item, onRemove, removing }: CartItemCardProps) {
  const titleId = `cart-item-${item.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} id={titleId}>
            {item.skill.name}
          </Text>
          <Text size="sm">For {item.petName}</Text>
          {item.problem ? (
            <Text size="sm" c="red">
              {item.problem}
            </Text>
          ) : item.stay ? (
            <Text size="sm" c="dimmed">
              {joinsStayText(item.petName, item.stay)}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600}>{formatMoney(item.skill.price)}</Text>
          <DeferredTooltip label="Remove">
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              loading={removing}
              aria-label={`Remove ${item.skill.name} for ${item.petName}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </DeferredTooltip>
        </Group>
      </Group>
    </Card>
  );
}
