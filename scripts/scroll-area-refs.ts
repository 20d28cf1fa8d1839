// A Vite plugin (vite.config.ts): Mantine's ScrollArea imports one hook, useMergeRefs, from
// @floating-ui/react, and with it the whole package (about 14 KB compressed) on the first load of
// every page that draws a Table (Table.ScrollContainer is built on ScrollArea) even when nothing on
// it pops up. ScrollArea gets the same hook made from Mantine's own useMergedRef instead
// (web/src/lib/floating-ui-merge-refs.ts); every other importer of floating-ui is left as it is.
// Should Mantine's files move, the pattern stops matching and the build is only heavier, not
// broken; scripts/scroll-area-refs.test.ts notices (decisions.md 101).
import path from 'node:path';
import type { Plugin } from 'vite';

export const MERGE_REFS_SHIM = path.resolve(import.meta.dirname, '../web/src/lib/floating-ui-merge-refs.ts');
const SCROLL_AREA_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/][^\\/]+\.mjs$/;

export function scrollAreaRefsPlugin(): Plugin {
  return {
    name: 'pawsconnect:scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer !== undefined && SCROLL_AREA_MODULE.test(importer) ? MERGE_REFS_SHIM : null;
    },
  };
}
