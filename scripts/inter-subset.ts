// Makes the app's one font file, web/src/fonts/inter-latin-wght-400-800.woff2, from the Inter that
// @fontsource-variable/inter ships: the same latin characters (its CSS's unicode-range), with the
// weight axis cut to the weights the app sets, 400 to 800 (fonts.css), where the package's file
// carries 100 to 900. Every page fetches the font before its first paint: 31.5 KB instead of 48
// (decisions.md 110). The text at 400 is drawn exactly as before; between 400 and 800 harfbuzz
// recomputes the outlines' deltas, a difference of a few anti-aliased pixels.
// Run it again after updating the package (scripts/inter-subset.test.ts fails until then):
//   npx tsx scripts/inter-subset.ts
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const packageDir = path.resolve(import.meta.dirname, '../node_modules/@fontsource-variable/inter');
const SOURCE_FONT = path.join(packageDir, 'files/inter-latin-wght-normal.woff2');
const SOURCE_CSS = path.join(packageDir, 'wght.css');
export const APP_FONT = path.resolve(import.meta.dirname, '../web/src/fonts/inter-latin-wght-400-800.woff2');
export const APP_WEIGHTS = { min: 400, max: 800 } as const;

/** The characters of the package's latin file: the unicode-range its CSS gives that file. */
export async function latinCharacters(): Promise<string> {
  const css = await fs.readFile(SOURCE_CSS, 'utf8');
  const block = css.split('/* inter-latin-wght-normal */')[1];
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`inter-subset: no unicode-range for the latin file in ${SOURCE_CSS}`);
  let text = '';
  for (const part of range.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

export async function interSubset(): Promise<Buffer> {
  return subsetFont(await fs.readFile(SOURCE_FONT), await latinCharacters(), {
    targetFormat: 'woff2',
    variationAxes: { wght: APP_WEIGHTS },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const font = await interSubset();
  await fs.writeFile(APP_FONT, font);
  console.log(`inter-subset: ${path.relative(process.cwd(), APP_FONT)}, ${font.length} bytes`);
}
