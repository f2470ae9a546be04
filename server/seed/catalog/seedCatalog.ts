import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../src/db/database';
import {
  activities,
  activityBlocks,
  banners,
  buyerOrderFeed,
  categories,
  categoryKinds,
  customerContacts,
  goodsGroups,
  labels,
  pages,
  pageSections,
  productLabels,
  products,
  reviews,
  skuPrices,
  skus,
} from '../../src/db/schema';
import { refreshProductPrices } from '../../src/modules/catalog/productPrices';
import { searchTextOf } from '../../src/modules/catalog/searchText';
import { BUYER_ORDERS } from './buyerOrders';
import { ACTIVITY, BANNERS, CONTACTS, HOME_PAGE, LABELS } from './content';
import { banner, gameIcon, productImage } from './demoValues';
import { CATEGORY_KINDS, GAMES } from './games';
import { DEMO_CURRENCIES, pricePoints } from './prices';
import { PRODUCTS, skuIdOf, type DemoProduct } from './products';
import { REVIEWS } from './reviews';

/** The home banner that doubles as a game's banner on its pages, for the games that have one. */
const GAME_BANNERS: Record<number, string> = { 101: 'pubg-uc', 102: 'genshin-welkin', 103: 'hsr-shards', 104: 'brawl-pass', 111: 'steam-cards' };

/**
 * `set` of an upsert: these columns take the values of the row that was to be inserted. Columns
 * left out keep what the store made of them (on/off switches, stock, sold counts).
 */
function fromInserted<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]?.name}"`)]));
}

const id = (value: number) => BigInt(value);

function skuOf(product: DemoProduct, place: number): bigint {
  return id(skuIdOf(product, place - 1));
}

function productById(productId: number): DemoProduct {
  const product = PRODUCTS.find((candidate) => candidate.id === productId);
  if (!product) throw new Error(`The demo data names an unknown product ${productId}`);
  return product;
}

/**
 * Loads the demo catalogue (docs/catalogue.md). Every row has a fixed id below one million and is
 * upserted, so running it again changes nothing but the texts, prices and times it owns; what the
 * store changes itself (switching things off, stock, sold counts) is set only when a row is new.
 */
