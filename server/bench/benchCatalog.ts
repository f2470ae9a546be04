import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../src/db/database';
import { productLabels, products, skuPrices, skus } from '../src/db/schema';
import { refreshProductPrices } from '../src/modules/catalog/productPrices';
import { searchTextOf } from '../src/modules/catalog/searchText';
import { productImage, texts } from '../seed/catalog/demoValues';
import { GAMES } from '../seed/catalog/games';
import { LABELS } from '../seed/catalog/content';
import { DEMO_CURRENCIES, pricePoints } from '../seed/catalog/prices';

/** What a benchmark product is called: [ru, en] pairs, so names and search hits vary as in a real catalogue. */
const GOODS: [string, string][] = [
  ['кристаллы', 'crystals'],
  ['алмазы', 'diamonds'],
  ['монеты', 'coins'],
  ['жетоны', 'tokens'],
  ['самоцветы', 'gems'],
  ['звёзды', 'stars'],
  ['пропуск', 'pass'],
  ['набор', 'bundle'],
];
const KINDS: [string, string][] = [
  ['Стартовый', 'Starter'],
  ['Недельный', 'Weekly'],
  ['Сезонный', 'Seasonal'],
  ['Праздничный', 'Holiday'],
  ['Большой', 'Mega'],
];
const USD_CENTS = [99, 199, 499, 999, 1999, 4999, 9999];
const SKUS_PER_PRODUCT = 4;
const BATCH = 500;

/**
 * Adds `count` generated products (ids from the identity, i.e. from one million on) spread over
 * the demo games, each with four SKUs priced in every storefront currency and some labels, then
 * refreshes the from-prices and the planner's statistics. Deterministic: product n always looks
 * the same.
 */
export async function addBenchProducts(db: AppDatabase, count: number): Promise<bigint[]> {
  const ids: bigint[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, count - start) }, (_, index) => start + index);
    const inserted = await db
      .insert(products)
      .values(
        numbers.map((n) => {
          const game = GAMES[n % GAMES.length] as (typeof GAMES)[number];
          const [goodsRu, goodsEn] = GOODS[n % GOODS.length] as [string, string];
          const [kindRu, kindEn] = KINDS[Math.floor(n / GOODS.length) % KINDS.length] as [string, string];
          const names = texts(
            `${game.names.ru}: ${kindRu.toLowerCase()} ${goodsRu} №${n}`,
            `${game.names.en} ${kindEn} ${goodsEn} #${n}`,
            `${game.names.en}: ${goodsEn} ${kindEn} #${n}`,
            `${game.names.en}: ${goodsEn} ${kindEn} nº${n}`,
          );
          return {
            categoryId: BigInt(game.id),
            goodsGroupId: BigInt(game.groupId),
            linkSuffix: `bench-${n}`,
            names,
            descriptions: texts(`Товар для нагрузочного теста №${n}.`, `Benchmark product #${n}.`, `Producto de prueba #${n}.`, `Produto de teste nº${n}.`),
            searchText: searchTextOf(names, []),
            image: productImage('pubg-uc'),
            gallery: [productImage('pubg-uc')],
            soldCount: (n * 7919) % 20000,
            hot: n % 50 === 0,
            sortOrder: 1000 + n,
            createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
          };
        }),
      )
      .returning({ id: products.id });
    const batchIds = inserted.map((row) => row.id);
    ids.push(...batchIds);

    const skuRows = await db
      .insert(skus)
      .values(
        batchIds.flatMap((productId) =>
          Array.from({ length: SKUS_PER_PRODUCT }, (_, place) => ({
            productId,
            names: texts(`Вариант ${place + 1}`, `Option ${place + 1}`, `Opción ${place + 1}`, `Opção ${place + 1}`),
            purchaseLimit: 10,
            sortOrder: place + 1,
          })),
        ),
      )
      .returning({ id: skus.id, productId: skus.productId, sortOrder: skus.sortOrder });
    await db.insert(skuPrices).values(
      skuRows.flatMap((sku) => {
        const prices = pricePoints(USD_CENTS[(Number(sku.productId % 5n) + sku.sortOrder) % USD_CENTS.length] as number);
        return DEMO_CURRENCIES.map((currencyName) => ({ skuId: sku.id, currencyName, amount: prices[currencyName] }));
      }),
    );
    // Every third product gets one of the demo labels.
    await db.insert(productLabels).values(
      batchIds.flatMap((productId, index) => {
        const label = LABELS[index % LABELS.length];
        return index % 3 === 0 && label ? [{ productId, labelId: BigInt(label.id) }] : [];
      }),
    );
  }
  await refreshProductPrices(db);
  await db.execute(sql`analyze`);
  return ids;
}
