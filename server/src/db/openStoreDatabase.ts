import type { AppConfig } from '../config/config';
import { storePaths } from '../config/paths';
import type { Database } from './database';
import { openDatabase } from './openDatabase';

/** The database this configuration names: DATABASE_URL, or PGlite in `${DATA_DIR}/pglite`. */
export function openStoreDatabase(config: AppConfig): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: storePaths(config).pgliteDir });
}
