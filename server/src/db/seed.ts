import { appMeta } from './schema';
import type { Database } from './database';

/** Bumped whenever the demo data changes, so a store can tell which demo data it holds. */
export const DEMO_SEED_VERSION = '1';

/** Loads the demo data; safe to run on every start. */
export async function seedDatabase(database: Database): Promise<void> {
  await database.db
    .insert(appMeta)
    .values({ key: 'seed', value: DEMO_SEED_VERSION })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: DEMO_SEED_VERSION, updatedAt: new Date() } });
}
