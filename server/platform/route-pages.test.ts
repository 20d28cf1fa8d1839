import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesPattern, readRoutePages, routePageFor } from './route-pages';

describe('route pages', () => {
  it('matches literal segments without regard to case, :params as one segment and * as anything', () => {
    expect(matchesPattern('/pets', '/pets')).toBe(true);
    expect(matchesPattern('/pets', '/Pets/')).toBe(true);
    expect(matchesPattern('/pets/:petId', '/pets/12')).toBe(true);
    expect(matchesPattern('/pets/:petId', '/pets')).toBe(false);
    expect(matchesPattern('/pets/:petId', '/pets/12/vet-records')).toBe(false);
    expect(matchesPattern('/bookings/new', '/bookings/old')).toBe(false);
    expect(matchesPattern('*', '/any/thing')).toBe(true);
  });

  it('picks the first route that matches a URL, query aside', () => {
    const table = [
      { pattern: '/pets/:petId', file: 'pages/pet.html' },
      { pattern: '/pets/:petId/vet-records', file: 'pages/petVetRecords.html' },
      { pattern: '*', file: 'pages/notFound.html' },
    ];
    expect(routePageFor(table, '/pets/4?tab=timeline')).toBe('pages/pet.html');
    expect(routePageFor(table, '/pets/4/vet-records')).toBe('pages/petVetRecords.html');
    expect(routePageFor(table, '/elsewhere')).toBe('pages/notFound.html');
    expect(routePageFor([], '/pets/4')).toBeUndefined();
  });

  it('reads no table from a build without one, and refuses a malformed one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-route-pages-'));
    try {
      expect(readRoutePages(dir)).toEqual([]);
      fs.mkdirSync(path.join(dir, 'pages'));
      fs.writeFileSync(path.join(dir, 'pages', 'routes.json'), JSON.stringify([{ pattern: '/auth' }]));
      expect(() => readRoutePages(dir)).toThrow(/not a list of \{ pattern, file \}/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
