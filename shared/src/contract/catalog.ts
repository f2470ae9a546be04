import { z } from 'zod';
import { defineCall } from './defineCall';
import { LOCALES } from './locales';
import { idSchema, LINK_SUFFIX } from './id';
import { moneySchema } from './money';
import { pageOf, pageRequestSchema } from './paging';

/**
 * The catalogue's Display calls (spec, section 7): public, no token. Every call names the locale
 * it wants its texts and prices in, so the per-path-and-params GET cache never mixes locales; the
 * price is in that locale's storefront currency.
 */
const localeParam = z.object({ locale: z.enum(LOCALES).default('ru') });

/** Catalogue identifiers: the store's id (see id.ts). */
export const catalogIdSchema = idSchema;

/** Free-text search input: trimmed, at most 100 characters (longer input is code 11, not a slow query). */
/** The longest search keyword the calls take. */
export const SEARCH_KEYWORD_MAX = 100;
export const searchKeywordSchema = z.string().trim().max(SEARCH_KEYWORD_MAX);

/** An image of the catalogue with its intrinsic size, so pages reserve the space before it loads. */
export const catalogImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type CatalogImage = z.infer<typeof catalogImageSchema>;

export const labelSchema = z.object({
  id: catalogIdSchema,
  name: z.string(),
  /** CSS colour of the label's background, e.g. #e5484d. */
  color: z.string(),
});
export type Label = z.infer<typeof labelSchema>;

/** A game (category) as the game zone grid, the category list and search show it. */
export const categoryCardSchema = z.object({
  id: catalogIdSchema,
  name: z.string(),
  icon: catalogImageSchema,
  /** Link suffix of the game's page (/act/{linkSuffix}); null when it has none. */
  linkSuffix: z.string().nullable(),
  hot: z.boolean(),
});
export type CategoryCard = z.infer<typeof categoryCardSchema>;

