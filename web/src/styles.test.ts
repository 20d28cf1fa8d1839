/// <reference types="node" />
// styles.ts (loaded up front) and app/signed-in-styles.ts (loaded with the signed-in layout)
// import Mantine's CSS per component. This fails when the app uses a component (or a component
// that one it uses is built from) whose CSS is not imported, naming the missing files, and when a
// public page uses a component whose CSS only comes with the signed-in layout.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { pageTable } from './app/page-table';

const webSrc = path.resolve(import.meta.dirname);
const mantine = path.resolve(webSrc, '../../node_modules/@mantine');
const PACKAGES = ['core', 'dates', 'notifications', 'dropzone'] as const;
type MantinePackage = (typeof PACKAGES)[number];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

const importedNames = (source: string, from: RegExp) =>
  [...source.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${from.source}['"]`, 'g'))].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0])
      .filter((name) => name && !name.startsWith('type ')),
  );

/** Every name the given files (default: the whole app) import from each Mantine package. */
function namesUsedBy(files = sourceFiles(webSrc)): Map<MantinePackage, Set<string>> {
  const used = new Map(PACKAGES.map((pkg) => [pkg, new Set<string>()]));
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    for (const pkg of PACKAGES) importedNames(source, new RegExp(`@mantine/${pkg}`)).forEach((name) => used.get(pkg)!.add(name));
  }
  return used;
}

/** Walks a package's ES modules from the given exports; returns the component folders reached. */
function reachedFolders(pkg: MantinePackage, names: Set<string>, coreNames: Set<string>): Set<string> {
  const index = path.join(mantine, pkg, 'esm/index.mjs');
  const exportedFrom = new Map<string, string>();
  for (const match of fs.readFileSync(index, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of match[1].split(','))
      exportedFrom.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!,
        path.resolve(path.dirname(index), match[2]),
      );
  }
  const queue = [...names].flatMap((name) => exportedFrom.get(name) ?? []);
  const seen = new Set<string>();
  const folders = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    // Every folder on the way counts: Radio.Card lives in components/Radio/RadioCard/ and its
    // styles in RadioCard.css, beside Radio.css.
    const within = /esm\/(?:components|utils)\/(.+)\/[^/]+$/.exec(file)?.[1];
    within?.split('/').forEach((folder) => folders.add(folder));
    for (const match of source.matchAll(/from\s*"(\.[^"]+\.mjs)"/g)) queue.push(path.resolve(path.dirname(file), match[1]));
    if (pkg !== 'core') importedNames(source, /@mantine\/core/).forEach((name) => coreNames.add(name));
  }
  return folders;
}

/** The CSS files that the Mantine names used by the given files need. */
function requiredCss(used: Map<MantinePackage, Set<string>>): string[] {
  const coreNames = new Set(used.get('core'));
  const required: string[] = [];
  for (const pkg of PACKAGES.filter((name) => name !== 'core' && used.get(name)!.size > 0)) {
    reachedFolders(pkg, used.get(pkg)!, coreNames);
    required.push(`@mantine/${pkg}/styles.css`);
  }
  for (const folder of reachedFolders('core', coreNames, coreNames)) {
    if (fs.existsSync(path.join(mantine, 'core/styles', `${folder}.css`))) required.push(`@mantine/core/styles/${folder}.css`);
  }
  return required;
}

const resolveLocal = (from: string, specifier: string) =>
  ['.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ext) => path.resolve(path.dirname(from), specifier) + ext)
    .find((file) => fs.existsSync(file));

/**
 * The source files a public page can run before anyone signs in: main.tsx and what it imports,
 * and each page the page table marks 'public' or 'any', with their static imports.
 */
function publicFiles(): string[] {
  const pages = Object.values(pageTable).filter((page) => page.access !== 'signed-in');
  expect(pages.length).toBeGreaterThan(3);
  const queue = [path.join(webSrc, 'main.tsx'), ...pages.map((page) => path.join(webSrc, `${page.module}.tsx`))];
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/^import[^;]*?from\s*'(\.[^']+)'/gm)) {
      const next = resolveLocal(file, match[1]);
      if (next) queue.push(next);
    }
  }
  return [...seen];
}

const importedBy = (file: string) => fs.readFileSync(path.join(webSrc, file), 'utf8');
const missingFrom = (required: string[], styles: string) => required.filter((file) => !styles.includes(`import '${file}';`));

it('imports the CSS of every Mantine component the app uses, and of each package it uses', () => {
  const required = requiredCss(namesUsedBy());
  expect(required).toContain('@mantine/core/styles/Button.css'); // the walk itself works
  expect(missingFrom(required, importedBy('styles.ts') + importedBy('app/signed-in-styles.ts'))).toEqual([]);
});

it('loads up front the CSS of every component a public page uses', () => {
  const files = publicFiles();
  expect(files.some((file) => file.endsWith('landing-page.tsx'))).toBe(true);
  expect(files.some((file) => file.endsWith('protected-layout.tsx'))).toBe(false);
  const required = requiredCss(namesUsedBy(files));
  expect(required).toContain('@mantine/core/styles/PasswordInput.css'); // the sign-in form is reached
  expect(missingFrom(required, importedBy('styles.ts'))).toEqual([]);
});
