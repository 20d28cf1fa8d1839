import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MERGE_REFS_SHIM, TABLE_SCROLL_SHIM, mantineTrimsPlugin } from './mantine-trims';
import * as mergeRefsShim from '../web/src/lib/floating-ui-merge-refs';

const components = path.resolve('node_modules/@mantine/core/esm/components');
const resolveId = mantineTrimsPlugin().resolveId as (source: string, importer?: string) => string | null;

/** Every import of `source` in the .mjs files under `folder`, with the names it imports. */
function importsOf(folder: string, source: string): { file: string; names: string[] }[] {
  const dir = path.join(components, folder);
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mjs'));
  const pattern = new RegExp(`import \\{([^}]*)\\} from "${source.replace(/[./]/g, '\\$&')}";`, 'g');
  return files.flatMap((file) =>
    [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(pattern)].map((match) => ({
      file: path.join(dir, file),
      names: match[1].split(',').map((name) => name.trim()),
    })),
  );
}

describe('mantineTrimsPlugin', () => {
  it("finds ScrollArea's import of floating-ui where it looks, naming only what the shim has", () => {
    const imports = importsOf('ScrollArea', '@floating-ui/react');
    expect(imports.length).toBeGreaterThan(0);
    for (const { file, names } of imports) {
      expect(resolveId('@floating-ui/react', file)).toBe(MERGE_REFS_SHIM);
      for (const name of names) expect(mergeRefsShim).toHaveProperty(name);
    }
  });

  it("finds Table's import of its scroll container, the one module in Table that imports ScrollArea", () => {
    const imports = importsOf('Table', './TableScrollContainer.mjs');
    expect(imports.map(({ file }) => path.basename(file))).toEqual(['Table.mjs']);
    expect(resolveId('./TableScrollContainer.mjs', imports[0].file)).toBe(TABLE_SCROLL_SHIM);
    // A .tsx module, read as text: this project's TypeScript has no JSX.
    const shimSource = fs.readFileSync(TABLE_SCROLL_SHIM, 'utf8');
    for (const name of imports[0].names) expect(shimSource).toMatch(new RegExp(`^export function ${name}\\b`, 'm'));
    expect(importsOf('Table', '../ScrollArea/ScrollArea.mjs').map(({ file }) => path.basename(file))).toEqual(['TableScrollContainer.mjs']);
  });

  it('leaves every other importer, and every other package, alone', () => {
    const popover = path.join(components, 'Popover/Popover.mjs');
    expect(resolveId('@floating-ui/react', popover)).toBeNull();
    expect(resolveId('@floating-ui/react', undefined)).toBeNull();
    expect(resolveId('react', importsOf('ScrollArea', '@floating-ui/react')[0].file)).toBeNull();
    expect(resolveId('./TableScrollContainer.mjs', path.join(components, 'Table/Table.components.mjs'))).toBeNull();
  });
});