/** A product (SPU) as lists show it: its lowest SKU price in the storefront currency. */
export const productCardSchema = z.object({
  id: catalogIdSchema,
  categoryId: catalogIdSchema,
  categoryName: z.string(),
  name: z.string(),
  image: catalogImageSchema,
  fromPrice: moneySchema,
  labels: z.array(labelSchema),
  /** Completed purchases, for 'sold' counters and sorting. */
  soldCount: z.number().int().min(0),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const skuSchema = z.object({
  id: catalogIdSchema,
  productId: catalogIdSchema,
  name: z.string(),
  price: moneySchema,
  /** Price before a discount, when the SKU is discounted. */
  originalPrice: moneySchema.nullable(),
  /** Most units of this SKU in one order (the spec's purchase limit); at most 1000. */
  purchaseLimit: z.number().int().min(1).max(1000),
  /** Units left; null when the SKU is not stock-limited (most top-ups). */
  stock: z.number().int().min(0).nullable(),
  available: z.boolean(),
});
export type Sku = z.infer<typeof skuSchema>;

/** What the game needs to know about the player to deliver a top-up (the pre-pay form's fields). */
export const accountFieldSchema = z.object({
  key: z.string(),
  /** Locale text of the field's label. */
  label: z.string(),
  type: z.enum(['text', 'select']),
  required: z.boolean(),
  /** Pattern the value must match (JavaScript regular expression source), when the game has one. */
  pattern: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  /** Where the game shows this value (the "where is my ID" help), when the store wrote it down. */
  hint: z.string().optional(),
});
export type AccountField = z.infer<typeof accountFieldSchema>;

export const productDetailSchema = productCardSchema.extend({
  linkSuffix: z.string().nullable(),
  /** The goods group the product belongs to (see the group frame); SKUs are fetched by the product's own id. */
  goodsGroupId: catalogIdSchema,
  description: z.string(),
  gallery: z.array(catalogImageSchema),
  /** Promised delivery window in minutes (the spec promises 0 to 15). */
  deliveryMinutes: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }),
  accountFields: z.array(accountFieldSchema),
  rating: z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) }),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const bannerSchema = z.object({
  id: catalogIdSchema,
  title: z.string(),
  image: catalogImageSchema,
  /** A path inside the store (e.g. /detail/12) or an absolute URL. */
  link: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const reviewSchema = z.object({
  id: catalogIdSchema,
  /** The reviewer's name, masked (e.g. 'Ал***й'). */
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  skuName: z.string(),
  /** ms since the epoch. */
  createTime: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

export const buyerOrderSchema = z.object({
  /** Masked buyer name, e.g. 'm***a'. */
  buyer: z.string(),
  productId: catalogIdSchema,
  productName: z.string(),
  skuName: z.string(),
  quantity: z.number().int().min(1),
  /** ms since the epoch. */
  time: z.number().int(),
});
export type BuyerOrder = z.infer<typeof buyerOrderSchema>;

/** A DIY activity page: a title and blocks of content, reached by id or by its link suffix (/act/{key}). */
export const activityBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('banner'), image: catalogImageSchema, link: z.string().nullable() }),
  z.object({ type: z.literal('text'), title: z.string(), body: z.string() }),
  z.object({ type: z.literal('products'), title: z.string(), products: z.array(productCardSchema) }),
]);
export const activityDetailSchema = z.object({
  id: catalogIdSchema,
  linkSuffix: z.string(),
  title: z.string(),
  /** The game the page belongs to, when it is a game's page. */
  categoryId: catalogIdSchema.nullable(),
  blocks: z.array(activityBlockSchema),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const customerContactSchema = z.object({
  id: catalogIdSchema,
  name: z.string(),
  /** The account id to add in the messenger. */
  accountId: z.string(),
  /** Messenger or channel, e.g. Telegram, WhatsApp. */
  channel: z.string(),
  /** What the QR code encodes (a link to the chat). */
  qrContent: z.string(),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

const display = { access: 'public', tag: 'display' } as const;

export const categoryIndexCall = defineCall({
  ...display,
  method: 'POST',
  path: '/display/v1/category/index',
  summary: "The game zone: every game on sale, hot ones first",
  request: localeParam.extend({ hotOnly: z.boolean().default(false) }),
  response: z.array(categoryCardSchema),
});

export const pageInfoCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/v1/page/info',
  summary: "A page's layout: its title and which sections it shows, in order",
  request: localeParam.extend({ pageKey: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/).default('home') }),
  response: z.object({
    pageKey: z.string(),
    title: z.string(),
    sections: z.array(
      z.object({
        type: z.enum(['banners', 'gameZone', 'hotProducts', 'buyerOrders']),
        title: z.string(),
      }),
    ),
  }),
});

export const categoryNamesCall = defineCall({
  ...display,
  method: 'POST',
  path: '/display/v1/category/names',
  summary: 'The names of the given games (unknown ids are left out)',
  request: localeParam.extend({ ids: z.array(catalogIdSchema).max(100) }),
  response: z.array(z.object({ id: catalogIdSchema, name: z.string() })),
});

export const categoryClassifyCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/v1/category/classify',
  summary: 'Games grouped by kind (mobile, PC, gift cards) for the category list',
  request: localeParam,
  response: z.array(z.object({ key: z.string(), name: z.string(), categories: z.array(categoryCardSchema) })),
});

export const galleryInfoCall = defineCall({
  ...display,
  method: 'POST',
  path: '/display/v1/gallery/info',
  summary: 'The banners of a place on the site',
  request: localeParam.extend({ position: z.enum(['home', 'category']).default('home') }),
  response: z.array(bannerSchema),
});

export const activityDetailCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/v1/diy/activityDetail',
  summary: 'A DIY activity page by id',
  request: localeParam.extend({ id: catalogIdSchema }),
  response: activityDetailSchema,
});

export const activityByLinkSuffixCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/v1/diy/getActivityDetailByLinkSuffix',
  summary: 'A DIY activity page by its link suffix (/act/{key})',
  request: localeParam.extend({ linkSuffix: z.string().regex(LINK_SUFFIX) }),
  response: activityDetailSchema,
});

export const groupFrameCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/goodsGroup/v1/getGroupFrameBySpuId',
  summary: "The goods group around a product: the game and every product of the group, to switch between",
  request: localeParam.extend({ spuId: catalogIdSchema }),
  response: z.object({
    groupId: catalogIdSchema,
    name: z.string(),
    categoryId: catalogIdSchema,
    categoryName: z.string(),
    products: z.array(z.object({ id: catalogIdSchema, name: z.string(), image: catalogImageSchema })),
  }),
});

