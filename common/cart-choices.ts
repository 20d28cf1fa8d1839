// A cart item is in the cart until checkout purchases it (decisions.md 34).
export const CART_STATUSES = ['in_cart', 'purchased'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];
