// A Vite plugin (vite.config.ts) that hands two of Mantine's modules a lighter import, where a
// static property or a single hook would otherwise bring a whole package into the first load of
// every page that draws a table (decisions.md 101):
// - ScrollArea imports one hook, useMergeRefs, from @floating-ui/react, and with it the whole
//   package (about 14 KB compressed). It gets the same hook made from Mantine's own useMergedRef
//   (web/src/lib/floating-ui-merge-refs.ts); every other importer of floating-ui is left as it is.
// - Table carries Table.ScrollContainer as a property, built on ScrollArea (about 6 KB), so no
//   bundler can leave it out of a page that draws a table. It gets a container scrolling with the
//   browser's own scrollbars (web/src/components/table-scroll-container.tsx), which is what the
//   app's tables use (ScrollRegion).
// Should Mantine's files move, a pattern stops matching and the build is only heavier, not
// broken; scripts/mantine-trims.test.ts notices.
import path from 'node:path';
import type { Plugin } from 'vite';

const mantineComponent = (folder: string, file = '[^\\\\/]+') =>
  new RegExp(`[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${folder}[\\\\/]${file}\\.mjs$`);

export const MERGE_REFS_SHIM = path.resolve(import.meta.dirname, '../web/src/lib/floating-ui-merge-refs.ts');
export const TABLE_SCROLL_SHIM = path.resolve(import.meta.dirname, '../web/src/components/table-scroll-container.tsx');

/** Each trim: an import (`source`) from the modules matching `importer`, and what they get instead. */
export const mantineTrims = [
  { importer: mantineComponent('ScrollArea'), source: '@floating-ui/react', replacement: MERGE_REFS_SHIM },
  { importer: mantineComponent('Table', 'Table'), source: './TableScrollContainer.mjs', replacement: TABLE_SCROLL_SHIM },
];

export function mantineTrimsPlugin(): Plugin {
  return {
    name: 'pawsconnect:mantine-trims',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined) return null;
      return mantineTrims.find((trim) => trim.source === source && trim.importer.test(importer))?.replacement ?? null;
    },
  };
}
