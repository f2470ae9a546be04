import { sql } from 'drizzle-orm';
import type { Database } from './database';

/** Whether the database answers a trivial query right now. */
export async function isReachable(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
