import { z } from 'zod';

/** The largest value of a PostgreSQL bigint: every id column of the store is one. */
export const MAX_ID = 9223372036854775807n;

const ID_DIGITS = /^\d{1,19}$/;

/** Whether a text of 1..19 digits names a value a bigint id column can hold (ids start at 1). */
function fitsIdColumn(text: string): boolean {
  if (!ID_DIGITS.test(text)) return true; // the regex has already refused it
  const value = BigInt(text);
  return value >= 1n && value <= MAX_ID;
}

/** What idSchema accepts, without zod: for checks of the first render (a page's URL id). */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_DIGITS.test(value) && fitsIdColumn(value);
}

/** A short link's key, /d/{key} for a product and /act/{key} for an activity: what the schemas accept, for checks of the first render. */
export const LINK_SUFFIX = /^[a-z0-9-]{1,64}$/;

/**
 * The store's one identifier schema: a 64-bit integer carried as a string of digits (the spec's
 * rule for numbers of 16+ digits), between 1 and 2^63-1, so an out-of-range id is code 11 at the
 * door and never reaches a bigint column.
 */
export const idSchema = z
  .string()
  .regex(ID_DIGITS, 'must be a numeric id')
  .refine(fitsIdColumn, `must be a numeric id between 1 and ${MAX_ID}`);

/**
 * A coupon the customer holds (user_coupons.id): what an order spends. Branded so that a coupon
 * template's id can never be sent in its place (both are digits on the wire).
 */
export const customerCouponIdSchema = idSchema.brand<'CustomerCouponId'>();
export type CustomerCouponId = z.output<typeof customerCouponIdSchema>;

/** `value` as a customer coupon's id when it is one, else null (what customerCouponIdSchema accepts, without zod). */
export function customerCouponIdOf(value: unknown): CustomerCouponId | null {
  return isId(value) ? (value as CustomerCouponId) : null;
}

/**
 * A coupon template (coupon_templates.id): the market's coupon every held coupon points at. The
 * spec's wire calls it `couponId` in a coupon's rule; it is never spent by an order.
 */
export const couponTemplateIdSchema = idSchema.brand<'CouponTemplateId'>();
export type CouponTemplateId = z.output<typeof couponTemplateIdSchema>;

/**
 * An order's number (orders.order_no, text): digits carried as a string (they exceed 2^53).
 * Branded so that no other digits (an id, a pay number) pass for one, from the page's link to the
 * column.
 */
const ORDER_NO_DIGITS = /^\d{8,32}$/;
export const orderNoSchema = z.string().regex(ORDER_NO_DIGITS).brand<'OrderNo'>();
export type OrderNo = z.output<typeof orderNoSchema>;

/** What orderNoSchema accepts, without zod: pages read order numbers from links and references. */
export function isOrderNo(value: unknown): value is OrderNo {
  return typeof value === 'string' && ORDER_NO_DIGITS.test(value);
}

/** The order number in a page's `orderNo` query (where links.* put it); null when absent or not one. */
export function orderNoOf(query: URLSearchParams): OrderNo | null {
  const orderNo = query.get('orderNo');
  return isOrderNo(orderNo) ? orderNo : null;
}

/**
 * One payment attempt of an order (payments.pay_no, text), as the pay calls answer it. Not
 * branded: no call takes one back, and providers carry it as their own reference text.
 */
export const payNoSchema = z.string();
