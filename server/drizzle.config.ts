import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` works offline from the schema; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './migrations',
});
