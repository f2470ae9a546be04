import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Database } from './database';
import { openPostgres } from './postgres';

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (which must allow creating
 * databases), dropped when it is closed. Tests and the benchmark use it so they never touch the
 * database the URL names.
 */
export async function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<Database> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
