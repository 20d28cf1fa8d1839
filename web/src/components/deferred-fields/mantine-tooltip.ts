// The real Tooltip, fetched by DeferredTooltip after the page's load (deferred-field.tsx).
export { Tooltip } from '@mantine/core';