export const PRODUCT_SORTS = ['recommended', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const;

export const goodsPageCall = defineCall({
  ...display,
  method: 'POST',
  path: '/display/goodsGroup/v1/getGoodsPageByQuery',
  summary: 'Products page by page, optionally of one game or with one label, hot ones when asked',
  request: localeParam.extend(pageRequestSchema.shape).extend({
    categoryId: catalogIdSchema.optional(),
    labelId: catalogIdSchema.optional(),
    hotOnly: z.boolean().default(false),
    sort: z.enum(PRODUCT_SORTS).default('recommended'),
  }),
  response: pageOf(productCardSchema),
});

export const searchGoodsCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/goodsGroup/v1/searchGoodsByQuery',
  summary: 'Products whose name or game matches the keyword in any locale, Cyrillic or Latin, any case',
  request: localeParam.extend(pageRequestSchema.shape).extend({ keyword: searchKeywordSchema }),
  response: pageOf(productCardSchema),
});

export const categorySearchCall = defineCall({
  ...display,
  method: 'POST',
  path: '/display/v1/category/search',
  summary: 'Games whose name matches the keyword in any locale, Cyrillic or Latin, any case',
  request: localeParam.extend({ keyword: searchKeywordSchema }),
  response: z.array(categoryCardSchema),
});

export const buyerOrdersCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/v1/category/buyerOrder',
  summary: 'Recent purchases, anonymised, for the ticker (of one game when given)',
  request: localeParam.extend({
    categoryId: catalogIdSchema.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z.array(buyerOrderSchema),
});

export const productByIdCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/v1/product/getProductById/{id}',
  summary: 'A product with its description, delivery promise, account fields and rating',
  request: localeParam.extend({ id: catalogIdSchema }),
  response: productDetailSchema,
});

export const productByLinkSuffixCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/v1/product/getProductByLinkSuffix',
  summary: 'A product by its short link (/d/{key})',
  request: localeParam.extend({ linkSuffix: z.string().regex(LINK_SUFFIX) }),
  response: productDetailSchema,
});

export const skusByGroupCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/v1/product/getSkusByGroupId/{groupId}',
  summary: "A product's SKUs with prices in the storefront currency (the groupId is the product's id)",
  request: localeParam.extend({ groupId: catalogIdSchema }),
  response: z.array(skuSchema),
});

export const labelsByIdsCall = defineCall({
  ...display,
  method: 'POST',
  path: '/product/labelSetting/getLabelSetingByLabelIds',
  summary: 'The labels with the given ids (unknown ids are left out)',
  request: localeParam.extend({ labelIds: z.array(catalogIdSchema).max(100) }),
  response: z.array(labelSchema),
});

/** Reviews have no path in the spec; this one sits beside the other product calls. */
export const productReviewsCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/v1/product/getProductReviews',
  summary: "A product's reviews, newest first",
  request: localeParam.extend(pageRequestSchema.shape).extend({ productId: catalogIdSchema }),
  response: pageOf(reviewSchema),
});

export const customerContactsCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/v1/customerQrcode/selectCustomerQrcode',
  summary: 'The customer-service contacts',
  request: localeParam,
  response: z.array(customerContactSchema),
});

export const customerContactCall = defineCall({
  ...display,
  method: 'GET',
  path: '/display/v1/customerQrcode/getCustomerQrcodeDetail/{id}',
  summary: 'One customer-service contact',
  request: localeParam.extend({ id: catalogIdSchema }),
  response: customerContactSchema,
});

/** Every catalogue call, for the registry. */
export const catalogCalls = [
  categoryIndexCall,
  pageInfoCall,
  categoryNamesCall,
  categoryClassifyCall,
  galleryInfoCall,
  activityDetailCall,
  activityByLinkSuffixCall,
  groupFrameCall,
  goodsPageCall,
  searchGoodsCall,
  categorySearchCall,
  buyerOrdersCall,
  productByIdCall,
  productByLinkSuffixCall,
  skusByGroupCall,
  labelsByIdsCall,
  productReviewsCall,
  customerContactsCall,
  customerContactCall,
] as const;
