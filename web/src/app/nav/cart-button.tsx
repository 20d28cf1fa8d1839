// The nav bar's cart icon with the number of items in the cart (issue 10: the count badge the
// skills menu's View Cart button shows, from the same query).
import { ActionIcon, Badge, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCartCount } from '../../lib/cart-query';
import { paths } from '../paths';

/** 'Cart', or 'Cart, 2 items' for screen readers, since the badge itself is only seen. */
export const cartLabel = (count: number) => (count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`);

export function CartButton({ active }: { active: boolean }) {
  const count = useCartCount();
  return (
    <Indicator label={count} size={16} offset={6} disabled={count === 0} processing={false}>
      <ActionIcon
        component={Link}
        to={paths.cart}
        variant={active ? 'light' : 'subtle'}
        color={active ? undefined : 'gray'}
        size="lg"
        radius="xl"
        aria-label={cartLabel(count)}
      >
        <IconShoppingCart size={20} />
      </ActionIcon>
    </Indicator>
  );
}

/** The mobile menu's Cart entry shows the count as a small badge. */
export function CartCountBadge() {
  const count = useCartCount();
  return count === 0 ? null : (
    <Badge size="sm" circle aria-hidden>
      {count}
    </Badge>
  );
}
