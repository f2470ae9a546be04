import { and, eq, inArray, min, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { productPrices, skuPrices, skus } from './schema';

/**
 * Recomputes product_prices (each product's lowest on-sale SKU price per currency) for these
 * products, or for every product when none are named. Whoever changes skus or sku_prices calls it
 * in the same transaction; lists read only product_prices, so they stay one indexed join.
 */
export async function refreshProductPrices(db: AppDatabase, productIds?: readonly bigint[]): Promise<void> {
  if (productIds?.length === 0) return;
  const ofProducts = productIds ? inArray(skus.productId, [...productIds]) : undefined;
  await db.transaction(async (tx) => {
    await tx.delete(productPrices).where(productIds ? inArray(productPrices.productId, [...productIds]) : sql`true`);
    await tx.insert(productPrices).select(
      tx
        .select({
          productId: skus.productId,
          currencyName: skuPrices.currencyName,
          fromAmount: sql<number>`${min(skuPrices.amount)}`.as('from_amount'),
        })
        .from(skus)
        .innerJoin(skuPrices, eq(skuPrices.skuId, skus.id))
        .where(and(eq(skus.onSale, true), ofProducts))
        .groupBy(skus.productId, skuPrices.currencyName),
    );
  });
}
