// Words about skills that more than one feature says (the catalogue's eligibility, the cart's 409).
import type { CartStatus } from '../../../common/cart-choices';

/** 'Rex already has Stay with Distance in the cart' / 'Rex already has Stay with Distance (already purchased)'. */
export function alreadyHasMessage(petName: string, skillName: string, status: CartStatus): string {
  return status === 'in_cart'
    ? `${petName} already has ${skillName} in the cart`
    : `${petName} already has ${skillName} (already purchased)`;
}
