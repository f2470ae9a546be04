import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CatalogImage, Locale } from '@topup/shared/contract';
import { users } from '../auth/schema';
import { at, createdAt, minorUnits } from '../../db/schema/columns';

/*
 * The catalogue (docs/catalogue.md): games, goods groups, products (SPU) and their SKUs with a
 * price per currency, labels, the home page's layout and banners, DIY activity pages, reviews,
 * the buyer-order feed and the customer-service contacts.
 */

/** A text in the storefronts' languages: ru and en always; mx, br and me fall back to en. */
export type LocaleTexts = { ru: string; en: string } & Partial<Record<Locale, string>>;

/** A field of the pre-pay form as stored: the contract's accountFieldSchema with texts in every locale. */
export interface StoredAccountField {
  key: string;
  label: LocaleTexts;
  type: 'text' | 'select';
  required: boolean;
  /** JavaScript regular expression source the value must match, or null. */
  pattern: string | null;
  options: { value: string; label: LocaleTexts }[];
  /** Where the game shows this value, for the buyer who cannot find it. */
  hint?: LocaleTexts;
}

/** A block of a DIY activity page as stored; `products` lists product ids in display order. */
export type StoredActivityBlock =
  | { type: 'banner'; image: CatalogImage; link: string | null }
  | { type: 'text'; title: LocaleTexts; body: LocaleTexts }
  | { type: 'products'; title: LocaleTexts; productIds: string[] };

/** 64-bit catalogue ids; they travel as strings (catalogIdSchema). */
const idColumn = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * Ids below one million are reserved for the demo catalogue, whose rows keep fixed ids so links
 * and tests can name them; rows the store creates itself count up from one million.
 */
