// Compiles the server to JavaScript for `npm start`: one ESM bundle, dist/server/main.js, with
// every npm package left external (loaded from node_modules as usual, so PGlite finds its wasm),
// and the SQL migrations copied beside it (server/db/client.ts reads them next to itself).
// Production runs this with plain `node`: no TypeScript loader, less memory, a faster start.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist', 'server');

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'server', 'main.ts')],
  outfile: path.join(outDir, 'main.js'),
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
