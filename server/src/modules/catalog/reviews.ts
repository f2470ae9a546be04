import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productReviewsCall } from '@topup/shared/contract';
import { registerCall } from '../../app/registerCall';
import { reviews, skus } from './schema';
import type { ModuleDeps } from '../moduleDeps';
import { maskName } from './maskName';
import { listedProductId } from './products';
import { textIn } from './storefront';

/**
 * A product's reviews, newest first, in every language: a store's reviews are few, and a
 * customer reads a rating and a short text in another language better than none.
 */
export async function reviewRoutes(app: FastifyInstance, { database: { db } }: ModuleDeps): Promise<void> {
  registerCall(app, productReviewsCall, async ({ locale, productId, pageNum, pageSize }) => {
    const id = await listedProductId(db, locale, productId);
    const visibleOfProduct = and(eq(reviews.productId, id), eq(reviews.visible, true));
    const [counted] = await db.select({ total: count() }).from(reviews).where(visibleOfProduct);
    const total = counted?.total ?? 0;
    const offset = (pageNum - 1) * pageSize;
    const rows =
      offset < total
        ? await db
            .select({
              id: reviews.id,
              authorName: reviews.authorName,
              rating: reviews.rating,
              body: reviews.body,
              skuNames: skus.names,
              createdAt: reviews.createdAt,
            })
            .from(reviews)
            .leftJoin(skus, eq(skus.id, reviews.skuId))
            .where(visibleOfProduct)
            .orderBy(desc(reviews.createdAt), desc(reviews.id))
            .limit(pageSize)
            .offset(offset)
        : [];
    return {
      list: rows.map((row) => ({
        id: String(row.id),
        author: maskName(row.authorName, 2),
        rating: row.rating,
        text: row.body,
        skuName: row.skuNames ? textIn(row.skuNames, locale) : '',
        createTime: row.createdAt.getTime(),
      })),
      total,
      pageNum,
      pageSize,
    };
  }, { cache: 'public' });
}
