// What Mantine's ScrollArea takes from @floating-ui/react, its one import from that package, made
// from Mantine's own hook: scripts/mantine-trims.ts hands ScrollArea this module instead, so a
// page with a table and no popover does not load floating-ui (decisions.md 101).
import type { Ref, RefCallback } from 'react';
import { useMergedRef } from '@mantine/hooks';

export function useMergeRefs<Instance>(refs: ReadonlyArray<Ref<Instance> | undefined>): RefCallback<Instance> {
  return useMergedRef(...refs);
}
