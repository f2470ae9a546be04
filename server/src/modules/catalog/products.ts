import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  groupFrameCall,
  labelsByIdsCall,
  productByIdCall,
  productByLinkSuffixCall,
  skusByGroupCall,
  type AccountField,
  type Locale,
  type ProductDetail,
} from '@topup/shared/contract';
import { registerCall } from '../../app/registerCall';
import type { AppDatabase } from '../../db/database';
import {
  categories,
  goodsGroups,
  labels,
  productPrices,
  products,
  reviews,
  skuPrices,
  skus,
  type StoredAccountField,
} from './schema';
import type { ModuleDeps } from '../moduleDeps';
import { dbId, dbIds, found, noData } from './catalogIds';
import { cardColumns, labelsOfProducts, listedIn, toCard, toLabel, withCategory, withPrice } from './productCards';
import { currencyOf, textIn } from './storefront';

/** The reviews visitors see of the product on the query's row, as a subquery's FROM and WHERE. */
const visibleReviewsOfRow = sql`from ${reviews} where ${reviews.productId} = ${products.id} and ${reviews.visible}`;

const detailColumns = {
  ...cardColumns,
  linkSuffix: products.linkSuffix,
  goodsGroupId: products.goodsGroupId,
  descriptions: products.descriptions,
  gallery: products.gallery,
  deliveryMinMinutes: products.deliveryMinMinutes,
  deliveryMaxMinutes: products.deliveryMaxMinutes,
  accountFields: products.accountFields,
  // Asked within the product's own query: on PGlite each query is a round of its own through one
  // connection, and an uncached product page waits for all of them.
  ratingAverage: sql<number>`(select coalesce(round(avg(${reviews.rating}), 1), 0) ${visibleReviewsOfRow})`.mapWith(Number),
  ratingCount: sql<number>`(select count(*) ${visibleReviewsOfRow})`.mapWith(Number),
};

/** The listed product `where` names, as the detail page shows it; code 12 when there is none. */
async function productDetail(db: AppDatabase, locale: Locale, where: SQL): Promise<ProductDetail> {
  const [row] = await db
    .select(detailColumns)
    .from(products)
    .innerJoin(categories, withCategory)
    .innerJoin(productPrices, withPrice)
    .where(listedIn(currencyOf(locale), where))
    .limit(1);
  const product = found(row);
  const productLabelList = (await labelsOfProducts(db, locale, [product.id])).get(product.id) ?? [];
  return {
    ...toCard(locale, product, productLabelList),
    linkSuffix: product.linkSuffix,
    goodsGroupId: String(product.goodsGroupId),
    description: textIn(product.descriptions, locale),
    gallery: product.gallery,
    deliveryMinutes: { min: product.deliveryMinMinutes, max: product.deliveryMaxMinutes },
    accountFields: product.accountFields.map((field) => accountFieldIn(field, locale)),
    rating: { average: product.ratingAverage, count: product.ratingCount },
  };
}

/** A stored account field as the buyer's locale reads it (product page and pre-pay form alike). */
export function accountFieldIn(field: StoredAccountField, locale: Locale): AccountField {
  return {
    key: field.key,
    label: textIn(field.label, locale),
    type: field.type,
    required: field.required,
    pattern: field.pattern,
    options: field.options.map((option) => ({ value: option.value, label: textIn(option.label, locale) })),
    ...(field.hint ? { hint: textIn(field.hint, locale) } : {}),
  };
}

/** The id of the listed product with this request id; code 12 when it is not listed. */
export async function listedProductId(db: AppDatabase, locale: Locale, id: string): Promise<bigint> {
  const productId = dbId(id);
  if (productId === null) throw noData();
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, withCategory)
    .innerJoin(productPrices, withPrice)
    .where(listedIn(currencyOf(locale), eq(products.id, productId)));
  return found(row).id;
}

/** Product detail by id or short link, its SKUs, its goods group, and labels by id. */
export async function productRoutes(app: FastifyInstance, { database: { db } }: ModuleDeps): Promise<void> {
  registerCall(app, productByIdCall, ({ locale, id }) => {
    const productId = dbId(id);
    if (productId === null) throw noData();
    return productDetail(db, locale, eq(products.id, productId));
  }, { cache: 'public' });

  registerCall(app, productByLinkSuffixCall, ({ locale, linkSuffix }) => productDetail(db, locale, eq(products.linkSuffix, linkSuffix)), { cache: 'public' });

  registerCall(app, skusByGroupCall, async ({ locale, groupId }) => {
    const productId = await listedProductId(db, locale, groupId);
    const currencyName = currencyOf(locale);
    const rows = await db
      .select({
        id: skus.id,
        names: skus.names,
        purchaseLimit: skus.purchaseLimit,
        stock: skus.stock,
        amount: skuPrices.amount,
        originalAmount: skuPrices.originalAmount,
      })
      .from(skus)
      .innerJoin(skuPrices, and(eq(skuPrices.skuId, skus.id), eq(skuPrices.currencyName, currencyName)))
      .where(and(eq(skus.productId, productId), eq(skus.onSale, true)))
      .orderBy(asc(skus.sortOrder), asc(skus.id));
    return rows.map((row) => ({
      id: String(row.id),
      productId: String(productId),
      name: textIn(row.names, locale),
      price: { currencyName, amount: row.amount },
      originalPrice: row.originalAmount === null ? null : { currencyName, amount: row.originalAmount },
      purchaseLimit: row.purchaseLimit,
      stock: row.stock,
      available: row.stock === null || row.stock > 0,
    }));
  }, { cache: 'public' });

  registerCall(app, groupFrameCall, async ({ locale, spuId }) => {
    const productId = await listedProductId(db, locale, spuId);
    const [group] = await db
      .select({ id: goodsGroups.id, names: goodsGroups.names, categoryId: categories.id, categoryNames: categories.names })
      .from(products)
      .innerJoin(goodsGroups, eq(goodsGroups.id, products.goodsGroupId))
      .innerJoin(categories, eq(categories.id, goodsGroups.categoryId))
      .where(eq(products.id, productId));
    const { id, names, categoryId, categoryNames } = found(group);
    const members = await db
      .select({ id: products.id, names: products.names, image: products.image })
      .from(products)
      .innerJoin(categories, withCategory)
      .innerJoin(productPrices, withPrice)
      .where(listedIn(currencyOf(locale), eq(products.goodsGroupId, id)))
      .orderBy(asc(products.sortOrder), asc(products.id));
    return {
      groupId: String(id),
      name: textIn(names, locale),
      categoryId: String(categoryId),
      categoryName: textIn(categoryNames, locale),
      products: members.map((member) => ({ id: String(member.id), name: textIn(member.names, locale), image: member.image })),
    };
  }, { cache: 'public' });

  registerCall(app, labelsByIdsCall, async ({ locale, labelIds }) => {
    const wanted = dbIds(labelIds);
    if (wanted.length === 0) return [];
    const rows = await db.select().from(labels).where(inArray(labels.id, wanted)).orderBy(asc(labels.sortOrder), asc(labels.id));
    return rows.map((row) => toLabel(locale, row));
  }, { cache: 'public' });
}
