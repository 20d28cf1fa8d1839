// scripts/precompress-web.mjs (run by npm run build): twins that decompress to the original,
// only for text files, and only where compression pays.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/precompress-web.mjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-precompress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('writes .br and .gz twins that decompress to the original, and skips what does not shrink', () => {
  const js = `const pets = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `pet ${i}` })))};\n`;
  const css = '.card { padding: 1rem; }\n'.repeat(100);
  const tiny = '<svg/>';
  const font = zlib.brotliCompressSync(Buffer.from('already compressed'.repeat(50)));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/app.js'), js);
  fs.writeFileSync(path.join(dir, 'assets/app.css'), css);
  fs.writeFileSync(path.join(dir, 'tiny.svg'), tiny);
  fs.writeFileSync(path.join(dir, 'assets/font.woff2'), font);

  execFileSync(process.execPath, [script, dir]);

  for (const [file, text] of [
    ['assets/app.js', js],
    ['assets/app.css', css],
  ]) {
    const full = path.join(dir, file);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${full}.br`)).toString(), file).toBe(text);
    expect(zlib.gunzipSync(fs.readFileSync(`${full}.gz`)).toString(), file).toBe(text);
    expect(fs.statSync(`${full}.br`).size, file).toBeLessThan(text.length / 2);
  }
  // Six bytes do not shrink; woff2 is compressed already.
  const leftAlone = ['tiny.svg.br', 'tiny.svg.gz', 'assets/font.woff2.br', 'assets/font.woff2.gz'];
  expect(leftAlone.filter((file) => fs.existsSync(path.join(dir, file)))).toEqual([]);

  // A second run (e.g. npm run build twice without vite emptying the folder) adds no twins of twins.
  execFileSync(process.execPath, [script, dir]);
  expect(fs.readdirSync(path.join(dir, 'assets')).filter((name) => /\.(br|gz)\.(br|gz)$/.test(name))).toEqual([]);
});
