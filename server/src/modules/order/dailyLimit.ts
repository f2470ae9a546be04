import { and, eq, gt, gte, inArray, isNotNull, ne, or, sql, sum } from 'drizzle-orm';
import { ORDER_STATUS } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import type { OrderExtensions } from './extensions';
import { orders, payments } from './schema';
import { HELD_FOR_REVIEW } from './orderViews';

export interface DailyLimitCheck {
  userId: bigint;
  currencyName: string;
  /** What the caller is about to pay, minor units. */
  amount: number;
  /** The order being paid: its own open attempts are superseded by this one, so they do not count. */
  payingOrderId?: bigint;
}

/**
 * 5025 when paying `amount` more today would take the customer past the currency's daily limit.
 * Counted: what was paid today (and what other modules add, the top-ups: docs/topup.md), and every attempt whose money may still come: started and neither
 * settled nor expired (its order still unpaid and payable), or held for review. Without the
 * attempts in flight, thirty card payments started before any settles would each pass the check.
 */
export async function checkDailyLimit(
  db: DbHandle,
  extensions: OrderExtensions,
  limits: Record<string, number>,
  now: Date,
  check: DailyLimitCheck,
): Promise<void> {
  const limit = limits[check.currencyName];
  if (limit === undefined) return;
  const dayStart = new Date(now);
  dayStart.setUTCHours(0, 0, 0, 0);
  const [paid] = await db
    .select({ total: sum(orders.paidAmount) })
    .from(orders)
    .where(and(eq(orders.userId, check.userId), eq(orders.currencyName, check.currencyName), isNotNull(orders.payTime), gte(orders.payTime, dayStart)));
  const payable = and(
    inArray(payments.status, ['creating', 'pending']),
    inArray(orders.status, [ORDER_STATUS.TO_PAY, ORDER_STATUS.PAYMENT_NEEDS_CONFIRMATION]),
    gt(orders.payDeadline, now),
  );
  const held = and(eq(payments.status, HELD_FOR_REVIEW), gte(payments.createdAt, dayStart));
  const [inFlight] = await db
    .select({ total: sum(payments.amount) })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.userId, check.userId),
        eq(payments.currencyName, check.currencyName),
        check.payingOrderId === undefined ? sql`true` : ne(payments.orderId, check.payingOrderId),
        or(payable, held),
      ),
    );
  const elsewhere = await extensions.spentToday(db, check.userId, check.currencyName, dayStart);
  if (Number(paid?.total ?? 0) + Number(inFlight?.total ?? 0) + elsewhere + check.amount > limit) {
    throw new ApiError(ResultCode.DAILY_PAYMENT_LIMIT, 'Daily payment limit exceeded');
  }
}
