import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CouponCount, CouponTab, OrderNo, PageRequest, UsableCoupon, UserCoupon } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import { holdCustomer } from '../auth';
import { couponTemplates, userCoupons } from './schema';
import {
  appliesTo,
  discountFor,
  isUsableAt,
  userCouponView,
  validityOnReceipt,
  type CouponTemplateRow,
  type OrderTerms,
  type UserCouponRow,
} from './couponRules';

/**
 * Coupons a user holds, and their life: granted (unused) -> locked by an unpaid order -> used when
 * the order is paid, or back to unused when it closes; an unused coupon past its end is expired.
 * Every status change is a conditional update, so a coupon serves one order whatever the
 * concurrency. Functions take a database or the caller's transaction (see wallet/ledger.ts).
 */

const couponRefused = () => new ApiError(ResultCode.COUPON_ABNORMAL, 'The coupon cannot be used on this order');

export interface GrantInput {
  userId: bigint;
  templateId: bigint;
  /** Where it comes from: 'cdkey', 'dev', 'seed', 'invitation'... */
  source: string;
  /** When set, granting again with the same key returns the first coupon (unique per user). */
  grantKey?: string;
  now: Date;
}

/**
 * Gives a user one coupon of a template. Refusals: 12 no such template or its window is over,
 * 4006 the template's quantity is used up, 4007 the user holds as many as the template allows.
 */
export async function grantCoupon(db: DbHandle, input: GrantInput): Promise<UserCouponRow> {
  if (input.grantKey !== undefined) {
    const earlier = await couponByGrantKey(db, input.userId, input.grantKey);
    if (earlier) return earlier;
  }
  return db.transaction(async (tx) => {
    // One grant per user at a time, so the per-user limit holds under concurrent grants.
    if (!(await holdCustomer(tx, input.userId))) throw new ApiError(ResultCode.USER_NOT_FOUND, 'User does not exist');
    if (input.grantKey !== undefined) {
      const earlier = await couponByGrantKey(tx, input.userId, input.grantKey);
      if (earlier) return earlier;
    }
    const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, input.templateId));
    const validity = template && validityOnReceipt(template, input.now);
    if (!template || !validity) throw new ApiError(ResultCode.NO_DATA, 'No such coupon, or it can no longer be received');
    if (template.perUserLimit !== null) {
      const [held] = await tx
        .select({ value: count() })
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, input.userId), eq(userCoupons.templateId, template.id)));
      if ((held?.value ?? 0) >= template.perUserLimit) throw new ApiError(ResultCode.COUPON_RECEIVE_LIMIT, 'Coupon receive limit reached');
    }
    const [issued] = await tx
      .update(couponTemplates)
      .set({ issuedCount: sql`${couponTemplates.issuedCount} + 1` })
      .where(
        and(
          eq(couponTemplates.id, template.id),
          or(isNull(couponTemplates.totalQuantity), sql`${couponTemplates.issuedCount} < ${couponTemplates.totalQuantity}`),
        ),
      )
      .returning({ id: couponTemplates.id });
    if (!issued) throw new ApiError(ResultCode.COUPONS_USED_UP, 'The coupons are used up');
    const [coupon] = await tx
      .insert(userCoupons)
      .values({
        userId: input.userId,
        templateId: template.id,
        ...validity,
        receivedAt: input.now,
        source: input.source,
        grantKey: input.grantKey ?? null,
      })
      .returning();
    if (!coupon) throw new Error('coupons: the insert returned nothing');
    return coupon;
  });
}

async function couponByGrantKey(db: DbHandle, userId: bigint, grantKey: string): Promise<UserCouponRow | undefined> {
  const [coupon] = await db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.grantKey, grantKey)));
  return coupon;
}

/** The user's coupons an order with these terms may use now, best discount first. */
export async function usableFor(db: DbHandle, userId: bigint, order: OrderTerms, now: Date): Promise<UsableCoupon[]> {
  const rows = await db
    .select({ coupon: userCoupons, template: couponTemplates })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(
      and(
        eq(userCoupons.userId, userId),
        eq(userCoupons.status, 'unused'),
        lte(userCoupons.validFrom, now),
        gt(userCoupons.validTo, now),
        eq(couponTemplates.currencyName, order.currencyName),
      ),
    );
  return rows
    .filter(({ template }) => appliesTo(template, order))
    .map(({ coupon, template }) => ({ ...userCouponView(coupon, template, now), discountMinor: Number(discountFor(template, order.amountMinor)) }))
    .sort((a, b) => b.discountMinor - a.discountMinor || a.validTo - b.validTo);
}

export interface ReserveInput extends OrderTerms {
  userId: bigint;
  userCouponId: bigint;
  /** The order that will use it (its number only: coupons do not know the orders' tables). */
  orderNo: OrderNo;
  now: Date;
}

/** A coupon locked for an order: its discount and its template's name, which the order keeps. */
export interface ReservedCoupon {
  coupon: UserCouponRow;
  discountMinor: bigint;
  templateName: CouponTemplateRow['name'];
}

/**
 * Locks a coupon for an unpaid order and tells its discount. The same coupon and order again
 * returns the same answer. Refused with 3032 when the coupon is not the caller's, is used, locked
 * by another order, outside its validity, does not apply to these terms, or the order already
 * holds another coupon (one coupon per order); of many concurrent
 * calls for one coupon, exactly one wins.
 */
