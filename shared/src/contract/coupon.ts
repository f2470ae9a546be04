import { z } from 'zod';
import { couponCodeSchema } from '@topup/shared/validation';
import { defineCall, type CallRequest } from './defineCall';
import { couponTemplateIdSchema, customerCouponIdSchema, idSchema, orderNoSchema } from './id';
import { LOCALES, type Locale } from './locales';
import { amountMinorSchema, currencyNameSchema } from './money';
import { pageOf, pageRequestShape } from './paging';

/** A text per locale; a coupon's name or rules may lack some locales (see localizedText). */
export const localizedTextSchema = z.partialRecord(z.enum(LOCALES), z.string().min(1).max(200));
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * The text of a locale, else of the language it borrows (me reads English), else Russian, else
 * any: a coupon written for one storefront still has a name everywhere.
 */
export function localizedText(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? (locale === 'me' ? text.en : undefined) ?? text.ru ?? Object.values(text)[0] ?? '';
}

export const COUPON_DISCOUNT_TYPES = ['amount', 'percent'] as const;
export const COUPON_SCOPES = ['all', 'categories'] as const;

/**
 * What a coupon is (the market's coupon, a template every received coupon points at). A coupon
 * is for one currency; its discount is a fixed amount or a percent (capped by maxDiscountMinor
 * when set); it applies to orders of at least thresholdMinor, for every product or for products
 * of the listed categories. It is valid in a fixed window or for validDays after receipt.
 */
export const couponRuleSchema = z.object({
  /** The template's id (the spec's name for it): not the customer's coupon, which an order spends. */
  couponId: couponTemplateIdSchema,
  name: localizedTextSchema,
  /** Extra conditions written out for the customer; may be empty. */
  description: localizedTextSchema,
  currencyName: currencyNameSchema,
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  /** The discount of an 'amount' coupon; null for 'percent'. */
  discountAmountMinor: amountMinorSchema.nullable(),
  /** 1 to 99 for a 'percent' coupon; null for 'amount'. */
  discountPercent: z.number().int().min(1).max(99).nullable(),
  maxDiscountMinor: amountMinorSchema.nullable(),
  thresholdMinor: amountMinorSchema,
  scope: z.enum(COUPON_SCOPES),
  /** The catalogue's category ids for scope 'categories'; empty for 'all'. */
  categoryIds: z.array(idSchema),
  /** A fixed window (ms since the epoch; validFrom may be null) or validDays after receipt. */
  validFrom: z.number().int().nullable(),
  validTo: z.number().int().nullable(),
  validDays: z.number().int().min(1).nullable(),
});
export type CouponRule = z.infer<typeof couponRuleSchema>;

/**
 * A coupon as its owner sees it. `locked`: held by an unpaid order (orderNo), listed under the
 * 'used' tab until the order is paid (then `used`) or closed (then back to `unused`).
 */
export const USER_COUPON_STATUSES = ['unused', 'locked', 'used', 'expired'] as const;
export type UserCouponStatus = (typeof USER_COUPON_STATUSES)[number];

export const userCouponSchema = z.object({
  /** The received coupon's own id (what an order uses). */
  id: customerCouponIdSchema,
  status: z.enum(USER_COUPON_STATUSES),
  /** This coupon's own validity, ms since the epoch. */
  validFrom: z.number().int(),
  validTo: z.number().int(),
  receiveTime: z.number().int(),
  useTime: z.number().int().nullable(),
  orderNo: orderNoSchema.nullable(),
  /** Whether its owner has dismissed the pop-up announcing it. */
  read: z.boolean(),
  rule: couponRuleSchema,
});
export type UserCoupon = z.infer<typeof userCouponSchema>;

export const usableCouponSchema = userCouponSchema.extend({
  /** What this coupon takes off the amount asked about. */
  discountMinor: amountMinorSchema,
});
export type UsableCoupon = z.infer<typeof usableCouponSchema>;

