// /settings' "Saved cards" (decisions.md 70): the cards saved at checkout, as the provider describes
// them (brand, last four, expiry), to make default or remove. Only the provider holds card data.
import { useState } from 'react';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { SavedCard } from '@common/payment-method-schemas';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialogAfterPage, confirmIntent, preloadConfirmDialog } from '../../../components/confirm-dialog-after-page';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { cardExpiry, cardLabel, useMakeDefaultCard, useRemoveSavedCard, useSavedCards } from '../../../lib/saved-cards';

export function SavedCardsCard() {
  const cards = useSavedCards();
  const makeDefault = useMakeDefaultCard();
  const remove = useRemoveSavedCard();
  const [removing, setRemoving] = useState<SavedCard | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        showSuccessToast('Card removed', `${cardLabel(removing)} was removed.`);
        setRemoving(null);
      },
      onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to remove the card' }),
    });
  };

  const body = () => {
    if (cards.isPending) return <Skeleton height={72} radius="md" />;
    if (cards.isError)
      return (
        <ErrorState title="We couldn't load your saved cards" message={errorMessage(cards.error)} onRetry={() => void cards.refetch()} />
      );
    if (cards.data.length === 0) return <Text c="dimmed">No saved cards yet. You can save a card when you pay at checkout.</Text>;
    return (
      <Stack gap="sm">
        {cards.data.map((card) => (
          <Card key={card.id} withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="sm" wrap="nowrap">
                <IconCreditCard size={22} aria-hidden />
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{cardLabel(card)}</Text>
                    {card.isDefault ? (
                      <Badge size="sm" variant="light">
                        Default
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {cardExpiry(card)}
                  </Text>
                </div>
              </Group>
              <Group gap="xs">
                {!card.isDefault ? (
                  <Button
                    size="xs"
                    variant="light"
                    loading={makeDefault.isPending && makeDefault.variables === card.id}
                    onClick={() =>
                      makeDefault.mutate(card.id, {
                        onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to change the default card' }),
                      })
                    }
                    aria-label={`Make ${cardLabel(card)} the default`}
                  >
                    Make default
                  </Button>
                ) : null}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  {...confirmIntent}
                  onClick={() => {
                    void preloadConfirmDialog();
                    setRemoving(card);
                  }}
                  aria-label={`Remove ${cardLabel(card)}`}
                >
                  Remove
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  };

  return (
    <Card padding="lg" component="section" aria-labelledby="saved-cards-heading">
      <Title order={2} fz="lg" id="saved-cards-heading">
        Saved cards
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Cards you saved at checkout. Your card details are kept by our payment provider, never by PawsConnect.
      </Text>
      {body()}
      <ConfirmDialogAfterPage
        opened={removing !== null}
        title="Remove card"
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing ? `Remove ${cardLabel(removing)}? You will need to enter it again to pay with it.` : null}
      </ConfirmDialogAfterPage>
    </Card>
  );
}
