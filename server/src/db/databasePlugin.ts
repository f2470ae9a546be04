import fp from 'fastify-plugin';
import type { Database } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store's open database (opened and migrated by the caller, which also closes it). */
    database: Database;
  }
}

export interface DatabasePluginOptions {
  database: Database;
}

/** The database, decorated on the root so every plugin that names 'database' finds it. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { database }) => {
    app.decorate('database', database);
  },
  { name: 'database' },
);
