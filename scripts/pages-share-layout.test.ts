import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTable } from '../web/src/app/page-table';
import { signedInModules, withLayoutImport } from './pages-share-layout';

const sourceRoot = path.resolve('/repo/web/src');
const modules = signedInModules(sourceRoot);
const file = (module: string) => path.join(sourceRoot, `${module}.tsx`);

describe('signedInModules', () => {
  it("names every signed-in page's module and the layout's, and no public page's", () => {
    expect(modules.layout).toBe(file('app/protected-layout'));
    expect(modules.pages.has(file(pageTable.pets.module))).toBe(true);
    expect(modules.pages.has(file(pageTable.adminSettings.module))).toBe(true);
    expect(modules.pages.has(file(pageTable.auth.module))).toBe(false);
    expect(modules.pages.has(file(pageTable.notFound.module))).toBe(false);
    const signedIn = Object.values(pageTable).filter((entry) => entry.access === 'signed-in');
    expect(modules.pages.size).toBe(new Set(signedIn.map((entry) => entry.module)).size);
  });
});

describe('withLayoutImport', () => {
  const source = "import { Title } from '@mantine/core';\nexport function PetsPage() {}\n";

  it("imports the layout first in a signed-in page, on the page's first line", () => {
    const changed = withLayoutImport(source, file(pageTable.pets.module), modules);
    expect(changed).toBe(`import ${JSON.stringify(modules.layout)};${source}`);
    expect(changed!.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('leaves a public page, the layout itself and any other module alone', () => {
    expect(withLayoutImport(source, file(pageTable.auth.module), modules)).toBeUndefined();
    expect(withLayoutImport(source, modules.layout, modules)).toBeUndefined();
    expect(withLayoutImport(source, file('lib/format'), modules)).toBeUndefined();
  });
});
