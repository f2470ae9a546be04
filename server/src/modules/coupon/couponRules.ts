import { couponTemplateIdSchema, customerCouponIdSchema, type CouponRule, type CurrencyName, type UserCoupon, type UserCouponStatus } from '@topup/shared/contract';
import type { couponTemplates, userCoupons } from './schema';

export type CouponTemplateRow = typeof couponTemplates.$inferSelect;
export type UserCouponRow = typeof userCoupons.$inferSelect;

/** What a coupon is checked against: the order's currency, amount and the categories of its products. */
export interface OrderTerms {
  currencyName: CurrencyName;
  amountMinor: bigint;
  categoryIds: readonly bigint[];
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * What a coupon takes off an amount: a fixed amount, or a percent rounded down to a whole minor
 * unit and capped by maxDiscountMinor; never more than the amount itself.
 */
export function discountFor(template: CouponTemplateRow, amountMinor: bigint): bigint {
  if (template.discountType === 'amount') return min(template.discountAmountMinor ?? 0n, amountMinor);
  const percent = (amountMinor * BigInt(template.discountPercent ?? 0)) / 100n;
  return template.maxDiscountMinor === null ? percent : min(percent, template.maxDiscountMinor);
}

/**
 * Whether a coupon of this template applies to an order: same currency, the threshold reached,
 * a product of one of its categories (when scoped), and a discount above zero that leaves
 * something to pay (no pay way takes an order of 0; the spec's 5019 is a zero price).
 */
export function appliesTo(template: CouponTemplateRow, order: OrderTerms): boolean {
  if (template.currencyName !== order.currencyName) return false;
  if (order.amountMinor < template.thresholdMinor) return false;
  if (template.scope === 'categories' && !order.categoryIds.some((id) => template.categoryIds.includes(id))) return false;
  const discount = discountFor(template, order.amountMinor);
  return discount > 0n && discount < order.amountMinor;
}

/** Whether a held coupon may be used at `now`: unused and inside its own validity. */
export function isUsableAt(coupon: UserCouponRow, now: Date): boolean {
  return coupon.status === 'unused' && coupon.validFrom <= now && now < coupon.validTo;
}

/** Expiry is not stored: an unused coupon past its end is expired. */
export function statusAt(coupon: UserCouponRow, now: Date): UserCouponStatus {
  if (coupon.status === 'unused' && coupon.validTo <= now) return 'expired';
  return coupon.status;
}

/** A held coupon's own validity, fixed when it is received. */
export function validityOnReceipt(template: CouponTemplateRow, receivedAt: Date): { validFrom: Date; validTo: Date } | null {
  if (template.validDays !== null) {
    return { validFrom: receivedAt, validTo: new Date(receivedAt.getTime() + template.validDays * 24 * 60 * 60_000) };
  }
  if (template.validTo === null || template.validTo <= receivedAt) return null;
  return { validFrom: template.validFrom ?? receivedAt, validTo: template.validTo };
}

const ms = (date: Date | null) => (date === null ? null : date.getTime());

export function ruleView(template: CouponTemplateRow): CouponRule {
  return {
    couponId: couponTemplateIdSchema.parse(String(template.id)),
    name: template.name,
    description: template.description,
    currencyName: template.currencyName as CurrencyName,
    discountType: template.discountType,
    discountAmountMinor: template.discountAmountMinor === null ? null : Number(template.discountAmountMinor),
    discountPercent: template.discountPercent,
    maxDiscountMinor: template.maxDiscountMinor === null ? null : Number(template.maxDiscountMinor),
    thresholdMinor: Number(template.thresholdMinor),
    scope: template.scope,
    categoryIds: template.categoryIds.map(String),
    validFrom: ms(template.validFrom),
    validTo: ms(template.validTo),
    validDays: template.validDays,
  };
}

export function userCouponView(coupon: UserCouponRow, template: CouponTemplateRow, now: Date): UserCoupon {
  return {
    id: customerCouponIdSchema.parse(String(coupon.id)),
    status: statusAt(coupon, now),
    validFrom: coupon.validFrom.getTime(),
    validTo: coupon.validTo.getTime(),
    receiveTime: coupon.receivedAt.getTime(),
    useTime: ms(coupon.usedAt),
    orderNo: coupon.orderNo,
    read: coupon.readAt !== null,
    rule: ruleView(template),
  };
}
