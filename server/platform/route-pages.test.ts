import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesPattern, preloadLinkHeader, readRoutePages, readsFor, routePageFor } from './route-pages';

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

  it("fills a page's reads with the path's ids, and gives none for anything else", () => {
    const pet = {
      pattern: '/pets/:petId',
      file: 'pages/pet.html',
      reads: ['/api/pets/:petId', '/api/bookings?when=upcoming&petId=:petId'],
    };
    expect(readsFor(pet, '/pets/12')).toEqual(['/api/pets/12', '/api/bookings?when=upcoming&petId=12']);
    expect(readsFor(pet, '/pets/2147483647/')).toEqual(['/api/pets/2147483647', '/api/bookings?when=upcoming&petId=2147483647']);
    for (const url of ['/pets/x', '/pets/0', '/pets/012', '/pets/2147483648', '/pets/1e3', '/pets/%31', '/pets/12?tab=timeline'])
      expect(readsFor(pet, url), url).toEqual([]);
    expect(readsFor({ pattern: '/pets', file: 'pages/pets.html' }, '/pets')).toEqual([]);
    // A read naming a parameter the path lacks is left out rather than fetched with the placeholder.
    expect(readsFor({ ...pet, reads: ['/api/pets/:petId', '/api/bookings/:bookingId'] }, '/pets/3')).toEqual(['/api/pets/3']);
  });

  it("sends a page's reads whose query changes them for its plain path only (decisions.md 110)", () => {
    const training = { pattern: '/training', file: 'pages/training.html', reads: ['/api/enrollments', '/api/training-programs'] };
    expect(readsFor(training, '/training')).toEqual(['/api/enrollments', '/api/training-programs']);
    expect(readsFor(training, '/training?petId=3')).toEqual([]);
  });

  it('writes reads as one Link header preloading each as apiRequest fetches it', () => {
    expect(preloadLinkHeader(['/api/pets/3', '/api/pets/3/care'])).toBe(
      '</api/pets/3>; rel=preload; as=fetch; crossorigin=use-credentials, </api/pets/3/care>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });

  it('refuses a table whose reads are not a list of strings', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-route-pages-'));
    try {
      fs.mkdirSync(path.join(dir, 'pages'));
      fs.writeFileSync(
        path.join(dir, 'pages', 'routes.json'),
        JSON.stringify([{ pattern: '/pets/:petId', file: 'pages/pet.html', reads: [3] }]),
      );
      expect(() => readRoutePages(dir)).toThrow(/not a list/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
