import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Listening, NotificationHandlers } from './listen';
import type * as schema from './schema';

export type Schema = typeof schema;
export type DatabaseKind = 'pglite' | 'postgres';

/** What raw SQL (db.execute) answers on both drivers: PGlite's Results and pg's QueryResult share `rows`. */
export interface RowsResult<Row> {
  rows: Row[];
}

export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** The Drizzle API both drivers share: queries written against it run on PGlite and PostgreSQL. */
export type AppDatabase = PgDatabase<RowsResultHKT, Schema>;

/**
 * The database or an open transaction (a Drizzle transaction is a database too). Services that
 * must be able to run inside a caller's transaction, such as the wallet's debit, take one; their
 * own steps run in a nested transaction (a savepoint inside the caller's).
 */
export type DbHandle = AppDatabase;

/** An open database of the store, whichever engine is behind it. */
export interface Database {
  kind: DatabaseKind;
  db: AppDatabase;
  /** Applies server/migrations with the driver's own migrator; already applied ones are skipped. */
  migrate(): Promise<void>;
  /**
   * PostgreSQL only: hears NOTIFY on `channel`, sent by any process on this database. PGlite lives
   * in one process, which hears its own changes without it.
   */
  listen?(channel: string, handlers: NotificationHandlers): Listening;
  close(): Promise<void>;
}
