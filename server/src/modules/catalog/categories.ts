import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  categoryClassifyCall,
  categoryIndexCall,
  categoryNamesCall,
  categorySearchCall,
  type CategoryCard,
  type Locale,
} from '@topup/shared/contract';
import { registerCall } from '../../app/registerCall';
import type { AppDatabase } from '../../db/database';
import { activities, categories, categoryKinds } from './schema';
import type { ModuleDeps } from '../moduleDeps';
import { dbIds } from './catalogIds';
import { matchesEveryWord } from './keywordMatch';
import { keywordWords } from './searchText';
import { textIn } from './storefront';

/** Most games a category search answers; the game zone itself has a few dozen. */
const MAX_CATEGORY_MATCHES = 50;

const gamePage = alias(activities, 'game_page');

/** Games on sale matching `where` as cards, hot ones first, then in the catalogue's order. */
async function categoryCards(db: AppDatabase, locale: Locale, where?: SQL, limit?: number): Promise<(CategoryCard & { kind: string })[]> {
  const query = db
    .select({
      id: categories.id,
      kind: categories.kind,
      names: categories.names,
      icon: categories.icon,
      hot: categories.hot,
      linkSuffix: gamePage.linkSuffix,
    })
    .from(categories)
    .leftJoin(gamePage, and(eq(gamePage.categoryId, categories.id), eq(gamePage.gamePage, true), eq(gamePage.published, true)))
    .where(and(eq(categories.onSale, true), where))
    .orderBy(desc(categories.hot), asc(categories.sortOrder), asc(categories.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    name: textIn(row.names, locale),
    icon: row.icon,
    linkSuffix: row.linkSuffix,
    hot: row.hot,
  }));
}

function withoutKind({ kind: _kind, ...card }: CategoryCard & { kind: string }): CategoryCard {
  return card;
}

/** The game zone, the category list by kind, game names and game search. */
export async function categoryRoutes(app: FastifyInstance, { database: { db } }: ModuleDeps): Promise<void> {
  registerCall(app, categoryIndexCall, async ({ locale, hotOnly }) =>
    (await categoryCards(db, locale, hotOnly ? eq(categories.hot, true) : undefined)).map(withoutKind),
    { cache: 'public' },
  );

  registerCall(app, categoryClassifyCall, async ({ locale }) => {
    const kinds = await db.select().from(categoryKinds).orderBy(asc(categoryKinds.sortOrder), asc(categoryKinds.key));
    const cards = await categoryCards(db, locale);
    return kinds
      .map((kind) => ({
        key: kind.key,
        name: textIn(kind.names, locale),
        categories: cards.filter((card) => card.kind === kind.key).map(withoutKind),
      }))
      .filter((group) => group.categories.length > 0);
  }, { cache: 'public' });

  // Names of games in any state: an order or a history may name a game no longer on sale.
  registerCall(app, categoryNamesCall, async ({ locale, ids }) => {
    const wanted = dbIds(ids);
    if (wanted.length === 0) return [];
    const rows = await db.select({ id: categories.id, names: categories.names }).from(categories).where(inArray(categories.id, wanted));
    const byId = new Map(rows.map((row) => [String(row.id), textIn(row.names, locale)]));
    return [...new Set(ids)].flatMap((id) => {
      const name = byId.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
  }, { cache: 'public' });

  registerCall(app, categorySearchCall, async ({ locale, keyword }) => {
    const words = keywordWords(keyword);
    if (words.length === 0) return [];
    return (await categoryCards(db, locale, matchesEveryWord(categories.searchText, words), MAX_CATEGORY_MATCHES)).map(withoutKind);
  }, { cache: 'public' });
}
