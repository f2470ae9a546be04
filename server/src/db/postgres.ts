import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import type { Database } from './database';
import { listenForNotifications } from './listen';
import { MIGRATIONS_FOLDER } from './migrationsFolder';
import * as schema from './schema';

/** Any fixed number: it names the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_ID = 7_318_204_551;

/** Opens a connection pool to a PostgreSQL server. */
export function openPostgres(connectionString: string): Database {
  // A dead server must fail health checks and start-up in seconds, not hang them.
  const pool = new Pool({ connectionString, connectionTimeoutMillis: 5000 });
  // An idle connection the server ends (a restart, an administrator, a dropped test database)
  // is emitted as an error on the pool; pg-pool already discards that client and the next query
  // opens a new one. Without a listener the error would end the whole process.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      // Several API processes may start together on one server: the lock lets exactly one apply
      // each migration while the others wait and then find nothing left to do.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrate(drizzle({ client: connection, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        connection.release();
      }
    },
    listen: (channel, handlers) => listenForNotifications(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}
