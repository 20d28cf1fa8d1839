/** Below Mantine's sm (48em, 768px): the phone layout (the nav bar's menu, the toasts at the bottom). */
export const PHONE_QUERY = '(max-width: 47.99em)';
