import { describe, expect, it } from 'vitest';
import { pageTable } from './page-table';
import type { RouteName } from './paths';
import { pageModuleOf } from './router';

describe('page table', () => {
  it('names a page module that exists for every route', () => {
    const missing = (Object.keys(pageTable) as RouteName[]).filter((name) => !pageModuleOf(name));
    expect(missing).toEqual([]);
  });
});