export async function reserveCoupon(db: DbHandle, input: ReserveInput): Promise<ReservedCoupon> {
  const [found] = await db
    .select({ coupon: userCoupons, template: couponTemplates })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(and(eq(userCoupons.id, input.userCouponId), eq(userCoupons.userId, input.userId)));
  if (!found || !appliesTo(found.template, input)) throw couponRefused();
  const discountMinor = discountFor(found.template, input.amountMinor);
  if (found.coupon.status !== 'unused') {
    if (found.coupon.orderNo === input.orderNo) return { coupon: found.coupon, discountMinor, templateName: found.template.name };
    throw couponRefused();
  }
  if (!isUsableAt(found.coupon, input.now)) throw couponRefused();
  const [held] = await db.select({ id: userCoupons.id }).from(userCoupons).where(eq(userCoupons.orderNo, input.orderNo));
  if (held) throw couponRefused();
  const [locked] = await db
    .update(userCoupons)
    .set({ status: 'locked', orderNo: input.orderNo, lockedAt: input.now })
    .where(
      and(
        eq(userCoupons.id, input.userCouponId),
        eq(userCoupons.status, 'unused'),
        lte(userCoupons.validFrom, input.now),
        gt(userCoupons.validTo, input.now),
      ),
    )
    .returning();
  if (!locked) throw couponRefused();
  return { coupon: locked, discountMinor, templateName: found.template.name };
}

/**
 * The order was paid: its locked coupon becomes used. Idempotent; null when the order holds no
 * coupon (none was reserved, or it was released when the order closed).
 */
export async function consumeCoupon(db: DbHandle, orderNo: OrderNo, now: Date): Promise<UserCouponRow | null> {
  const [used] = await db
    .update(userCoupons)
    .set({ status: 'used', usedAt: now })
    .where(and(eq(userCoupons.orderNo, orderNo), eq(userCoupons.status, 'locked')))
    .returning();
  if (used) return used;
  const [already] = await db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.orderNo, orderNo), eq(userCoupons.status, 'used')));
  return already ?? null;
}

/**
 * The unpaid order closed or was cancelled: its locked coupon is unused again (expired if its
 * time has passed meanwhile). A used coupon stays used. Returns whether one was released.
 */
export async function releaseCoupon(db: DbHandle, orderNo: OrderNo): Promise<boolean> {
  const released = await db
    .update(userCoupons)
    .set({ status: 'unused', orderNo: null, lockedAt: null })
    .where(and(eq(userCoupons.orderNo, orderNo), eq(userCoupons.status, 'locked')))
    .returning({ id: userCoupons.id });
  return released.length > 0;
}

/** Unused, unexpired coupons whose pop-up the owner has not dismissed. */
function unreadCondition(userId: bigint, now: Date): SQL | undefined {
  return and(eq(userCoupons.userId, userId), eq(userCoupons.status, 'unused'), gt(userCoupons.validTo, now), isNull(userCoupons.readAt));
}

export async function hasUnreadCoupons(db: DbHandle, userId: bigint, now: Date): Promise<boolean> {
  const [row] = await db.select({ id: userCoupons.id }).from(userCoupons).where(unreadCondition(userId, now)).limit(1);
  return row !== undefined;
}

/** The pop-up was dismissed: every coupon the user holds is read. Returns how many changed. */
export async function markCouponsRead(db: DbHandle, userId: bigint, now: Date): Promise<number> {
  const marked = await db
    .update(userCoupons)
    .set({ readAt: now })
    .where(and(eq(userCoupons.userId, userId), isNull(userCoupons.readAt)))
    .returning({ id: userCoupons.id });
  return marked.length;
}

function tabCondition(tab: CouponTab, now: Date): SQL | undefined {
  switch (tab) {
    case 'unused':
      return and(eq(userCoupons.status, 'unused'), gt(userCoupons.validTo, now));
    case 'used':
      return inArray(userCoupons.status, ['locked', 'used']);
    case 'expired':
      return and(eq(userCoupons.status, 'unused'), lte(userCoupons.validTo, now));
  }
}

export async function couponCounts(db: DbHandle, userId: bigint, now: Date): Promise<CouponCount> {
  const countOf = (tab: CouponTab) => sql<number>`count(*) filter (where ${tabCondition(tab, now)})`.mapWith(Number);
  const [row] = await db
    .select({ unused: countOf('unused'), used: countOf('used'), expired: countOf('expired') })
    .from(userCoupons)
    .where(eq(userCoupons.userId, userId));
  return row ?? { unused: 0, used: 0, expired: 0 };
}

/** One page of a tab, newest first. */
export async function couponPage(
  db: DbHandle,
  userId: bigint,
  tab: CouponTab,
  page: PageRequest,
  now: Date,
): Promise<{ list: UserCoupon[]; total: number }> {
  const where = and(eq(userCoupons.userId, userId), tabCondition(tab, now));
  const [rows, [total]] = await Promise.all([
    db
      .select({ coupon: userCoupons, template: couponTemplates })
      .from(userCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
      .where(where)
      .orderBy(desc(userCoupons.receivedAt), desc(userCoupons.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ value: count() }).from(userCoupons).where(where),
  ]);
  return { list: rows.map(({ coupon, template }) => userCouponView(coupon, template, now)), total: total?.value ?? 0 };
}

export async function templatesByIds(db: DbHandle, ids: readonly bigint[]): Promise<CouponTemplateRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(couponTemplates).where(inArray(couponTemplates.id, [...ids])).orderBy(couponTemplates.id);
}

export async function userCouponWithTemplate(db: DbHandle, couponId: bigint): Promise<{ coupon: UserCouponRow; template: CouponTemplateRow }> {
  const [row] = await db
    .select({ coupon: userCoupons, template: couponTemplates })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(eq(userCoupons.id, couponId));
  if (!row) throw new Error(`coupons: coupon ${couponId} is missing`);
  return row;
}
