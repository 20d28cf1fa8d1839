// Which HTML file of the build answers a page path. The build writes one per route of the web app
// (scripts/route-pages.ts: index.html plus links to that route's code) and their table,
// pages/routes.json, in the router's order with the catch-all `*` last. A build without the table
// (or a path no pattern matches) is answered with index.html, which loads any route, only later.
// A route with parameters in its path also lists the reads its page makes first with `:name`
// placeholders (`/api/pets/:petId`): its HTML cannot name them, so the server sends them as a
// Link header with the path's values filled in (readsFor, web-app.ts; decisions.md 83).
import fs from 'node:fs';
import path from 'node:path';

/** `reads`: the API URLs, with the pattern's `:name`s in them, that the page asks for first. */
export type RoutePage = { pattern: string; file: string; reads?: string[] };

const TABLE = path.join('pages', 'routes.json');

/** The table of the build in `distDir`, or an empty one when it has none or it cannot be read. */
export function readRoutePages(distDir: string): RoutePage[] {
  const file = path.join(distDir, TABLE);
  if (!fs.existsSync(file)) return [];
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(table) || !table.every(isRoutePage)) throw new Error(`${file} is not a list of { pattern, file }`);
  return table;
}

const isRoutePage = (entry: unknown): entry is RoutePage =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as RoutePage).pattern === 'string' &&
  typeof (entry as RoutePage).file === 'string' &&
  ((entry as RoutePage).reads === undefined ||
    (Array.isArray((entry as RoutePage).reads) && (entry as RoutePage).reads!.every((read) => typeof read === 'string')));

/**
 * React Router's matching for our patterns: literal segments (case-insensitive, as the router
 * does), `:name` for any one segment, `*` for anything; a trailing slash makes no difference.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === given[index].toLowerCase())
  );
}

/** The table's entry for a request URL (path and query), or undefined for index.html. */
export function routePageEntry(table: RoutePage[], url: string): RoutePage | undefined {
  const pathname = url.split('?')[0];
  return table.find((entry) => matchesPattern(entry.pattern, pathname));
}

/** The file for a request URL (path and query), or undefined for index.html. */
export function routePageFor(table: RoutePage[], url: string): string | undefined {
  return routePageEntry(table, url)?.file;
}

/** An id as the API's routes take it (idSchema): digits, no leading zero, at most 2^31-1. */
const isId = (value: string) => /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

/**
 * The entry's reads for a URL, each `:name` replaced by the path's value for it. None when any
 * value is not an id (every parameter of our pages' paths is one): the values go into a response
 * header, so nothing unchecked is echoed, and a page that will only show "not found" reads
 * nothing worth fetching early. None for a URL with a query string either: the query may choose
 * what the page draws first (a tab that reads something else), and an unused preload is a wasted
 * request and a console warning.
 */
export function readsFor(entry: RoutePage, url: string): string[] {
  if (!entry.reads?.length || url.includes('?')) return [];
  const names = entry.pattern.split('/').filter(Boolean);
  const given = url.split('/').filter(Boolean);
  const values = new Map<string, string>();
  for (const [index, segment] of names.entries()) {
    if (!segment.startsWith(':')) continue;
    if (!isId(given[index] ?? '')) return [];
    values.set(segment.slice(1), given[index]);
  }
  const filled = entry.reads.map((read) => read.replace(/:([A-Za-z]+)/g, (placeholder, name: string) => values.get(name) ?? placeholder));
  // A read naming a parameter its path does not have is the build's mistake: fetch nothing for it.
  return filled.filter((read) => !/:[A-Za-z]/.test(read));
}

/** A Link header value preloading API answers as apiRequest fetches them (with the session's cookie). */
export const preloadLinkHeader = (reads: string[]) =>
  reads.map((read) => `<${read}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');
