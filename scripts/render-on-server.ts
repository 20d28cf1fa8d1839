// What the two prerendering Vite plugins (prerender-landing.ts, route-pages.ts) share: building a
// module of web/src for Node and calling it, writing a page's small hand-written first script into
// the build under a content-hashed name (cached for a year like Vite's own assets), and finding the
// chunks and CSS a page's chunk needs.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type ResolvedConfig, type Rollup } from 'vite';

/**
 * Builds `entry` (relative to web/) for Node and calls `render` with its exports. The scratch
 * directory sits inside the project so that Node finds react and Mantine (left external by the
 * server build) in its node_modules; it is removed once `render` is done (its chunks with it).
 */
export async function renderOnServer<Exports, Result>(
  config: ResolvedConfig,
  entry: string,
  render: (exports: Exports) => Promise<Result> | Result,
): Promise<Result> {
  const scratch = path.resolve(config.root, config.build.outDir, `../.prerender-${path.basename(entry, '.tsx')}`);
  try {
    await build({
      configFile: config.configFile,
      logLevel: 'warn',
      build: { ssr: entry, outDir: scratch, emptyOutDir: true, copyPublicDir: false },
    });
    const exports = (await import(pathToFileURL(path.join(scratch, `${path.basename(entry, '.tsx')}.js`)).href)) as Exports;
    return await render(exports);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

// Every page drawn without the app applies the saved colour scheme before anything else.
const SAVED_COLOR_SCHEME_SCRIPT = 'src/app/prerender/saved-color-scheme.js';

/**
 * The first script of a page drawn without the app: saved-color-scheme.js and web/<source> (each a
 * self-contained IIFE) joined into dist/web/assets/<source's name>-<hash>.js, one file because every
 * request before the first paint costs. Returns that path, relative to dist/web.
 */
export async function emitFirstScript(config: ResolvedConfig, source: string): Promise<string> {
  const outDir = path.resolve(config.root, config.build.outDir);
  const parts = await Promise.all([SAVED_COLOR_SCHEME_SCRIPT, source].map((file) => fs.readFile(path.join(config.root, file), 'utf8')));
  const text = parts.join('\n');
  const file = `assets/${path.basename(source, '.js')}-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 8)}.js`;
  await fs.writeFile(path.join(outDir, file), text);
  return file;
}

/** The build's output chunks (no assets). */
export const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');

/** The chunks these import statically, themselves included (entries aside), and their CSS. */
export function staticClosure(starts: Rollup.OutputChunk[], byFile: Map<string, Rollup.OutputChunk>): { js: string[]; css: string[] } {
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