export const COUPON_TABS = ['unused', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

/** "12,40" -> ['12', '40']; empty text -> []. GET query values are text. */
const categoryIdListSchema = z
  .string()
  .transform((text) => (text === '' ? [] : text.split(',')))
  .pipe(z.array(idSchema).max(100));

/**
 * The caller's coupons that an order of amountMinor in currencyName, for products of categoryIds,
 * may use now: best discount first. A category-scoped coupon needs one of its categories among
 * categoryIds.
 */
export const usableCouponListCall = defineCall({
  method: 'GET',
  path: '/user/coupon/usableCouponList',
  access: 'user',
  tag: 'coupon',
  summary: 'Coupons the caller can use on an order of this amount, currency and categories',
  request: z.object({
    currencyName: currencyNameSchema,
    amountMinor: z.coerce.number().pipe(amountMinorSchema),
    categoryIds: categoryIdListSchema.optional(),
  }),
  response: z.array(usableCouponSchema),
});

export const userCouponPageListCall = defineCall({
  method: 'GET',
  path: '/user/coupon/userCouponPageList',
  access: 'user',
  tag: 'coupon',
  summary: "The caller's coupons of one tab (unused, used, expired), newest first, paged",
  request: z.object({ ...pageRequestShape, tab: z.enum(COUPON_TABS).default('unused') }),
  response: pageOf(userCouponSchema),
});

export const rulesByCouponIdsCall = defineCall({
  method: 'POST',
  path: '/market/coupon/rulesByCouponIds',
  access: 'user',
  tag: 'coupon',
  summary: 'The rules of coupons by their couponId; unknown ids are left out',
  request: z.object({ couponIds: z.array(couponTemplateIdSchema).min(1).max(100) }),
  response: z.array(couponRuleSchema),
});

export const couponCountSchema = z.object({
  unused: z.number().int().min(0),
  used: z.number().int().min(0),
  expired: z.number().int().min(0),
});
export type CouponCount = z.infer<typeof couponCountSchema>;

export const couponCountCall = defineCall({
  method: 'GET',
  path: '/user/front/user/couponCount',
  access: 'user',
  tag: 'coupon',
  summary: "How many coupons the caller has in each tab ('used' counts locked ones too)",
  request: z.object({}),
  response: couponCountSchema,
});

/**
 * /my/coupon's first render: the first page of unused coupons and every tab's count. Named once for
 * the page and the server, which lists them as the page's early calls.
 */
export const MY_COUPONS_PAGE_REQUESTS = {
  coupons: { tab: 'unused', pageNum: 1, pageSize: 10 } satisfies CallRequest<typeof userCouponPageListCall>,
  counts: {} satisfies CallRequest<typeof couponCountCall>,
} as const;

/**
 * Whether the caller has unused coupons they have not dismissed the pop-up for. Reading does not
 * change anything: the pop-up's dismissal calls readCouponCall.
 */
export const queryUnreadCouponCall = defineCall({
  method: 'GET',
  path: '/user/front/user/queryUnreadCoupon',
  access: 'user',
  tag: 'coupon',
  summary: 'Whether unread coupons exist (the coupon pop-up shows when true)',
  request: z.object({}),
  response: z.boolean(),
});

/**
 * Not in the spec: marks every coupon the caller holds as read, so the pop-up does not come back.
 * Named after the spec's form pair (GET .../unreadFlg, POST .../read).
 */
export const readCouponCall = defineCall({
  method: 'POST',
  path: '/user/front/user/readCoupon',
  access: 'user',
  tag: 'coupon',
  summary: "Marks the caller's coupons as read: the coupon pop-up was dismissed",
  request: z.object({}),
  response: z.object({ marked: z.number().int().min(0) }),
});

/**
 * Exchanges a code for a coupon (a GET, as the spec has it: call it without the GET cache).
 * Refusals: 12 unknown or expired code, 4006 the code is used up, 4007 the caller already received
 * as many as allowed, 4004 too many exchange attempts today.
 */
export const cdkeyExchangeCall = defineCall({
  method: 'GET',
  path: '/market/cdkey/exchange',
  access: 'user',
  tag: 'coupon',
  summary: 'Exchange a code for a coupon',
  request: z.object({ code: couponCodeSchema }),
  response: userCouponSchema,
});