export async function seedCatalog(db: AppDatabase, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(categoryKinds)
      .values(CATEGORY_KINDS)
      .onConflictDoUpdate({ target: categoryKinds.key, set: fromInserted(categoryKinds, ['names', 'sortOrder']) });

    await tx
      .insert(categories)
      .values(
        GAMES.map((game, index) => ({
          id: id(game.id),
          kind: game.kind,
          names: game.names,
          searchAliases: game.aliases,
          searchText: searchTextOf(game.names, game.aliases),
          icon: gameIcon(game.key),
          banner: GAME_BANNERS[game.id] ? banner(GAME_BANNERS[game.id] as string) : null,
          hot: game.hot,
          sortOrder: index + 1,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: categories.id,
        set: fromInserted(categories, ['kind', 'names', 'searchAliases', 'searchText', 'icon', 'banner', 'hot', 'sortOrder', 'updatedAt']),
      });

    await tx
      .insert(goodsGroups)
      .values(GAMES.map((game) => ({ id: id(game.groupId), categoryId: id(game.id), names: game.groupNames, sortOrder: 1 })))
      .onConflictDoUpdate({ target: goodsGroups.id, set: fromInserted(goodsGroups, ['categoryId', 'names', 'sortOrder']) });

    await tx
      .insert(products)
      .values(
        PRODUCTS.map((product, index) => {
          const game = GAMES.find((candidate) => candidate.id === product.gameId);
          if (!game) throw new Error(`Product ${product.id} names an unknown game ${product.gameId}`);
          const gameBanner = GAME_BANNERS[game.id];
          return {
            id: id(product.id),
            categoryId: id(game.id),
            goodsGroupId: id(game.groupId),
            linkSuffix: product.linkSuffix,
            names: product.names,
            descriptions: product.descriptions,
            searchAliases: product.aliases,
            searchText: searchTextOf(product.names, product.aliases),
            image: productImage(product.imageKey),
            gallery: [productImage(product.imageKey), ...(gameBanner ? [banner(gameBanner)] : [])],
            deliveryMinMinutes: 0,
            // Demo rule: what is labelled instant promises 5 minutes, the rest the spec's 15.
            deliveryMaxMinutes: product.labels.includes('instant') ? 5 : 15,
            accountFields: product.accountFields,
            soldCount: product.soldCount,
            hot: product.hot,
            sortOrder: index + 1,
            createdAt: new Date(`${product.listedOn}T00:00:00Z`),
            updatedAt: now,
          };
        }),
      )
      .onConflictDoUpdate({
        target: products.id,
        set: fromInserted(products, [
          'categoryId',
          'goodsGroupId',
          'linkSuffix',
          'names',
          'descriptions',
          'searchAliases',
          'searchText',
          'image',
          'gallery',
          'deliveryMinMinutes',
          'deliveryMaxMinutes',
          'accountFields',
          'hot',
          'sortOrder',
          'updatedAt',
        ]),
      });

    const demoSkus = PRODUCTS.flatMap((product) => product.skus.map((sku, index) => ({ product, sku, skuId: id(skuIdOf(product, index)), index })));
    await tx
      .insert(skus)
      .values(
        demoSkus.map(({ product, sku, skuId, index }) => ({
          id: skuId,
          productId: id(product.id),
          names: sku.names,
          purchaseLimit: sku.purchaseLimit,
          stock: sku.stock ?? null,
          sortOrder: index + 1,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({ target: skus.id, set: fromInserted(skus, ['productId', 'names', 'purchaseLimit', 'sortOrder', 'updatedAt']) });

    await tx
      .insert(skuPrices)
      .values(
        demoSkus.flatMap(({ product, sku, skuId }) => {
          const prices = pricePoints(sku.usdCents);
          const before = sku.wasUsdCents === undefined ? undefined : pricePoints(sku.wasUsdCents);
          return (product.currencies ?? DEMO_CURRENCIES).map((currencyName) => ({
            skuId,
            currencyName,
            amount: prices[currencyName],
            originalAmount: before?.[currencyName] ?? null,
            updatedAt: now,
          }));
        }),
      )
      .onConflictDoUpdate({ target: [skuPrices.skuId, skuPrices.currencyName], set: fromInserted(skuPrices, ['amount', 'originalAmount', 'updatedAt']) });

    await tx
      .insert(labels)
      .values(LABELS.map((label, index) => ({ ...label, id: id(label.id), sortOrder: index + 1 })))
      .onConflictDoUpdate({ target: labels.id, set: fromInserted(labels, ['key', 'names', 'color', 'sortOrder']) });
    await tx
      .insert(productLabels)
      .values(
        PRODUCTS.flatMap((product) =>
          product.labels.map((key) => {
            const label = LABELS.find((candidate) => candidate.key === key);
            if (!label) throw new Error(`Product ${product.id} names an unknown label ${key}`);
            return { productId: id(product.id), labelId: id(label.id) };
          }),
        ),
      )
      .onConflictDoNothing();

    await refreshProductPrices(tx, PRODUCTS.map((product) => id(product.id)));

    await tx
      .insert(pages)
      .values({ pageKey: HOME_PAGE.pageKey, titles: HOME_PAGE.titles })
      .onConflictDoUpdate({ target: pages.pageKey, set: fromInserted(pages, ['titles']) });
    await tx
      .insert(pageSections)
      .values(HOME_PAGE.sections.map((section, index) => ({ pageKey: HOME_PAGE.pageKey, position: index + 1, type: section.type, titles: section.titles })))
      .onConflictDoUpdate({ target: [pageSections.pageKey, pageSections.position], set: fromInserted(pageSections, ['type', 'titles']) });

    await tx
      .insert(banners)
      .values(BANNERS.map((item, index) => ({ ...item, id: id(item.id), sortOrder: index + 1 })))
      .onConflictDoUpdate({ target: banners.id, set: fromInserted(banners, ['position', 'titles', 'image', 'link', 'sortOrder']) });

    await tx
      .insert(activities)
      .values({ id: id(ACTIVITY.id), linkSuffix: ACTIVITY.linkSuffix, titles: ACTIVITY.titles, categoryId: id(ACTIVITY.categoryId), gamePage: true })
      .onConflictDoUpdate({ target: activities.id, set: fromInserted(activities, ['linkSuffix', 'titles', 'categoryId', 'gamePage']) });
    await tx
      .insert(activityBlocks)
      .values(ACTIVITY.blocks.map((content, index) => ({ activityId: id(ACTIVITY.id), position: index + 1, content })))
      .onConflictDoUpdate({ target: [activityBlocks.activityId, activityBlocks.position], set: fromInserted(activityBlocks, ['content']) });

    await tx
      .insert(reviews)
      .values(
        REVIEWS.map(([reviewId, productId, skuPlace, authorName, rating, language, body, writtenAt]) => ({
          id: id(reviewId),
          productId: id(productId),
          skuId: skuOf(productById(productId), skuPlace),
          authorName,
          rating,
          body,
          language,
          createdAt: new Date(writtenAt),
        })),
      )
      .onConflictDoUpdate({
        target: reviews.id,
        set: fromInserted(reviews, ['productId', 'skuId', 'authorName', 'rating', 'body', 'language', 'createdAt']),
      });

    await tx
      .insert(buyerOrderFeed)
      .values(
        BUYER_ORDERS.map(([entryId, productId, skuPlace, buyerMask, quantity, minutesAgo]) => {
          const product = productById(productId);
          return {
            id: id(entryId),
            productId: id(productId),
            skuId: skuOf(product, skuPlace),
            categoryId: id(product.gameId),
            buyerMask,
            quantity,
            purchasedAt: new Date(now.getTime() - minutesAgo * 60_000),
          };
        }),
      )
      .onConflictDoUpdate({
        target: buyerOrderFeed.id,
        set: fromInserted(buyerOrderFeed, ['productId', 'skuId', 'categoryId', 'buyerMask', 'quantity', 'purchasedAt']),
      });

    await tx
      .insert(customerContacts)
      .values(CONTACTS.map((contact, index) => ({ ...contact, id: id(contact.id), sortOrder: index + 1 })))
      .onConflictDoUpdate({ target: customerContacts.id, set: fromInserted(customerContacts, ['names', 'channel', 'accountId', 'qrContent', 'sortOrder']) });
  });
}
