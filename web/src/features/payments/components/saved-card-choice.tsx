// The checkout's choice between the owner's saved cards and a new one (decisions.md 70): the
// default is chosen first; "Use a new card" shows the card form with "Save this card".
import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { SavedCard } from '@common/payment-method-schemas';
import { cardExpiry, cardLabel } from '../../../lib/saved-cards';

export type CardChoice = number | 'new';

/** The default card, else the first, else a new card. */
export const initialChoice = (cards: SavedCard[]): CardChoice => (cards.find((card) => card.isDefault) ?? cards[0])?.id ?? 'new';

type Props = { cards: SavedCard[]; value: CardChoice; onChange: (choice: CardChoice) => void; disabled?: boolean };

export function SavedCardChoice({ cards, value, onChange, disabled }: Props) {
  return (
    <Radio.Group
      label="Pay with"
      value={String(value)}
      onChange={(next) => onChange(next === 'new' ? 'new' : Number(next))}
      name="saved-card"
    >
      <Stack gap="xs" mt="xs">
        {cards.map((card) => (
          <Radio
            key={card.id}
            value={String(card.id)}
            disabled={disabled}
            label={
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {cardLabel(card)}
                </Text>
                {card.isDefault ? (
                  <Badge size="xs" variant="light">
                    Default
                  </Badge>
                ) : null}
                <Text size="xs" c="dimmed">
                  {cardExpiry(card)}
                </Text>
              </Group>
            }
          />
        ))}
        <Radio value="new" label="Use a new card" disabled={disabled} />
      </Stack>
    </Radio.Group>
  );
}
