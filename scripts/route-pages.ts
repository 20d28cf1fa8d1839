// A Vite plugin (vite.config.ts) that writes, after the client build, one HTML file per route of
// the app (dist/web/pages/<route>.html) and their table (dist/web/pages/routes.json). Each is
// index.html with the route's own code named in its head: modulepreload links for the page's chunk
// and the chunks it imports (and the signed-in layout's, for a signed-in page), preload links for
// their CSS. The browser fetches them with the HTML instead of after the app's first script has
// run and asked for them: one round trip less before a page can draw (about 0.3-0.5 s on a phone).
// Each also preloads GET /api/user, the question every page asks first (web/src/main.tsx), and
// a signed-in page the answers its first screen shows (the page table's `reads`, and the nav
// bar's counts), so they are on their way while the code downloads.
// The server (server/platform/route-pages.ts) sends each path the file of the route it matches.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { everyPageReads, pageTable, signedInLayoutModule, signedInLayoutReads } from '../web/src/app/page-table';
import { routePatterns, type RouteName } from '../web/src/app/paths';

export const ROUTE_PAGES_DIR = 'pages';
/** An API answer fetched with the session's cookie, as apiRequest asks for it. */
const readPreload = (url: string) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`;
export type RoutePage = { pattern: string; file: string };

type RouteAssets = { name: RouteName; pattern: string; js: string[]; css: string[]; reads: string[] };

export function routePagesPlugin(): Plugin {
  let config: ResolvedConfig;
  let routes: RouteAssets[] = [];
  return {
    name: 'pawsconnect:route-pages',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      routes = routeAssets(config, bundle);
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const shell = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
      await fs.mkdir(path.join(outDir, ROUTE_PAGES_DIR), { recursive: true });
      const table: RoutePage[] = [];
      for (const route of routes) {
        const file = `${ROUTE_PAGES_DIR}/${route.name}.html`;
        await fs.writeFile(path.join(outDir, file), withPreloads(shell, route, config.base));
        table.push({ pattern: route.pattern, file });
      }
      await fs.writeFile(path.join(outDir, ROUTE_PAGES_DIR, 'routes.json'), `${JSON.stringify(table, null, 2)}\n`);
    },
  };
}

/** Every route but `/` (prerendered on its own), with the files its page needs, in table order. */
function routeAssets(config: ResolvedConfig, bundle: Rollup.OutputBundle): RouteAssets[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) => {
    const source = path.resolve(config.root, 'src', `${module}.tsx`);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === source);
    if (!chunk) throw new Error(`route-pages: no chunk for ${module}.tsx in the build`);
    return chunk;
  };
  const layout = chunkOf(signedInLayoutModule);
  return (Object.keys(pageTable) as RouteName[])
    .filter((name) => name !== 'home')
    .map((name) => {
      const entry = pageTable[name];
      const signedIn = entry.access === 'signed-in';
      const starts = signedIn ? [layout, chunkOf(entry.module)] : [chunkOf(entry.module)];
      const reads = [...everyPageReads, ...(signedIn ? signedInLayoutReads : []), ...(entry.reads ?? [])];
      return { name, pattern: routePatterns[name], reads, ...staticClosure(starts, byFile) };
    });
}

/** The chunks these import statically, themselves included (entries aside), and their CSS. */
function staticClosure(starts: Rollup.OutputChunk[], byFile: Map<string, Rollup.OutputChunk>): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const visit = (chunk: Rollup.OutputChunk) => {
    if (chunk.isEntry || js.includes(chunk.fileName)) return;
    js.push(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
    for (const file of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(file)) css.push(file);
  };
  starts.forEach(visit);
  return { js, css };
}

/** index.html with links for the route's API answers and the files that it does not name already. */
export function withPreloads(shell: string, route: Pick<RouteAssets, 'js' | 'css' | 'reads'>, base: string): string {
  if (!/\n\s*<\/head>/.test(shell)) throw new Error('route-pages: web/index.html has no </head> line');
  const href = (file: string) => `${base}${file}`;
  const missing = (file: string) => !shell.includes(`href="${href(file)}"`);
  const links = [
    ...route.reads.map((url) => `    ${readPreload(url)}`),
    ...route.js.filter(missing).map((file) => `    <link rel="modulepreload" crossorigin href="${href(file)}">`),
    ...route.css.filter(missing).map((file) => `    <link rel="preload" as="style" crossorigin href="${href(file)}">`),
  ];
  return shell.replace(/\n\s*<\/head>/, `\n${links.join('\n')}\n  </head>`);
}
