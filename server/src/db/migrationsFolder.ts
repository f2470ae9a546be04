import path from 'node:path';

/** server/migrations: the SQL drizzle-kit generates, applied as is on PGlite and PostgreSQL. */
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../migrations');
