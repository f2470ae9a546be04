import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Label, Locale, Page, PageRequest, PRODUCT_SORTS, ProductCard } from '@topup/shared/contract';
import type { AppDatabase } from '../../db/database';
import { categories, labels, productLabels, productPrices, products, type LocaleTexts } from './schema';
import type { ListTotals } from './listTotals';
import { currencyOf, textIn } from './storefront';

export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Joins of a products query that listedIn needs: the game, and the price in each currency. */
export const withCategory = eq(categories.id, products.categoryId);
export const withPrice = eq(productPrices.productId, products.id);

/**
 * A product is listed in a storefront when it and its game are on sale and it has a price in the
 * storefront's currency. Every product call answers only listed products.
 */
export function listedIn(currencyName: string, where?: SQL): SQL | undefined {
  return and(eq(products.onSale, true), eq(categories.onSale, true), eq(productPrices.currencyName, currencyName), where);
}

/** The selection every card is built from. */
export const cardColumns = {
  id: products.id,
  categoryId: products.categoryId,
  categoryNames: categories.names,
  names: products.names,
  image: products.image,
  soldCount: products.soldCount,
  fromAmount: productPrices.fromAmount,
};

/** Listed products of a currency narrowed by `where`, with the card columns. */
function selectCards(db: AppDatabase, currencyName: string, where?: SQL) {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(categories, withCategory)
    .innerJoin(productPrices, withPrice)
    .where(listedIn(currencyName, where));
}

async function countListed(db: AppDatabase, currencyName: string, where?: SQL): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, withCategory)
    .innerJoin(productPrices, withPrice)
    .where(listedIn(currencyName, where));
  return counted?.total ?? 0;
}

/** Ties are broken by id, so a page never repeats or skips a product. */
const SORTS: Record<ProductSort, SQL[]> = {
  recommended: [desc(products.hot), asc(products.sortOrder), asc(products.id)],
  sales: [desc(products.soldCount), asc(products.id)],
  priceAsc: [asc(productPrices.fromAmount), asc(products.id)],
  priceDesc: [desc(productPrices.fromAmount), asc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
};

export type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] };

/** Which products a list shows: the condition, and a key naming it for the totals cache. */
export interface ProductFilter {
  where: SQL | undefined;
  key: string;
}

/** One page of listed product cards matching the filter, in the given order, with the total. */
export async function productCardPage(
  db: AppDatabase,
  totals: ListTotals,
  locale: Locale,
  filter: ProductFilter,
  sort: ProductSort,
  page: PageRequest,
): Promise<Page<ProductCard>> {
  const { where } = filter;
  const currencyName = currencyOf(locale);
  const offset = (page.pageNum - 1) * page.pageSize;
  const rows = await selectCards(db, currencyName, where)
    .orderBy(...SORTS[sort])
    .limit(page.pageSize)
    .offset(offset);
  // A short page that is not past the end tells the total by itself; counting is the costly
  // part of a list (every listed product is joined), so it is skipped or reused when it can be.
  const total =
    rows.length < page.pageSize && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await totals.get(`${currencyName} ${filter.key}`, () => countListed(db, currencyName, where));
  return { list: await toCards(db, locale, rows), total, pageNum: page.pageNum, pageSize: page.pageSize };
}

/** Cards of the listed products among these ids, in the order of the ids. */
export async function productCardsByIds(db: AppDatabase, locale: Locale, ids: readonly bigint[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards(db, currencyOf(locale), inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toCards(db, locale, ids.flatMap((id) => byId.get(id) ?? []));
}

/** Card rows as the contract's cards, with each product's labels. */
async function toCards(db: AppDatabase, locale: Locale, rows: readonly CardRow[]): Promise<ProductCard[]> {
  const labelsByProduct = await labelsOfProducts(db, locale, rows.map((row) => row.id));
  return rows.map((row) => toCard(locale, row, labelsByProduct.get(row.id) ?? []));
}

export function toCard(locale: Locale, row: CardRow, productLabelList: Label[]): ProductCard {
  return {
    id: String(row.id),
    categoryId: String(row.categoryId),
    categoryName: textIn(row.categoryNames, locale),
    name: textIn(row.names, locale),
    image: row.image,
    fromPrice: { currencyName: currencyOf(locale), amount: row.fromAmount },
    labels: productLabelList,
    soldCount: row.soldCount,
  };
}

/** The labels of each product, in the labels' display order. */
export async function labelsOfProducts(db: AppDatabase, locale: Locale, productIds: readonly bigint[]): Promise<Map<bigint, Label[]>> {
  const result = new Map<bigint, Label[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({ productId: productLabels.productId, id: labels.id, names: labels.names, color: labels.color })
    .from(productLabels)
    .innerJoin(labels, eq(labels.id, productLabels.labelId))
    .where(inArray(productLabels.productId, [...productIds]))
    .orderBy(asc(labels.sortOrder), asc(labels.id));
  for (const row of rows) {
    const list = result.get(row.productId) ?? [];
    list.push(toLabel(locale, row));
    result.set(row.productId, list);
  }
  return result;
}

export function toLabel(locale: Locale, row: { id: bigint; names: LocaleTexts; color: string }): Label {
  return { id: String(row.id), name: textIn(row.names, locale), color: row.color };
}
