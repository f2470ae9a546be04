import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buyerOrdersCall } from '@topup/shared/contract';
import { registerCall } from '../../app/registerCall';
import { buyerOrderFeed, categories, productPrices, products, skus } from './schema';
import type { ModuleDeps } from '../moduleDeps';
import { dbId } from './catalogIds';
import { listedIn, withCategory, withPrice } from './productCards';
import { currencyOf, textIn } from './storefront';

/** Cyrillic letters: only the Russian storefront's ticker shows names written in them. */
const CYRILLIC = '[\u0400-\u04FF]';

/**
 * The buyer-order ticker: the latest purchases (of one game when asked) of products the storefront
 * lists, with buyer names in the storefront's script.
 */
export async function buyerOrderRoutes(app: FastifyInstance, { database: { db } }: ModuleDeps): Promise<void> {
  registerCall(app, buyerOrdersCall, async ({ locale, categoryId, limit }) => {
    const game = categoryId === undefined ? undefined : dbId(categoryId);
    if (game === null) return [];
    const rows = await db
      .select({
        buyerMask: buyerOrderFeed.buyerMask,
        productId: buyerOrderFeed.productId,
        productNames: products.names,
        skuNames: skus.names,
        quantity: buyerOrderFeed.quantity,
        purchasedAt: buyerOrderFeed.purchasedAt,
      })
      .from(buyerOrderFeed)
      .innerJoin(products, eq(products.id, buyerOrderFeed.productId))
      .innerJoin(categories, withCategory)
      .innerJoin(productPrices, withPrice)
      .innerJoin(skus, eq(skus.id, buyerOrderFeed.skuId))
      .where(
        listedIn(
          currencyOf(locale),
          and(
            game === undefined ? undefined : eq(buyerOrderFeed.categoryId, game),
            locale === 'ru' ? undefined : sql`${buyerOrderFeed.buyerMask} !~ ${CYRILLIC}`,
          ),
        ),
      )
      .orderBy(desc(buyerOrderFeed.purchasedAt), desc(buyerOrderFeed.id))
      .limit(limit);
    return rows.map((row) => ({
      buyer: row.buyerMask,
      productId: String(row.productId),
      productName: textIn(row.productNames, locale),
      skuName: textIn(row.skuNames, locale),
      quantity: row.quantity,
      time: row.purchasedAt.getTime(),
    }));
  }, { cache: 'public' });
}
