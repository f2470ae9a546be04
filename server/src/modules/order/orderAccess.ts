import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS, type OrderNo } from '@topup/shared/contract';
import type { DbHandle } from '../../db/database';
import { returnStock } from '../catalog';
import type { OrderExtensions } from './extensions';
import { lockOrder } from './lifecycle';
import type { OrderRow, PaymentRow } from './orderViews';
import { orders, payments } from './schema';

/**
 * What other modules (after-sale, forms, invitations) may read or change of an order; they never
 * touch the order's tables, so every write to an order stays in this module.
 */

/** One of the customer's orders (locked until the caller's transaction ends when `lock`); undefined when not theirs or unknown. */
export async function customerOrder(db: DbHandle, userId: bigint, orderNo: OrderNo, lock = false): Promise<OrderRow | undefined> {
  const where = and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)) as ReturnType<typeof eq>;
  if (lock) return lockOrder(db, where);
  const [order] = await db.select().from(orders).where(where);
  return order;
}

export async function orderByNo(db: DbHandle, orderNo: OrderNo): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return order;
}

/** An order by id; locked until the caller's transaction ends when `lock` (its row serialises changes of the order). */
export async function orderById(db: DbHandle, orderId: bigint, lock = false): Promise<OrderRow | undefined> {
  if (lock) return lockOrder(db, eq(orders.id, orderId));
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

export async function ordersByIds(db: DbHandle, orderIds: readonly bigint[]): Promise<Map<bigint, OrderRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(orders).where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Counts an approved refund on the order (inside the caller's transaction, the order locked): an
 * order still in delivery ends refunded, its stock back and its listeners told.
 */
export async function countRefund(tx: DbHandle, order: OrderRow, amount: number, at: Date, extensions: OrderExtensions): Promise<void> {
  const endsRefunded = order.status === ORDER_STATUS.IN_PROGRESS;
  await tx
    .update(orders)
    .set({ refundAmount: order.refundAmount + amount, ...(endsRefunded ? { status: ORDER_STATUS.REFUNDED, finishTime: at } : {}) })
    .where(eq(orders.id, order.id));
  if (!endsRefunded) return;
  await returnStock(tx, order.lines);
  await extensions.stateChanged(tx, order, ORDER_STATUS.REFUNDED, at);
}

/** The payment that paid the order and whose money did not go back yet: where a provider refund goes. */
export async function paidPaymentOf(db: DbHandle, orderId: bigint): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), sql`${payments.returnedAt} is null`))
    .orderBy(asc(payments.settledAt))
    .limit(1);
  return payment;
}
