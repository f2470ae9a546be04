import { and, eq, exists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { goodsPageCall, searchGoodsCall } from '@topup/shared/contract';
import { registerCall } from '../../app/registerCall';
import { categories, productLabels, products } from './schema';
import type { ModuleDeps } from '../moduleDeps';
import { dbId } from './catalogIds';
import { contains, matchesEveryWord } from './keywordMatch';
import { ListTotals } from './listTotals';
import { productCardPage } from './productCards';
import { keywordWords } from './searchText';

/** Games looked up by a search word, apart from the games the product list joins. */
const matchingGames = alias(categories, 'matching_games');

/** The goods page (filtered, sorted, paged) and product search. */
export async function goodsRoutes(app: FastifyInstance, { database: { db }, now }: ModuleDeps): Promise<void> {
  const totals = new ListTotals(now);
  registerCall(app, goodsPageCall, ({ locale, pageNum, pageSize, categoryId, labelId, hotOnly, sort }) => {
    const page = { pageNum, pageSize };
    const categoryFilter = categoryId === undefined ? undefined : dbId(categoryId);
    const labelFilter = labelId === undefined ? undefined : dbId(labelId);
    // An id beyond the database's range names no game or label, so nothing matches.
    if (categoryFilter === null || labelFilter === null) return { list: [], total: 0, ...page };
    const where = and(
      categoryFilter === undefined ? undefined : eq(products.categoryId, categoryFilter),
      hotOnly ? eq(products.hot, true) : undefined,
      labelFilter === undefined
        ? undefined
        : exists(
            db
              .select({ one: sql`1` })
              .from(productLabels)
              .where(and(eq(productLabels.productId, products.id), eq(productLabels.labelId, labelFilter))),
          ),
    );
    const key = JSON.stringify(['goods', categoryId ?? null, labelId ?? null, hotOnly]);
    return productCardPage(db, totals, locale, { where, key }, sort, page);
  }, { cache: 'public' });

  // Each word of the keyword must be in the product's names or aliases, or in its game's: 'genshin
  // кристаллы' finds the Genesis Crystals. Games matching a word are looked up first (a small
  // table), so each word costs the products one trigram index scan or'ed with an id lookup.
  registerCall(app, searchGoodsCall, ({ locale, pageNum, pageSize, keyword }) => {
    const words = keywordWords(keyword);
    if (words.length === 0) return { list: [], total: 0, pageNum, pageSize };
    const where = matchesEveryWord(
      products.searchText,
      words,
      (word) =>
        sql`${products.categoryId} = any(array(${db
          .select({ id: matchingGames.id })
          .from(matchingGames)
          .where(contains(matchingGames.searchText, word))}))`,
    );
    return productCardPage(db, totals, locale, { where, key: JSON.stringify(['search', ...words]) }, 'recommended', { pageNum, pageSize });
  }, { cache: 'public' });
}
