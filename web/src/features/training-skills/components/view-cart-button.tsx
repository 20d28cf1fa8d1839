import { Link } from 'react-router';
import { Badge, Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { paths } from '../../../app/paths';
import { useCartCount } from '../../../lib/cart-query';

/** decisions.md 32 (routes): View Cart with the number of items in the cart. */
export function ViewCartButton() {
  const count = useCartCount();
  return (
    <Button
      component={Link}
      to={paths.cart}
      variant="light"
      leftSection={<IconShoppingCart size={18} />}
      rightSection={
        <Badge size="sm" circle aria-label={`${count} ${count === 1 ? 'item' : 'items'} in cart`}>
          {count}
        </Badge>
      }
    >
      View Cart
    </Button>
  );
}
