// /cart (decisions.md 32): the items with the stay each joins, the order summary, Checkout,
// Continue Shopping, and 'Your cart is empty'. Checkout empties the cart and goes to /bookings.
import { Link } from 'react-router';
import { useNavigate } from '../../../app/routing/use-navigate';
import { Button, Grid, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconShoppingCartOff } from '@tabler/icons-react';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../app/paths';
import { useCart } from '../../../lib/cart-query';
import { reportMutationError } from '../../../lib/report-mutation-error';
import type { CartItem, CheckoutResult } from '@common/skill-schemas';
import { showSuccessToast } from '../../../lib/toasts';
import { useCheckout } from '../api/checkout';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { CartItemCard } from '../components/cart-item-card';
import { OrderSummary } from '../components/order-summary';

const continueShopping = (
  <Button component={Link} to={paths.trainingSkills} variant="default" leftSection={<IconArrowLeft size={18} />}>
    Continue Shopping
  </Button>
);

export default function CartPage() {
  const cart = useCart();
  return (
    <>
      <PageHeader
        title="Your Cart"
        description="Training skills for your pets' boarding stays."
        action={cart.data?.length ? continueShopping : undefined}
      />
      <ListState
        query={cart}
        loading={{ count: 2, skeleton: <Skeleton height={96} radius="md" />, label: 'Loading your cart' }}
        empty={{
          icon: <IconShoppingCartOff size={28} />,
          title: 'Your cart is empty',
          text: 'Add training skills from the Skills Menu for a pet with an upcoming boarding stay.',
          action: continueShopping,
        }}
        errorTitle="Failed to fetch cart"
      >
        {(items) => <CartContents items={items} />}
      </ListState>
    </>
  );
}

function CartContents({ items }: { items: CartItem[] }) {
  const navigate = useNavigate();
  const checkout = useCheckout();
  const remove = useRemoveCartItem();

  const removeItem = (item: CartItem) =>
    remove.mutate(item.id, {
      onSuccess: () => showSuccessToast('Item removed', `${item.skill.name} for ${item.petName} is no longer in your cart.`),
      onError: (error) => reportMutationError(error, { title: 'Failed to remove item' }),
    });

  // Awaited rather than mutate's own callbacks: the checkout empties the cart, and the refreshed
  // (empty) cart can unmount this list before those callbacks would run, losing the toast and the
  // move to the payment.
  const checkOut = async () => {
    let result: CheckoutResult;
    try {
      result = await checkout.mutateAsync(items.map((item) => item.id));
    } catch (error) {
      reportMutationError(error, { title: 'Checkout failed' });
      return;
    }
    // Straight on to paying what the skills added: each stay that grew, one after another.
    const [first, ...rest] = result.bookings.map((booking) => booking.id);
    showSuccessToast('Checkout complete', 'Your training skills have been added to your stay. Pay the new balance to confirm them.');
    void navigate(first === undefined ? paths.bookings : paths.checkout(first, rest));
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          {items.map((item) => (
            <CartItemCard
              key={item.id}
              item={item}
              onRemove={() => removeItem(item)}
              removing={remove.isPending && remove.variables === item.id}
            />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <OrderSummary items={items} onCheckout={checkOut} pending={checkout.isPending} />
      </Grid.Col>
    </Grid>
  );
}
