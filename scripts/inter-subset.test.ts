import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_FONT, APP_WEIGHTS, interSubset, latinCharacters } from './inter-subset';

describe('the app font (inter-subset)', () => {
  it('is what the script makes from the installed package: run it again after updating @fontsource-variable/inter', async () => {
    const made = await interSubset();
    expect(made.equals(fs.readFileSync(APP_FONT))).toBe(true);
    // The cut is worth its file: a third smaller than the package's.
    const original = fs.statSync(path.resolve('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).size;
    expect(made.length).toBeLessThan(original * 0.7);
  });

  it("keeps the package's latin characters: Latin-1, the euro, typographic quotes and dashes", async () => {
    const text = await latinCharacters();
    for (const character of ['A', 'z', 'é', 'ß', 'ÿ', '€', '“', '”', '—', '…', '™']) expect(text).toContain(character);
    expect(text).not.toContain('Ā');
  });

  it('declares the weights it carries, which are the ones the app sets', () => {
    const css = fs.readFileSync(path.resolve('web/src/fonts.css'), 'utf8');
    expect(css).toContain(`font-weight: ${APP_WEIGHTS.min} ${APP_WEIGHTS.max};`);
    expect(css).toContain(`url('./fonts/${path.basename(APP_FONT)}')`);
    // Every weight the built CSS and the components set lies in that range.
    const sources = fs
      .readdirSync(path.resolve('web/src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|css)$/.test(file));
    for (const file of sources) {
      const text = fs.readFileSync(path.resolve('web/src', file), 'utf8');
      for (const match of text.matchAll(/(?:\bfw=\{|fontWeight:\s*'?|font-weight:\s*)(\d{3})\b/g)) {
        const weight = Number(match[1]);
        expect({ file, weight, inRange: weight >= APP_WEIGHTS.min && weight <= APP_WEIGHTS.max }).toEqual({ file, weight, inRange: true });
      }
    }
  });
});
