import { PGlite } from '@electric-sql/pglite';
import type { Database, DatabaseKind } from '../../src/db/database';
import { PGLITE_OPTIONS, pgliteDatabase } from '../../src/db/pglite';
import { createThrowawayDatabase } from '../../src/db/throwawayPostgres';

/** A database engine the db-level tests run on; every database it hands out is new and private. */
export interface TestBackend {
  kind: DatabaseKind;
  /** No tables at all, not even the migrations' bookkeeping. */
  empty(): Promise<Database>;
  /** Migrated, no data. */
  migrated(): Promise<Database>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server we may create databases on. */
export function testBackends(): TestBackend[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pgliteBackend, postgresBackend(url)] : [pgliteBackend];
}

// A new PGlite runs initdb (2 to 3 s); a clone takes a fraction of that, so each test file makes
// its templates once and clones them.
let emptyTemplate: Promise<PGlite> | undefined;
let migratedTemplate: Promise<PGlite> | undefined;

function templateEmpty(): Promise<PGlite> {
  emptyTemplate ??= PGlite.create(PGLITE_OPTIONS);
  return emptyTemplate;
}

function templateMigrated(): Promise<PGlite> {
  migratedTemplate ??= (async () => {
    const client = (await (await templateEmpty()).clone()) as PGlite;
    await pgliteDatabase(client).migrate();
    return client;
  })();
  return migratedTemplate;
}

/** Closes this test file's PGlite templates (open ones keep jest from exiting); call in afterAll. */
export async function closeTemplates(): Promise<void> {
  const templates = [migratedTemplate, emptyTemplate];
  migratedTemplate = undefined;
  emptyTemplate = undefined;
  for (const template of templates) if (template) await (await template).close();
}

export const pgliteBackend: TestBackend = {
  kind: 'pglite',
  empty: async () => pgliteDatabase(await (await templateEmpty()).clone()),
  migrated: async () => pgliteDatabase(await (await templateMigrated()).clone()),
};

/** Each database is created on the server for one test and dropped when the test closes it. */
function postgresBackend(serverUrl: string): TestBackend {
  const empty = () => createThrowawayDatabase(serverUrl, 'topup_test');
  return {
    kind: 'postgres',
    empty,
    migrated: async () => {
      const database = await empty();
      await database.migrate();
      return database;
    },
  };
}
