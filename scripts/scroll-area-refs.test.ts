import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MERGE_REFS_SHIM, scrollAreaRefsPlugin } from './scroll-area-refs';
import * as shim from '../web/src/lib/floating-ui-merge-refs';

const scrollAreaDir = path.resolve('node_modules/@mantine/core/esm/components/ScrollArea');
const resolveId = scrollAreaRefsPlugin().resolveId as (source: string, importer?: string) => string | null;

/** Every import of @floating-ui/react in ScrollArea's files, with what it names. */
function floatingUiImports(): { file: string; names: string[] }[] {
  const files = fs.readdirSync(scrollAreaDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mjs'));
  return files.flatMap((file) =>
    [...fs.readFileSync(path.join(scrollAreaDir, file), 'utf8').matchAll(/import \{([^}]*)\} from "@floating-ui\/react";/g)].map(
      (match) => ({
        file: path.join(scrollAreaDir, file),
        names: match[1].split(',').map((name) => name.trim()),
      }),
    ),
  );
}

describe('scrollAreaRefsPlugin', () => {
  it("finds ScrollArea's import of floating-ui where it looks, naming only what the shim has", () => {
    const imports = floatingUiImports();
    expect(imports.length).toBeGreaterThan(0);
    for (const { file, names } of imports) {
      expect(resolveId('@floating-ui/react', file)).toBe(MERGE_REFS_SHIM);
      for (const name of names) expect(shim).toHaveProperty(name);
    }
  });

  it('leaves every other importer of floating-ui, and every other package, alone', () => {
    const popover = path.resolve('node_modules/@mantine/core/esm/components/Popover/Popover.mjs');
    expect(resolveId('@floating-ui/react', popover)).toBeNull();
    expect(resolveId('@floating-ui/react', undefined)).toBeNull();
    expect(resolveId('react', floatingUiImports()[0].file)).toBeNull();
  });
});
