import { and, eq, sql } from 'drizzle-orm';
import { publicDataChanged } from '../../app/publicDataChanges';
import type { DbHandle } from '../../db/database';
import { maskName } from './maskName';
import { buyerOrderFeed, products, skus } from './schema';

/** One SKU line of an order, as the catalogue counts it. */
export interface StockLine {
  skuId: string;
  quantity: number;
}

/**
 * Takes an order's lines out of stock inside the caller's transaction; false when a SKU with a
 * counted stock has too few left (the caller refuses the order, which rolls back what was taken).
 * A SKU without a counted stock never runs out.
 */
export async function takeStock(tx: DbHandle, lines: readonly StockLine[]): Promise<boolean> {
  for (const line of lines) {
    const [taken] = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${line.quantity}` })
      .where(and(eq(skus.id, BigInt(line.skuId)), sql`(${skus.stock} is null or ${skus.stock} >= ${line.quantity})`))
      .returning({ id: skus.id });
    if (!taken) return false;
  }
  await publicDataChanged(tx);
  return true;
}

/** Puts the lines of an order that will not be delivered back into stock. */
export async function returnStock(tx: DbHandle, lines: readonly StockLine[]): Promise<void> {
  for (const line of lines) {
    await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${line.quantity}` })
      .where(and(eq(skus.id, BigInt(line.skuId)), sql`${skus.stock} is not null`));
  }
  await publicDataChanged(tx);
}

/** A delivered order, as the catalogue shows it: sold counts and the recent buyers' feed. */
export interface Sale {
  orderId: bigint;
  productId: bigint;
  categoryId: bigint;
  lines: readonly StockLine[];
  /** The buyer's nickname, shown masked in the feed. */
  buyerName: string;
  at: Date;
}

/** Counts a delivered order into its product's sold count and the buyers' feed, once per order line. */
export async function recordSale(tx: DbHandle, sale: Sale): Promise<void> {
  const quantity = sale.lines.reduce((sum, line) => sum + line.quantity, 0);
  await tx.update(products).set({ soldCount: sql`${products.soldCount} + ${quantity}` }).where(eq(products.id, sale.productId));
  await tx
    .insert(buyerOrderFeed)
    .values(
      sale.lines.map((line) => ({
        orderId: sale.orderId,
        productId: sale.productId,
        skuId: BigInt(line.skuId),
        categoryId: sale.categoryId,
        buyerMask: maskName(sale.buyerName),
        quantity: line.quantity,
        purchasedAt: sale.at,
      })),
    )
    .onConflictDoNothing();
}