const identity = () => idColumn('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_000 });


const localeTexts = (name: string) => jsonb(name).$type<LocaleTexts>();
const image = (name: string) => jsonb(name).$type<CatalogImage>();
const updatedAt = () => at('updated_at').notNull().defaultNow();
const sortOrder = () => integer('sort_order').notNull().default(0);
const LINK_SUFFIX = "'^[a-z0-9-]{1,64}$'";
const CURRENCY = "'^[A-Z]{3,4}$'";

/** The kinds the category list groups games by (the classify call), in display order. */
export const categoryKinds = pgTable('category_kinds', {
  key: text('key').primaryKey(),
  names: localeTexts('names').notNull(),
  sortOrder: sortOrder(),
});

/**
 * Games. search_text is every locale's name and every alias, normalised by the server's
 * normaliseSearchText (lower case, ё as е); it is what search matches against.
 */
export const categories = pgTable(
  'categories',
  {
    id: identity(),
    kind: text('kind')
      .notNull()
      .references(() => categoryKinds.key),
    names: localeTexts('names').notNull(),
    searchAliases: text('search_aliases').array().notNull().default(sql`'{}'::text[]`),
    searchText: text('search_text').notNull(),
    icon: image('icon').notNull(),
    banner: image('banner'),
    hot: boolean('hot').notNull().default(false),
    sortOrder: sortOrder(),
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('categories_listing_idx').on(table.hot.desc().nullsFirst(), table.sortOrder, table.id).where(sql`${table.onSale}`),
    index('categories_kind_idx').on(table.kind, table.sortOrder),
    index('categories_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/** Products of one game shown together, with a switcher between them (the group frame). */
export const goodsGroups = pgTable(
  'goods_groups',
  {
    id: identity(),
    categoryId: idColumn('category_id')
      .notNull()
      .references(() => categories.id),
    names: localeTexts('names').notNull(),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (table) => [index('goods_groups_category_idx').on(table.categoryId, table.sortOrder)],
);

/**
 * Products (SPU). sold_count counts completed purchases (the orders team adds to it when an order
 * completes); on_sale switches the product off everywhere. The price lives on the SKUs.
 */
export const products = pgTable(
  'products',
  {
    id: identity(),
    categoryId: idColumn('category_id')
      .notNull()
      .references(() => categories.id),
    goodsGroupId: idColumn('goods_group_id')
      .notNull()
      .references(() => goodsGroups.id),
    /** The short link /d/{linkSuffix}. */
    linkSuffix: text('link_suffix'),
    names: localeTexts('names').notNull(),
    descriptions: localeTexts('descriptions').notNull(),
    searchAliases: text('search_aliases').array().notNull().default(sql`'{}'::text[]`),
    searchText: text('search_text').notNull(),
    image: image('image').notNull(),
    gallery: jsonb('gallery').$type<CatalogImage[]>().notNull().default([]),
    deliveryMinMinutes: smallint('delivery_min_minutes').notNull().default(0),
    deliveryMaxMinutes: smallint('delivery_max_minutes').notNull().default(15),
    accountFields: jsonb('account_fields').$type<StoredAccountField[]>().notNull().default([]),
    soldCount: integer('sold_count').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
    hot: boolean('hot').notNull().default(false),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('products_link_suffix_key').on(table.linkSuffix),
    index('products_category_idx').on(table.categoryId),
    index('products_goods_group_idx').on(table.goodsGroupId, table.sortOrder),
    // One index per sort order of the lists, each covering only what is on sale. DESC columns
    // are NULLS FIRST, PostgreSQL's default for DESC, so a plain `order by x desc` can use them.
    index('products_recommended_idx').on(table.hot.desc().nullsFirst(), table.sortOrder, table.id).where(sql`${table.onSale}`),
    index('products_sales_idx').on(table.soldCount.desc().nullsFirst(), table.id).where(sql`${table.onSale}`),
    index('products_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`${table.onSale}`),
    index('products_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    check('products_link_suffix_check', sql`${table.linkSuffix} ~ ${sql.raw(LINK_SUFFIX)}`),
    check(
      'products_delivery_check',
      sql`0 <= ${table.deliveryMinMinutes} and ${table.deliveryMinMinutes} <= ${table.deliveryMaxMinutes} and ${table.deliveryMaxMinutes} <= 15`,
    ),
    check('products_sold_count_check', sql`${table.soldCount} >= 0`),
  ],
);

/**
 * What a customer actually buys: one package of a product (60 UC, a monthly pass). stock is null
 * when the SKU is not stock-limited; an order takes units from it. purchase_limit caps the units
 * of one order (the spec's single-transaction limit is 1000).
 */
export const skus = pgTable(
  'skus',
  {
    id: identity(),
    productId: idColumn('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    names: localeTexts('names').notNull(),
    purchaseLimit: integer('purchase_limit').notNull().default(1000),
    stock: integer('stock'),
    onSale: boolean('on_sale').notNull().default(true),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('skus_product_idx').on(table.productId, table.sortOrder),
    check('skus_purchase_limit_check', sql`${table.purchaseLimit} between 1 and 1000`),
    check('skus_stock_check', sql`${table.stock} >= 0`),
  ],
);

/**
 * A SKU's price in one currency, in that currency's minor units. original_amount is the price
 * before a discount. A SKU without a price in a storefront's currency is not sold there.
 */
export const skuPrices = pgTable(
  'sku_prices',
  {
    skuId: idColumn('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    currencyName: text('currency_name').notNull(),
    amount: minorUnits('amount').notNull(),
    originalAmount: minorUnits('original_amount'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.skuId, table.currencyName] }),
    index('sku_prices_currency_idx').on(table.currencyName, table.amount),
    check('sku_prices_currency_check', sql`${table.currencyName} ~ ${sql.raw(CURRENCY)}`),
    check('sku_prices_amount_check', sql`${table.amount} >= 0`),
    check('sku_prices_original_check', sql`${table.originalAmount} > ${table.amount}`),
  ],
);

/**
 * Derived from skus and sku_prices by refreshProductPrices (server/src/modules/catalog): each
 * product's lowest on-sale SKU price per currency. Lists join it to show "from" prices, to leave
 * out what a storefront's currency does not sell, and to sort by price with an index.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: idColumn('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currencyName: text('currency_name').notNull(),
    fromAmount: minorUnits('from_amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.currencyName] }),
    index('product_prices_sort_idx').on(table.currencyName, table.fromAmount, table.productId),
  ],
);

/** Labels on products (hit, discount, new, instant); key is a stable name for code and seeds. */
export const labels = pgTable(
  'labels',
  {
    id: identity(),
    key: text('key').notNull(),
    names: localeTexts('names').notNull(),
    /** Background colour, #rrggbb. */
    color: text('color').notNull(),
    sortOrder: sortOrder(),
  },
  (table) => [uniqueIndex('labels_key_key').on(table.key), check('labels_color_check', sql`${table.color} ~ '^#[0-9a-f]{6}$'`)],
);

export const productLabels = pgTable(
  'product_labels',
  {
    productId: idColumn('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    labelId: idColumn('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.labelId] }),
    index('product_labels_label_idx').on(table.labelId, table.productId),
  ],
);

/** Banners of a place on the site; shown while active and inside their optional time window. */
export const banners = pgTable(
  'banners',
  {
    id: identity(),
    position: text('position').notNull(),
    titles: localeTexts('titles').notNull(),
    image: image('image').notNull(),
    /** A path inside the store or an absolute URL. */
    link: text('link').notNull(),
    sortOrder: sortOrder(),
    active: boolean('active').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('banners_position_idx').on(table.position, table.sortOrder).where(sql`${table.active}`),
    check('banners_position_check', sql`${table.position} in ('home', 'category')`),
  ],
);

/** A page's layout (page info): its title; page_sections lists what it shows, in order. */
export const pages = pgTable(
  'pages',
  {
    pageKey: text('page_key').primaryKey(),
    titles: localeTexts('titles').notNull(),
  },
  (table) => [check('pages_key_check', sql`${table.pageKey} ~ '^[a-z][a-z0-9-]{0,39}$'`)],
);

export const pageSections = pgTable(
  'page_sections',
  {
    pageKey: text('page_key')
      .notNull()
      .references(() => pages.pageKey, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    titles: localeTexts('titles').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.pageKey, table.position] }),
    check('page_sections_type_check', sql`${table.type} in ('banners', 'gameZone', 'hotProducts', 'buyerOrders')`),
  ],
);

/**
 * DIY activity pages (/act/{linkSuffix}). A page with game_page set is its game's page: the game
 * zone links the game there (at most one per game).
 */
export const activities = pgTable(
  'activities',
  {
    id: identity(),
    linkSuffix: text('link_suffix').notNull(),
    titles: localeTexts('titles').notNull(),
    categoryId: idColumn('category_id').references(() => categories.id, { onDelete: 'set null' }),
    gamePage: boolean('game_page').notNull().default(false),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('activities_link_suffix_key').on(table.linkSuffix),
    uniqueIndex('activities_game_page_key').on(table.categoryId).where(sql`${table.gamePage}`),
    check('activities_link_suffix_check', sql`${table.linkSuffix} ~ ${sql.raw(LINK_SUFFIX)}`),
  ],
);

export const activityBlocks = pgTable(
  'activity_blocks',
  {
    activityId: idColumn('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: jsonb('content').$type<StoredActivityBlock>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.position] }),
    check('activity_blocks_type_check', sql`${table.content}->>'type' in ('banner', 'text', 'products')`),
  ],
);

/**
 * Reviews (the evaluate feature). author_name is the name as given; answers mask it. order_id
 * (one review per order) and user_id are for reviews written after real orders.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: identity(),
    productId: idColumn('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: idColumn('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    userId: bigint('user_id', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    orderId: idColumn('order_id'),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    /** The language the review is written in. */
    language: text('language').notNull(),
    visible: boolean('visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('reviews_product_idx').on(table.productId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`${table.visible}`),
    uniqueIndex('reviews_order_key').on(table.orderId),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * The buyer-order ticker: recent purchases, already anonymised (buyer_mask is what the ticker
 * shows; no raw name is stored). Demo rows have no order_id; the orders team adds one row per SKU
 * of each completed order (docs/catalogue.md), so (order_id, sku_id) is unique.
 */
export const buyerOrderFeed = pgTable(
  'buyer_order_feed',
  {
    id: identity(),
    orderId: idColumn('order_id'),
    productId: idColumn('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: idColumn('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    /** The product's game, kept here so the ticker of one game reads one index. */
    categoryId: idColumn('category_id')
      .notNull()
      .references(() => categories.id),
    buyerMask: text('buyer_mask').notNull(),
    quantity: integer('quantity').notNull(),
    purchasedAt: at('purchased_at').notNull(),
  },
  (table) => [
    index('buyer_order_feed_recent_idx').on(table.purchasedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('buyer_order_feed_category_idx').on(table.categoryId, table.purchasedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    uniqueIndex('buyer_order_feed_order_key').on(table.orderId, table.skuId),
    check('buyer_order_feed_quantity_check', sql`${table.quantity} >= 1`),
  ],
);

/** Customer-service contacts: a messenger account with the link its QR code carries. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: identity(),
    names: localeTexts('names').notNull(),
    channel: text('channel').notNull(),
    accountId: text('account_id').notNull(),
    qrContent: text('qr_content').notNull(),
    sortOrder: sortOrder(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('customer_contacts_listing_idx').on(table.sortOrder).where(sql`${table.active}`)],
);
