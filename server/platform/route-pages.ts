// Which HTML file of the build answers a page path. The build writes one per route of the web app
// (scripts/route-pages.ts: index.html plus links to that route's code) and their table,
// pages/routes.json, in the router's order with the catch-all `*` last. A build without the table
// (or a path no pattern matches) is answered with index.html, which loads any route, only later.
import fs from 'node:fs';
import path from 'node:path';

export type RoutePage = { pattern: string; file: string };

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
  typeof (entry as RoutePage).file === 'string';

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

/** The file for a request URL (path and query), or undefined for index.html. */
export function routePageFor(table: RoutePage[], url: string): string | undefined {
  const pathname = url.split('?')[0];
  return table.find((entry) => matchesPattern(entry.pattern, pathname))?.file;
}
