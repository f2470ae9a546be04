import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { seedDatabase } from '../../seed/seedDatabase';
import { CLIENT_SECRET, Clock } from '../auth/accountsStore';
import type { TestBackend } from '../support/backends';
import { createFakeRepo, removeDirs, tempDir } from '../support/fakeRepo';
import { buildTestApp } from '../support/testApp';
import { randomBytes } from 'node:crypto';
import { FLOW_TYPE, type OrderItem } from '@topup/shared/contract';
import { orderSignature } from '@topup/shared/orderConfirm';
import type { DbHandle } from '../../src/db/database';
import { categories, categoryKinds, goodsGroups, products, skuPrices, skus } from '../../src/db/schema';
import { credit } from '../../src/modules/wallet/ledger';

const image = { url: '/media/x.png', width: 64, height: 64 };

export interface TestCatalogue {
  categoryId: bigint;
  productId: bigint;
  /** 60 UC: 99.00 RUB, purchase limit 10, no stock limit. */
  skuId: bigint;
  /** A limited SKU: 500.00 RUB, stock 3. */
  limitedSkuId: bigint;
  /** Priced in RUB only at 0. */
  freeSkuId: bigint;
  /** Off sale. */
  offSkuId: bigint;
}

/** A game with one product asking a player id and a server, and a few SKUs priced in RUB (and USD for the first). */
export async function createCatalogue(db: DbHandle): Promise<TestCatalogue> {
  await db.insert(categoryKinds).values({ key: 'mobile', names: { ru: 'Мобильные', en: 'Mobile' } }).onConflictDoNothing();
  const [category] = await db
    .insert(categories)
    .values({ kind: 'mobile', names: { ru: 'PUBG Mobile', en: 'PUBG Mobile' }, searchText: 'pubg mobile', icon: image })
    .returning();
  const [group] = await db.insert(goodsGroups).values({ categoryId: category!.id, names: { ru: 'UC', en: 'UC' } }).returning();
  const [product] = await db
    .insert(products)
    .values({
      categoryId: category!.id,
      goodsGroupId: group!.id,
      names: { ru: 'PUBG Mobile UC', en: 'PUBG Mobile UC' },
      descriptions: { ru: 'UC', en: 'UC' },
      searchText: 'pubg uc',
      image,
      accountFields: [
        { key: 'playerId', label: { ru: 'ID игрока', en: 'Player ID' }, type: 'text', required: true, pattern: '^\\d{5,12}$', options: [] },
        {
          key: 'server',
          label: { ru: 'Сервер', en: 'Server' },
          type: 'select',
          required: false,
          pattern: null,
          options: [
            { value: 'eu', label: { ru: 'Европа', en: 'Europe' } },
            { value: 'asia', label: { ru: 'Азия', en: 'Asia' } },
          ],
        },
      ],
    })
    .returning();
  const sku = async (values: Partial<typeof skus.$inferInsert>, prices: Record<string, number>) => {
    const [row] = await db
      .insert(skus)
      .values({ productId: product!.id, names: { ru: '60 UC', en: '60 UC' }, purchaseLimit: 10, ...values })
      .returning();
    for (const [currencyName, amount] of Object.entries(prices)) await db.insert(skuPrices).values({ skuId: row!.id, currencyName, amount });
    return row!.id;
  };
  return {
    categoryId: category!.id,
    productId: product!.id,
    skuId: await sku({}, { RUB: 9_900, USD: 199 }),
    limitedSkuId: await sku({ stock: 3 }, { RUB: 50_000 }),
    freeSkuId: await sku({}, { RUB: 0 }),
    offSkuId: await sku({ onSale: false }, { RUB: 9_900 }),
  };
}

/** The confirm link's fields for one SKU and quantity, signed as the catalogue signs them. */
export function confirmLink(skuId: bigint, quantity: number) {
  const items: OrderItem[] = [{ skuId: String(skuId), quantity }];
  return { productSpecDetailIds: JSON.stringify(items), flag: 'info', signStr: orderSignature(items) };
}

/** Puts money into a customer's wallet (a test top-up). */
/** The body of createOrder for one unit of the test SKU, in rubles, to a known player. */
export function rubleOrder(skuId: bigint) {
  return {
    ...confirmLink(skuId, 1),
    locale: 'ru',
    account: { playerId: '5123456781' },
    expectedSubtotal: { currencyName: 'RUB', amount: 9_900 },
    expectedPayAmount: { currencyName: 'RUB', amount: 9_900 },
  };
}

export async function topUp(db: DbHandle, userId: bigint, currencyName: 'RUB' | 'USD', amountMinor: number): Promise<void> {
  await credit(db, {
    userId,
    currencyName,
    amountMinor: BigInt(amountMinor),
    flowType: FLOW_TYPE.TOP_UP,
    idempotencyKey: `test-top-up:${randomBytes(6).toString('hex')}`,
  });
}

export const key = () => randomBytes(12).toString('hex');

export interface OrderStore {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
  catalogue: TestCatalogue;
  /** Closes the app (not the database) and builds a new one on the same database: a restart. */
  restart(): Promise<void>;
}

/** Jobs run only when a test says so (runDue), webhooks and deliveries wait their configured delays. */
export const ORDER_TEST_ENV = { JOB_POLL_MS: '0', JOB_RETRY_BASE_MS: '0', PAYMENT_WEBHOOK_SECRET: 'orders-test-webhook-secret' };

/** The store on one backend, seeded, with the test catalogue and a movable clock. */
export function orderStoreForTests(backend: TestBackend, env: NodeJS.ProcessEnv = {}, logger?: FastifyBaseLogger): OrderStore {
  const handle = { clock: new Clock() } as OrderStore;
  let repoRoot: string;
  let dataDir: string;
  const build = async () => {
    const store = await buildTestApp({ repoRoot, dataDir, database: handle.database, env: { ...ORDER_TEST_ENV, ...env }, now: handle.clock.now, logger });
    handle.app = store.app;
  };
  beforeAll(async () => {
    repoRoot = createFakeRepo({ hostBuilt: false, remotesBuilt: false });
    dataDir = tempDir('topup-orders-');
    handle.database = await backend.migrated();
    await seedDatabase(handle.database, { oauthClientSecret: CLIENT_SECRET, oauthRedirectPaths: ['/login'] }, handle.clock.now());
    handle.catalogue = await createCatalogue(handle.database.db);
    await build();
    handle.restart = async () => {
      await handle.app.close();
      await build();
    };
    // Migrating and seeding the demo data on a busy machine can take a while; a timed-out set-up
    // would drop the database under the queries still running.
  }, 120_000);
  afterAll(async () => {
    await handle.app?.close();
    await handle.database?.close();
    removeDirs(repoRoot, dataDir);
  });
  return handle;
}
