import fs from 'node:fs';
import { PGlite, type PGliteInterface, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database';
import { MIGRATIONS_FOLDER } from './migrationsFolder';
import * as schema from './schema';

/**
 * What every PGlite of the store is opened with: the extensions the migrations create (pg_trgm
 * for the catalogue's search indexes). A clone keeps its original's extensions.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** Opens the embedded database kept in dataDir, or an in-memory one (dataDir undefined or memory://). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const inMemory = dataDir === undefined || dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...PGLITE_OPTIONS, dataDir: inMemory ? undefined : dataDir });
  return pgliteDatabase(client);
}

/** Wraps an open PGlite client, such as a clone of a test template; close() closes the client. */
export function pgliteDatabase(client: PGliteInterface): Database {
  // clone() is typed as the interface; every PGliteInterface drizzle gets here is a PGlite.
  const db = drizzle({ client: client as PGlite, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
