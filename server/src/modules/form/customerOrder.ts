import type { OrderNo } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import { customerOrder as ownOrder, type OrderRow } from '../order';

export type CustomerOrder = OrderRow;

/** One of the caller's orders; another customer's order answers 12 like one that does not exist. */
export async function customerOrder(db: DbHandle, userId: bigint, orderNo: OrderNo): Promise<CustomerOrder> {
  const order = await ownOrder(db, userId, orderNo);
  if (!order) throw new ApiError(ResultCode.NO_DATA, 'No such order');
  return order;
}
