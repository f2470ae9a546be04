import { and, eq } from 'drizzle-orm';
import type { OrderNo } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import { orders } from '../order/schema';

export type CustomerOrder = typeof orders.$inferSelect;

/** One of the caller's orders; another customer's order answers 12 like one that does not exist. */
export async function customerOrder(db: DbHandle, userId: bigint, orderNo: OrderNo): Promise<CustomerOrder> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  if (!order) throw new ApiError(ResultCode.NO_DATA, 'No such order');
  return order;
}
