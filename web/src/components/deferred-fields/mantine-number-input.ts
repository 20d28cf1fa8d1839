// The real NumberInput, fetched by NumberField after the page's load (deferred-field.tsx).
export { NumberInput } from '@mantine/core';
