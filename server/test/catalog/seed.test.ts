import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CatalogImage } from '@topup/shared/contract';
import type { Database } from '../../src/db/database';
import * as schema from '../../src/db/schema';
import { ACCOUNT_FIELDS } from '../../seed/catalog/accountFields';
import { seedCatalog } from '../../seed/catalog/seedCatalog';
import { svgSize } from '../../seed/svgSize';
import { accountFieldIn } from '../../src/modules/catalog/products';
import { MEDIA_FOLDER, MEDIA_PREFIX } from '../../src/static/catalogMedia';
import { closeTemplates, testBackends } from '../support/backends';

afterAll(closeTemplates);

const CATALOG_TABLES: Record<string, PgTable> = {
  category_kinds: schema.categoryKinds,
  categories: schema.categories,
  goods_groups: schema.goodsGroups,
  products: schema.products,
  skus: schema.skus,
  sku_prices: schema.skuPrices,
  product_prices: schema.productPrices,
  labels: schema.labels,
  product_labels: schema.productLabels,
  banners: schema.banners,
  pages: schema.pages,
  page_sections: schema.pageSections,
  activities: schema.activities,
  activity_blocks: schema.activityBlocks,
  reviews: schema.reviews,
  buyer_order_feed: schema.buyerOrderFeed,
  customer_contacts: schema.customerContacts,
};

async function counts(database: Database): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(CATALOG_TABLES)) {
    const [row] = await database.db.select({ rows: count() }).from(table);
    result[name] = row?.rows ?? 0;
  }
  return result;
}

describe.each(testBackends())('the demo catalogue on $kind', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await backend.migrated();
    await seedCatalog(database.db);
  });
  afterAll(() => database.close());

  it('seeds every table of the catalogue', async () => {
    expect(await counts(database)).toEqual({
      category_kinds: 3,
      categories: 11,
      goods_groups: 11,
      products: 22,
      skus: 82,
      sku_prices: 405,
      product_prices: 109,
      labels: 4,
      product_labels: 20,
      banners: 6,
      pages: 1,
      page_sections: 4,
      activities: 1,
      activity_blocks: 3,
      reviews: 20,
      buyer_order_feed: 36,
      customer_contacts: 3,
    });
  });

  it('seeds again without a new row, keeping what the store changed itself', async () => {
    const before = await counts(database);
    await database.db.update(schema.products).set({ onSale: false, soldCount: 20000 }).where(eq(schema.products.id, 1011n));
    await database.db.update(schema.skus).set({ stock: 3 }).where(eq(schema.skus.id, 11111n));
    await seedCatalog(database.db);
    expect(await counts(database)).toEqual(before);
    const [product] = await database.db.select().from(schema.products).where(eq(schema.products.id, 1011n));
    expect(product).toMatchObject({ onSale: false, soldCount: 20000 });
    const [sku] = await database.db.select().from(schema.skus).where(eq(schema.skus.id, 11111n));
    expect(sku?.stock).toBe(3);
  });

  it('keeps store rows apart from the demo ids: new rows count up from one million', async () => {
    const [kind] = await database.db
      .insert(schema.categories)
      .values({ kind: 'pc', names: { ru: 'Тест', en: 'Test' }, searchText: 'тест test', icon: { url: '/media/games/steam.webp', width: 160, height: 160 } })
      .returning({ id: schema.categories.id });
    expect(kind?.id).toBe(1_000_000n);
  });

  it('refers only to image files in the repository, with their true sizes', async () => {
    const images: CatalogImage[] = [];
    for (const row of await database.db.select().from(schema.categories)) images.push(row.icon, ...(row.banner ? [row.banner] : []));
    for (const row of await database.db.select().from(schema.products)) images.push(row.image, ...row.gallery);
    for (const row of await database.db.select().from(schema.banners)) images.push(row.image);
    for (const row of await database.db.select().from(schema.activityBlocks)) if (row.content.type === 'banner') images.push(row.content.image);
    expect(images.length).toBeGreaterThan(50);
    for (const image of new Map(images.map((item) => [item.url, item])).values()) {
      expect(image.url).toMatch(new RegExp(`^${MEDIA_PREFIX}[a-z/-]+\\.webp$`));
      const file = path.join(MEDIA_FOLDER, image.url.slice(MEDIA_PREFIX.length));
      expect([image.url, ...webpSize(fs.readFileSync(file))]).toEqual([image.url, image.width, image.height]);
      const master = file.replace(/\.webp$/, '.svg');
      expect({ url: image.url, ...svgSize(fs.readFileSync(master, 'utf8'), master) }).toEqual({ url: image.url, width: image.width, height: image.height });
    }
  });

  it('has a WebP copy of every SVG master (seed/rasterizeImages.ts draws them)', () => {
    const masters = fs.readdirSync(MEDIA_FOLDER, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.svg'));
    expect(masters.length).toBeGreaterThan(30);
    expect(masters.filter((name) => !fs.existsSync(path.join(MEDIA_FOLDER, name.replace(/\.svg$/, '.webp'))))).toEqual([]);
  });

  it('keeps search text normalised: lower case, ё as е', async () => {
    const rows = await database.db.execute<{ bad: number }>(
      sql`select count(*)::int as bad from products where search_text <> lower(search_text) or search_text like '%ё%'`,
    );
    expect(rows.rows[0]?.bad).toBe(0);
  });
});

describe("the demo games' 'where is my ID' help", () => {
  it('every game that asks for an account says where it shows it, in every locale', () => {
    for (const [game, fields] of Object.entries(ACCOUNT_FIELDS)) {
      if (fields.length === 0) continue;
      const hinted = fields.find((field) => field.hint);
      expect({ game, locales: Object.keys(hinted?.hint ?? {}).sort() }).toEqual({ game, locales: ['br', 'en', 'mx', 'ru'] });
    }
  });

  it("answers the help in the buyer's locale, and only for the fields that have it", () => {
    const [uid, server] = ACCOUNT_FIELDS.genshin;
    expect(accountFieldIn(uid!, 'br').hint).toMatch(/^No Genshin Impact o UID/);
    expect(accountFieldIn(server!, 'ru')).not.toHaveProperty('hint');
  });
});

/** A WebP file's canvas size from its RIFF header: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(bytes: Buffer): [number, number] {
  expect([bytes.toString('ascii', 0, 4), bytes.toString('ascii', 8, 12)]).toEqual(['RIFF', 'WEBP']);
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return [bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1];
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  return [bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff];
}
