import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseSettings {
  /** A PostgreSQL URL; without it the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PGlite's data folder; undefined or memory:// keeps it in memory (tests). */
  pgliteDir: string | undefined;
}

export function openDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.databaseUrl !== undefined) return Promise.resolve(openPostgres(settings.databaseUrl));
  return openPglite(settings.pgliteDir);
}
