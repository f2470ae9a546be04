import type { FastifyInstance } from 'fastify';
import { createLogger } from './app/logger';
import { buildApp } from './store/buildApp';
import { configOrExit } from './config/configOrExit';
import { storePaths } from './config/paths';
import type { Database } from './db/database';
import { openStoreDatabase } from './db/openStoreDatabase';
import { seedDatabase } from '../seed/seedDatabase';
import { publishRemoteBuilds } from './remotes/publish';

async function main(): Promise<void> {
  const config = configOrExit();
  const logger = createLogger(config.logLevel);
  let database: Database | undefined;
  try {
    database = await openStoreDatabase(config);
    await database.migrate();
    await seedDatabase(database);
    const published = publishRemoteBuilds({
      repoRoot: config.repoRoot,
      releasesDir: storePaths(config).releasesDir,
      warn: (message) => logger.warn(message),
    });
    logger.info({ remotes: published }, 'remote builds published');

    const app = await buildApp({ config, database, logger });
    closeOnSignals(app, database);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    process.stdout.write(`TopUp store is running at http://localhost:${port}\n`);
  } catch (error) {
    logger.fatal({ err: error }, 'the store could not start');
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

/** Finishes in-flight requests, then closes the database, on Ctrl+C or a stop from the system. */
function closeOnSignals(app: FastifyInstance, database: Database): void {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

void main();
