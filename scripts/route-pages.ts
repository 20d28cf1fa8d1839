// A Vite plugin (vite.config.ts) that writes, after the client build, one HTML file per route of
// the app (dist/web/pages/<route>.html) and their table (dist/web/pages/routes.json). Each is
// index.html with the route's own code named in its head: modulepreload links for the page's chunk
// and the chunks it imports (and the signed-in layout's, for a signed-in page), preload links for
// their CSS. The browser fetches them with the HTML instead of after the app's first script has
// run and asked for them: one round trip less before a page can draw (about 0.3-0.5 s on a phone).
// Each page that is not public also preloads GET /api/user, the question it asks first
// (web/src/main.tsx), and a signed-in page the answers its first screen shows (the page table's `reads`, and the nav
// bar's counts), so they are on their way while the code downloads.
// A route whose page table entry is `prerendered` also carries its page as it first draws
// (web/src/app/prerender/route-shell-prerender.tsx) with the CSS that draws it, and starts the app
// only after that first paint (web/src/app/prerender/page-start.js).
// The server (server/platform/route-pages.ts) sends each path the file of the route it matches,
// and for a route whose reads name its path's parameters (`/api/pets/:petId`), which no HTML
// written once can name, those reads as a Link header with the request's values (decisions.md 83):
// the table carries them.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { chunksOf, emitFirstScript, renderOnServer, staticClosure } from './render-on-server';
import { everyPageReads, pageTable, signedInLayoutModule, signedInLayoutReads } from '../web/src/app/page-table';
import { routePatterns, type RouteName } from '../web/src/app/paths';

