import { sql } from 'drizzle-orm';
import type { Database, DbHandle } from '../db/database';

/**
 * Tells the caches of public answers (publicAnswers.ts) that data shown to visitors changed: a
 * module that changes stock, sold counts, recent purchases or pages says so here, passing its
 * transaction when it has one. This process's caches are cleared at once; on PostgreSQL the other
 * processes hear it when that transaction commits (and not at all if it rolls back).
 */
type PublicDataListener = (db: DbHandle | undefined) => void | Promise<void>;

const listeners = new Set<PublicDataListener>();

/** Calls `listener` on every change until the returned function is called. */
export function onPublicDataChange(listener: PublicDataListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function publicDataChanged(db?: DbHandle): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener(db)));
}

/** The PostgreSQL channel on which a change of public data is announced to every API process. */
export const PUBLIC_DATA_CHANNEL = 'topup_public_data';

/**
 * On PostgreSQL, announces each change this process makes to the other processes: NOTIFY, sent on
 * the changing transaction when there is one, so it is heard when that commits. Until the
 * returned function is called.
 */
export function announcePublicDataChanges(database: Database): () => void {
  if (database.kind !== 'postgres') return () => undefined;
  return onPublicDataChange(async (db) => {
    await (db ?? database.db).execute(sql`select pg_notify(${PUBLIC_DATA_CHANNEL}, '')`);
  });
}
