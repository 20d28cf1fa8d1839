// The real Select, fetched by SelectField after the page's load (deferred-field.tsx).
export { Select } from '@mantine/core';