export const ROUTE_PAGES_DIR = 'pages';
/** An API answer fetched with the session's cookie, as apiRequest asks for it. */
const readPreload = (url: string) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`;
export type RoutePage = { pattern: string; file: string; reads?: string[] };
/** A read naming a parameter of the path (`/api/pets/:petId`): the server preloads it per request. */
const namesParameter = (url: string) => /[/=]:[A-Za-z]/.test(url);

const SHELL_ENTRY = 'src/app/prerender/route-shell-prerender.tsx';
const START_SCRIPT = 'src/app/prerender/page-start.js';
const APP_ENTRY = 'src/main.tsx';
type ShellRenderer = { prerenderRouteShell: (name: RouteName) => Promise<string> };

type RouteAssets = {
  name: RouteName;
  pattern: string;
  js: string[];
  css: string[];
  fonts: string[];
  reads: string[];
  /** The reads with the path's parameters in them, for the server's Link header. */
  pathReads: string[];
  prerendered: boolean;
};

export function routePagesPlugin(): Plugin {
  let config: ResolvedConfig;
  let bundleWritten = false;
  let routes: RouteAssets[] = [];
  return {
    name: 'pawsconnect:route-pages',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      // The app starts in stages (web/src/main.tsx), each a module the entry imports when its turn comes.
      const startStages = this.getModuleInfo(path.resolve(config.root, APP_ENTRY))?.dynamicallyImportedIds;
      if (!startStages?.length) throw new Error(`route-pages: ${APP_ENTRY} imports no start stages`);
      routes = routeAssets(config, bundle, startStages);
    },
    writeBundle() {
      bundleWritten = true;
    },
    async closeBundle() {
      // A build that failed wrote no bundle: writing beside it would only bury its error under one of ours.
      if (!bundleWritten) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const shell = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
      await fs.mkdir(path.join(outDir, ROUTE_PAGES_DIR), { recursive: true });
      const pages = await renderOnServer(config, SHELL_ENTRY, (entry: ShellRenderer) => drawnPages(entry, routes));
      const startScript = await emitFirstScript(config, START_SCRIPT);
      const table: RoutePage[] = [];
      for (const route of routes) {
        const file = `${ROUTE_PAGES_DIR}/${route.name}.html`;
        const html = withPreloads(shell, route, config.base);
        const page = pages.get(route.name);
        await fs.writeFile(path.join(outDir, file), page ? withPageDrawn(html, page, `${config.base}${startScript}`) : html);
        table.push({ pattern: route.pattern, file, ...(route.pathReads.length > 0 ? { reads: route.pathReads } : {}) });
      }
      await fs.writeFile(path.join(outDir, ROUTE_PAGES_DIR, 'routes.json'), `${JSON.stringify(table, null, 2)}\n`);
    },
  };
}

/** The prerendered routes' pages as they first draw, as HTML. */
async function drawnPages(renderer: ShellRenderer, routes: RouteAssets[]): Promise<Map<RouteName, string>> {
  const pages = new Map<RouteName, string>();
  for (const route of routes) if (route.prerendered) pages.set(route.name, await renderer.prerenderRouteShell(route.name));
  return pages;
}

/** Every route but `/` (prerendered on its own), with the files its page needs, in table order. */
function routeAssets(config: ResolvedConfig, bundle: Rollup.OutputBundle, startStages: readonly string[]): RouteAssets[] {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) => {
    const source = path.resolve(config.root, 'src', `${module}.tsx`);
    // A page's chunk is its module's own; the layout's, which every signed-in page imports
    // (pages-share-layout.ts), is the one chunk that holds it.
    const own = chunks.find((candidate) => candidate.facadeModuleId === source);
    if (own) return own;
    const holders = chunks.filter((candidate) => candidate.moduleIds.includes(source));
    if (holders.length !== 1) throw new Error(`route-pages: no chunk for ${module}.tsx in the build (${holders.length} hold it)`);
    return holders[0];
  };
  const layout = chunkOf(signedInLayoutModule);
  // Every page needs every stage of the app's start: its HTML fetches them up front with the rest of its code.
  const stageChunks = startStages.map((id) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`route-pages: no chunk for the start stage ${id}`);
    return chunk;
  });
  // The app's one font file (fonts.css): every page's text is set in it. Fetched with the HTML, it
  // is there for the first paint, so the text is not drawn in a fallback and then again, wider,
  // when it arrives (which moved the largest contentful paint to the second drawing).
  const fonts = Object.values(bundle)
    .filter((item) => item.type === 'asset' && item.fileName.endsWith('.woff2'))
    .map((item) => item.fileName);
  return (Object.keys(pageTable) as RouteName[])
    .filter((name) => name !== 'home')
    .map((name) => {
      const entry = pageTable[name];
      const signedIn = entry.access === 'signed-in';
      const starts = [...stageChunks, ...(signedIn ? [layout] : []), chunkOf(entry.module)];
      // A public page asks who is signed in only when this browser may hold a session (session.ts):
      // preloading the answer there fetched a 401 for every signed-out visitor.
      const sessionReads = entry.access === 'public' ? [] : everyPageReads;
      const { inHtml, perRequest } = pageReadsByKind(routePatterns[name], entry.reads ?? [], entry.readsVaryWithQuery);
      const reads = [...sessionReads, ...(signedIn ? signedInLayoutReads : []), ...inHtml];
      return {
        name,
        pattern: routePatterns[name],
        reads,
        pathReads: perRequest,
        fonts,
        prerendered: entry.prerendered === true,
        ...staticClosure(starts, byFile),
      };
    });
}

/**
 * A page's reads split in two: those its HTML can name, and those naming its path's parameters
 * (`/api/pets/:petId`), which the server fills in per request (decisions.md 83), or all of them
 * for a page whose query changes what it reads (decisions.md 110). A parameter the path does not
 * have would never be filled in: the build stops on it.
 */
export function pageReadsByKind(pattern: string, reads: string[], varyWithQuery = false): { inHtml: string[]; perRequest: string[] } {
  // Per request, a URL with a query gets none of them (readsFor in server/platform/route-pages.ts).
  const perRequest = varyWithQuery ? reads : reads.filter(namesParameter);
  for (const url of perRequest) {
    const missing = [...url.matchAll(/:[A-Za-z]+/g)].find(([placeholder]) => !pattern.split('/').includes(placeholder));
    if (missing) throw new Error(`route-pages: the read ${url} names ${missing[0]}, which ${pattern} does not have`);
  }
  return { inHtml: reads.filter((url) => !perRequest.includes(url)), perRequest };
}

/**
 * index.html with links for the route's API answers and the files that it does not name already.
 * A prerendered route's CSS is applied (it draws the page in the HTML), any other's only fetched.
 */
export function withPreloads(
  shell: string,
  route: Pick<RouteAssets, 'js' | 'css' | 'fonts' | 'reads' | 'prerendered'>,
  base: string,
): string {
  if (!/\n\s*<\/head>/.test(shell)) throw new Error('route-pages: web/index.html has no </head> line');
  const href = (file: string) => `${base}${file}`;
  const missing = (file: string) => !shell.includes(`href="${href(file)}"`);
  const links = [
    ...route.fonts.map((file) => `    <link rel="preload" as="font" type="font/woff2" crossorigin href="${href(file)}">`),
    ...route.reads.map((url) => `    ${readPreload(url)}`),
    ...route.js.filter(missing).map((file) => `    <link rel="modulepreload" crossorigin href="${href(file)}">`),
    ...route.css
      .filter(missing)
      .map((file) =>
        route.prerendered
          ? `    <link rel="stylesheet" crossorigin href="${href(file)}">`
          : `    <link rel="preload" as="style" crossorigin href="${href(file)}">`,
      ),
  ];
  return shell.replace(/\n\s*<\/head>/, `\n${links.join('\n')}\n  </head>`);
}

/**
 * A route's HTML with its page drawn, inert, in the root element. The app's code (the entry module and the
 * chunks linked for it) waits in a template for `startScript` (web/src/app/prerender/page-start.js),
 * which fetches and starts it after the first paint: the paint needs only the HTML, the CSS and the
 * font, and on a phone's connection ~200 KB of code fetched beside them would hold it back.
 */
export function withPageDrawn(html: string, page: string, startScript: string): string {
  const entry = /\n(\s*)<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry || !html.includes('<div id="root"></div>'))
    throw new Error('route-pages: index.html no longer has one entry script and an empty root');
  const [entryLine, indent, src] = entry;
  const codeLinks = [...html.matchAll(/\n\s*(<link rel="modulepreload"[^>]*>)/g)];
  let drawn = html;
  for (const [line] of codeLinks) drawn = drawn.replace(line, '');
  const code = [`<link rel="modulepreload" crossorigin href="${src}">`, ...codeLinks.map(([, link]) => link)].join('');
  const start = `\n${indent}<template id="app-code">${code}</template>\n${indent}<script src="${startScript}" data-entry="${src}"></script>`;
  // Replacer functions: the page's text may hold `$&` or `$'`, which a replacement string expands.
  // The drawn page is inert (no focus, no clicks) until the app draws over it: its buttons have no
  // code behind them yet, and a click on one would be lost rather than open anything.
  return drawn
    .replace(entryLine, () => start)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered><div inert>${page}</div></div>`);
}
