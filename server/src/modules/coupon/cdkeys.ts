import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import { holdCustomer } from '../auth';
import { couponCodeAttempts, couponCodes } from './schema';
import type { UserCouponRow } from './couponRules';
import { grantCoupon } from './coupons';

/** Exchange attempts one user may make in 24 hours, failed ones included (codes cannot be guessed). */
export const EXCHANGE_ATTEMPTS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

/** Codes are stored and compared upper-case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Exchanges a code for a coupon. Refusals: 4004 too many attempts in 24 hours, 12 unknown or
 * expired code, 4007 this user already exchanged it as often as allowed (or holds the template's
 * limit), 4006 the code or its coupons are used up. Every attempt is recorded with its outcome,
 * refused ones too, in a transaction that serialises one user's attempts.
 */
export async function exchangeCode(db: DbHandle, userId: bigint, typedCode: string, now: Date): Promise<UserCouponRow> {
  const code = normalizeCode(typedCode);
  const outcome = await db.transaction(async (tx): Promise<{ coupon: UserCouponRow } | { refusal: ApiError }> => {
    await holdCustomer(tx, userId);
    const [recent] = await tx
      .select({ value: count() })
      .from(couponCodeAttempts)
      .where(and(eq(couponCodeAttempts.userId, userId), gt(couponCodeAttempts.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((recent?.value ?? 0) >= EXCHANGE_ATTEMPTS_PER_DAY) {
      return { refusal: new ApiError(ResultCode.TOO_MANY_EXCHANGES, 'Too many exchanges, please retry tomorrow') };
    }
    const [attempt] = await tx.insert(couponCodeAttempts).values({ userId, code, createdAt: now }).returning({ id: couponCodeAttempts.id });
    if (!attempt) throw new Error('cdkeys: the attempt insert returned nothing');
    try {
      // A refusal rolls back only this savepoint: the attempt stays recorded.
      const coupon = await tx.transaction((savepoint) => redeem(savepoint, userId, code, now));
      await tx.update(couponCodeAttempts).set({ outcome: ResultCode.SUCCESS, userCouponId: coupon.id }).where(eq(couponCodeAttempts.id, attempt.id));
      return { coupon };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await tx.update(couponCodeAttempts).set({ outcome: error.code }).where(eq(couponCodeAttempts.id, attempt.id));
      return { refusal: error };
    }
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.coupon;
}

async function redeem(tx: DbHandle, userId: bigint, code: string, now: Date): Promise<UserCouponRow> {
  const [row] = await tx.select().from(couponCodes).where(eq(couponCodes.code, code));
  if (!row || (row.validTo !== null && row.validTo <= now)) throw new ApiError(ResultCode.NO_DATA, 'Unknown code');
  const [exchanged] = await tx
    .select({ value: count() })
    .from(couponCodeAttempts)
    .where(and(eq(couponCodeAttempts.userId, userId), eq(couponCodeAttempts.code, code), eq(couponCodeAttempts.outcome, ResultCode.SUCCESS)));
  if ((exchanged?.value ?? 0) >= row.perUserLimit) throw new ApiError(ResultCode.COUPON_RECEIVE_LIMIT, 'Coupon receive limit reached');
  const [taken] = await tx
    .update(couponCodes)
    .set({ useCount: sql`${couponCodes.useCount} + 1` })
    .where(and(eq(couponCodes.code, code), or(isNull(couponCodes.maxUses), sql`${couponCodes.useCount} < ${couponCodes.maxUses}`)))
    .returning({ code: couponCodes.code });
  if (!taken) throw new ApiError(ResultCode.COUPONS_USED_UP, 'This code is used up');
  return grantCoupon(tx, { userId, templateId: row.templateId, source: 'cdkey', now });
}
