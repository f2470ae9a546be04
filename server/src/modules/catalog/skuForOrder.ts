import { and, eq, inArray } from 'drizzle-orm';
import type { Locale, OrderProduct, Sku } from '@topup/shared/contract';
import { textIn } from './storefront';
import type { DbHandle } from '../../db/database';
import { categories, products, skuPrices, skus } from './schema';

/** A SKU with its product, game and price in one currency, as an order reads it. */
export interface SkuForOrder {
  sku: typeof skus.$inferSelect;
  product: typeof products.$inferSelect;
  categoryOnSale: boolean;
  categoryNames: (typeof categories.$inferSelect)['names'];
  /** null: the SKU has no price in this currency (not sold in the storefront). */
  price: { amount: number; originalAmount: number | null } | null;
}

export async function skuForOrder(db: DbHandle, skuId: bigint, currencyName: string): Promise<SkuForOrder | undefined> {
  const [row] = await db
    .select({ sku: skus, product: products, categoryOnSale: categories.onSale, categoryNames: categories.names, amount: skuPrices.amount, originalAmount: skuPrices.originalAmount })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(skuPrices, and(eq(skuPrices.skuId, skus.id), eq(skuPrices.currencyName, currencyName)))
    .where(eq(skus.id, skuId));
  if (!row) return undefined;
  return {
    sku: row.sku,
    product: row.product,
    categoryOnSale: row.categoryOnSale,
    categoryNames: row.categoryNames,
    price: row.amount === null ? null : { amount: row.amount, originalAmount: row.originalAmount },
  };
}

export function orderProductOf(found: SkuForOrder, locale: Locale): OrderProduct {
  return {
    id: String(found.product.id),
    name: textIn(found.product.names, locale),
    image: found.product.image,
    categoryId: String(found.product.categoryId),
    categoryName: textIn(found.categoryNames, locale),
    deliveryMinutes: { min: found.product.deliveryMinMinutes, max: found.product.deliveryMaxMinutes },
  };
}

export function skuViewOf(found: SkuForOrder, locale: Locale, currencyName: string): Sku {
  const { sku, price } = found;
  return {
    id: String(sku.id),
    productId: String(sku.productId),
    name: textIn(sku.names, locale),
    price: { currencyName, amount: price?.amount ?? 0 },
    originalPrice: price?.originalAmount != null ? { currencyName, amount: price.originalAmount } : null,
    purchaseLimit: sku.purchaseLimit,
    stock: sku.stock,
    available: sku.onSale && found.product.onSale && found.categoryOnSale && price !== null && (sku.stock === null || sku.stock > 0),
  };
}

export async function productById(db: DbHandle, productId: bigint) {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  return row;
}

/** Several products in one read (a page of orders names its products), by id. */
export async function productsByIds(db: DbHandle, productIds: readonly bigint[]) {
  if (productIds.length === 0) return new Map<bigint, typeof products.$inferSelect>();
  const rows = await db.select().from(products).where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}
