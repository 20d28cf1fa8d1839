// Compiles the server to JavaScript for `npm start`: an ESM bundle, dist/server/main.js, with
// every npm package left external (loaded from node_modules as usual, so PGlite finds its wasm),
// and the SQL migrations copied beside it (server/db/client.ts reads them next to itself).
// Production runs this with plain `node`: no TypeScript loader, less memory, a faster start.
// Code splitting keeps each dynamic import() a chunk of its own, loaded when first asked for: in
// one file, esbuild would hoist the packages those modules import (the AWS SDK, Stripe's SDK,
// ioredis) to the top and every start would load them, configured or not. The chunks sit beside
// main.js, so a module's import.meta.url still names dist/server.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
// An other folder as the first argument (the compiled-start test builds its own copy).
const outDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist', 'server');

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'server', 'main.ts')],
  outdir: outDir,
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
console.log(`server compiled to ${path.relative(root, outDir)}/main.js`);
