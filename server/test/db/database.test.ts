import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { appMeta } from '../../src/db/schema';
import { DEMO_SEED_VERSION, seedDatabase } from '../../seed/seedDatabase';
import { closeTemplates, testBackends } from '../support/backends';
import { createFakeRepo, removeDirs, tempDir } from '../support/fakeRepo';
import { buildTestApp } from '../support/testApp';

afterAll(closeTemplates);

describe.each(testBackends())('on $kind', (backend) => {
  let database: Database | undefined;

  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('applies the migrations to an empty database, and again without effect', async () => {
    database = await backend.empty();
    await database.migrate();
    await database.migrate();
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'access_tokens',
      'activities',
      'activity_blocks',
      'after_sale_orders',
      'after_sale_steps',
      'app_meta',
      'authorization_codes',
      'banners',
      'buyer_order_feed',
      'categories',
      'category_kinds',
      'code_lockouts',
      'code_send_windows',
      'content_pages',
      'coupon_code_attempts',
      'coupon_codes',
      'coupon_templates',
      'customer_contacts',
      'deposit_addresses',
      'deposits',
      'form_submissions',
      'form_uploads',
      'goods_groups',
      'idempotency_keys',
      'invitation_rewards',
      'jobs',
      'labels',
      'mail_outbox',
      'oauth_clients',
      'order_messages',
      'orders',
      'page_sections',
      'pages',
      'payment_webhooks',
      'payments',
      'player_profiles',
      'product_forms',
      'product_labels',
      'product_prices',
      'products',
      'rate_limit_hits',
      'recharges',
      'refresh_tokens',
      'remote_load_failures',
      'remote_origins',
      'remote_registry',
      'remote_registry_history',
      'reviews',
      'sandbox_chain_transfers',
      'sandbox_payments',
      'sandbox_refunds',
      'sign_ins',
      'sku_prices',
      'skus',
      'user_coupons',
      'users',
      'verification_codes',
      'wallet_balances',
      'wallet_ledger',
    ]);
    const applied = await database.db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(applied.rows[0]?.count).toBeGreaterThan(0);
  });

  it('seeds idempotently', async () => {
    database = await backend.migrated();
    await seedDatabase(database);
    await seedDatabase(database);
    const rows = await database.db.select().from(appMeta).where(eq(appMeta.key, 'seed'));
    expect(rows).toEqual([{ key: 'seed', value: DEMO_SEED_VERSION, updatedAt: expect.any(Date) }]);
  });

  it('reports itself healthy through /api/health', async () => {
    const repoRoot = createFakeRepo({ hostBuilt: false, remotesBuilt: false });
    const dataDir = tempDir('topup-data-');
    const store = await buildTestApp({ repoRoot, dataDir, database: await backend.migrated() });
    try {
      const response = await store.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.json()).toEqual({
        code: 1,
        data: { status: 'ok', database: { kind: backend.kind, reachable: true }, version: '0.1.0', uptimeSeconds: expect.any(Number) },
        message: 'success',
      });
    } finally {
      await store.close();
      removeDirs(repoRoot, dataDir);
    }
  });

  it('reports an unreachable database as degraded rather than failing', async () => {
    const repoRoot = createFakeRepo({ hostBuilt: false, remotesBuilt: false });
    const dataDir = tempDir('topup-data-');
    const closed = await backend.migrated();
    const store = await buildTestApp({ repoRoot, dataDir, database: closed });
    try {
      await closed.close();
      const response = await store.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'degraded', database: { kind: backend.kind, reachable: false } });
    } finally {
      await store.app.close();
      removeDirs(repoRoot, dataDir);
    }
  });
});
