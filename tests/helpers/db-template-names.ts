import path from 'node:path';

export const testDataDir = path.resolve('.test-data');

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the dumped migrated data directory; PostgreSQL: the template database name. */
    dbTemplate: string;
  }
}
