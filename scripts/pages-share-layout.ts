// A Vite plugin (vite.config.ts) for the client build: each signed-in page's module imports the
// signed-in layout's module, as the page's table (web/src/app/page-table.ts) says it is drawn in it.
// Without that import the router loads the two as unrelated chunks, and the bundler copies each
// small module they share (Button, Badge, Transition, Group...) into both: a signed-in page
// downloaded 6-8 KB (Brotli) of modules twice. With it, the page's chunk imports the layout's, and
// a module the layout carries is the page's as well (docs/performance.md, eighth session).
// The import adds nothing to what a page runs: the layout is drawn around every signed-in page.
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { pageTable, signedInLayoutModule } from '../web/src/app/page-table';

/** The absolute paths of the signed-in pages' modules and of the layout's, under web/src. */
export function signedInModules(sourceRoot: string): { pages: Set<string>; layout: string } {
  const file = (module: string) => path.resolve(sourceRoot, `${module}.tsx`);
  const pages = Object.values(pageTable)
    .filter((entry) => entry.access === 'signed-in')
    .map((entry) => file(entry.module));
  return { pages: new Set(pages), layout: file(signedInLayoutModule) };
}

/** A signed-in page's source with the layout's module imported first; any other module's unchanged (undefined). */
export function withLayoutImport(code: string, id: string, modules: { pages: Set<string>; layout: string }): string | undefined {
  if (!modules.pages.has(id)) return undefined;
  // On the page's first line, so that no line of the page moves (see the plugin's transform).
  return `import ${JSON.stringify(modules.layout)};${code}`;
}

export function pagesShareLayoutPlugin(): Plugin {
  let modules: { pages: Set<string>; layout: string };
  return {
    name: 'pawsconnect:pages-share-layout',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(config: ResolvedConfig) {
      modules = signedInModules(path.resolve(config.root, 'src'));
    },
    transform(code, id) {
      // A null map keeps the page's source map: only its first line's columns move.
      const changed = withLayoutImport(code, id, modules);
      return changed === undefined ? undefined : { code: changed, map: null };
    },
  };
}
