import { createLogger } from '../app/logger';
import { configOrExit } from '../config/configOrExit';
import type { Database } from '../db/database';
import { openStoreDatabase } from '../db/openStoreDatabase';

/** Runs one maintenance step on the configured database, then closes it; failures exit with 1. */
export async function runCommand(name: string, step: (database: Database) => Promise<void>): Promise<void> {
  const config = configOrExit();
  const logger = createLogger(config.logLevel);
  try {
    const database = await openStoreDatabase(config);
    try {
      await step(database);
    } finally {
      await database.close();
    }
    logger.info(`${name}: done`);
  } catch (error) {
    logger.error({ err: error }, `${name} failed`);
    process.exitCode = 1;
  }
}
