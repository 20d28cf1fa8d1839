// A Vite plugin (vite.config.ts) that writes dist/web/landing.html after the client build: the
// landing page rendered to HTML at build time (web/src/app/prerender/landing-prerender.tsx), with
// the app's global stylesheet and the landing page's own CSS, and no app JavaScript. The server
// sends it for `/` (server/platform/web-app.ts), so the front door is drawn from HTML and CSS
// alone; a small script (landing-enhance.js) swaps in the signed-in header for a signed-in
// visitor. Every other path keeps index.html and the app.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { chunksOf, emitFirstScript, renderOnServer, staticClosure } from './render-on-server';

const PRERENDER_ENTRY = 'src/app/prerender/landing-prerender.tsx';
const ENHANCE_SCRIPT = 'src/app/prerender/landing-enhance.js';
const LANDING_PAGE_MODULE = /features[\\/]landing[\\/]pages[\\/]landing-page\.tsx$/;

type Prerendered = { page: string; signedInHeader: string };

export function prerenderLandingPlugin(): Plugin {
  let config: ResolvedConfig;
  let bundleWritten = false;
  let landingCss: string[] = [];
  return {
    name: 'pawsconnect:prerender-landing',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      landingCss = cssOfLandingPage(bundle);
    },
    writeBundle() {
      bundleWritten = true;
    },
    async closeBundle() {
      // A build that failed wrote no bundle: writing beside it would only bury its error under one of ours.
      if (!bundleWritten) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const prerendered = await renderOnServer(config, PRERENDER_ENTRY, (entry: { prerenderLanding: () => Prerendered }) =>
        entry.prerenderLanding(),
      );
      const enhanceFile = await emitFirstScript(config, ENHANCE_SCRIPT);
      const shell = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
      await fs.writeFile(path.join(outDir, 'landing.html'), landingHtml(shell, prerendered, landingCss, enhanceFile));
    },
  };
}

/** The CSS files the landing page's chunk and the chunks it imports carry, in load order. */
function cssOfLandingPage(bundle: Rollup.OutputBundle): string[] {
  const chunks = chunksOf(bundle);
  const page = chunks.find((chunk) => chunk.facadeModuleId && LANDING_PAGE_MODULE.test(chunk.facadeModuleId));
  if (!page) throw new Error('prerender-landing: the landing page chunk is missing from the build');
  return staticClosure([page], new Map(chunks.map((chunk) => [chunk.fileName, chunk]))).css;
}

/** index.html without the app's scripts, with the landing page's markup and styles. */
export function landingHtml(shell: string, prerendered: Prerendered, css: string[], enhanceFile: string): string {
  const withoutScripts = shell.replace(/\s*<script type="module"[^>]*><\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const styles = css.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">`).join('\n');
  const body =
    `<div id="root">${prerendered.page}</div>\n` +
    `    <template id="signed-in-header">${prerendered.signedInHeader}</template>\n` +
    `    <script src="/${enhanceFile}" defer></script>`;
  const html = withoutScripts
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
    .replace('</head>', `${styles}\n  </head>`)
    .replace('<div id="root"></div>', () => body); // a function: the page's text may hold `$&`
  if (!html.includes('id="signed-in-header"') || !html.includes('data-mantine-color-scheme')) {
    throw new Error('prerender-landing: web/index.html no longer has the expected <html> and root element');
  }
  return html;
}
