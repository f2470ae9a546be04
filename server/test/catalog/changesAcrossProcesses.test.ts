import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { productByIdCall } from '@topup/shared/contract';
import { publicDataChanged } from '../../src/app/publicDataChanges';
import { products } from '../../src/db/schema';
import { testBackends } from '../support/backends';
import { answer, catalogStoreForTests, type CatalogStore } from './catalogStore';

// Several API processes on one PostgreSQL: a change one of them makes must clear the kept answers
// of the others (publicAnswers.ts), which hear it by NOTIFY when the change commits.
const postgres = testBackends().filter((backend) => backend.kind === 'postgres');

/** Waits (at most 5 s) until `done` holds: notifications and reconnections take their time. */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 50) {
    if (waited > 5000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A connection of its own to the store's database, as another API process would hold. */
async function otherProcess(store: CatalogStore): Promise<Client> {
  const name = (await store.database.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]?.name;
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const client = new Client({ connectionString: url.toString() });
  // Dropping the store's database at the end ends this connection too.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

const soldCount = async (store: CatalogStore) => (await answer(store, productByIdCall, { locale: 'ru', id: '1011' })).soldCount;

(postgres.length > 0 ? describe.each(postgres) : describe.skip.each([{ kind: 'postgres' }]))('changes across API processes on $kind', (backend) => {
  const store = catalogStoreForTests(backend as (typeof postgres)[number]);
  let other: Client;
  beforeAll(async () => {
    other = await otherProcess(store);
  });
  afterAll(() => other.end());

  it("clears the kept answers when another process's change commits", async () => {
    const before = await soldCount(store);
    await other.query('begin');
    await other.query('update products set sold_count = sold_count + 5 where id = 1011');
    await other.query(`select pg_notify('topup_public_data', '')`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await soldCount(store)).toBe(before);
    await other.query('commit');
    await until(async () => (await soldCount(store)) === before + 5);
  });

  it('announces a change made in a transaction when it commits, and nothing when it rolls back', async () => {
    const heard: string[] = [];
    other.on('notification', (message) => heard.push(message.channel));
    await other.query('listen topup_public_data');
    await expect(
      store.database.db.transaction(async (tx) => {
        await publicDataChanged(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
    await store.database.db.transaction((tx) => publicDataChanged(tx));
    await until(async () => heard.length === 1);
    await other.query('unlisten topup_public_data');
  });

  it('listens again after losing its connection, and forgets what it kept meanwhile', async () => {
    const before = await soldCount(store);
    await store.database.db.update(products).set({ soldCount: before + 1 }).where(eq(products.id, 1011n));
    expect(await soldCount(store)).toBe(before);
    const ended = await other.query(`select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`);
    expect(ended.rows).toHaveLength(1);
    await until(async () => (await soldCount(store)) === before + 1);
  });
});
