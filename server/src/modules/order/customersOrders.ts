import { and, count, desc, gte, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { OrderStatus, PageRequest } from '@topup/shared/contract';
import type { DbHandle } from '../../db/database';
import type { OrderRow } from './orderViews';
import { orders } from './schema';

/** Orders of a group of customers (a subquery of user ids: an inviter's invitees), newest first: a page and how many. */
export async function ordersOfCustomers(db: DbHandle, userIds: SQLWrapper, page: PageRequest): Promise<{ rows: OrderRow[]; total: number }> {
  const where = inArray(orders.userId, userIds);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** How many orders those customers placed in [from, to), and what those in `finished` states came to per currency. */
export async function orderTotalsOf(
  db: DbHandle,
  userIds: SQLWrapper,
  period: { from: Date; to: Date },
  finished: readonly OrderStatus[],
): Promise<{ orderCount: number; finishedAmounts: { currencyName: string; amount: number }[] }> {
  const inPeriod = and(inArray(orders.userId, userIds), gte(orders.createdAt, period.from), lt(orders.createdAt, period.to));
  const [[placed], amounts] = await Promise.all([
    db.select({ value: count() }).from(orders).where(inPeriod),
    db
      .select({ currencyName: orders.currencyName, amount: sql<string>`sum(${orders.payAmount})` })
      .from(orders)
      .where(and(inPeriod, inArray(orders.status, [...finished])))
      .groupBy(orders.currencyName)
      .orderBy(orders.currencyName),
  ]);
  return { orderCount: placed?.value ?? 0, finishedAmounts: amounts.map((row) => ({ currencyName: row.currencyName, amount: Number(row.amount) })) };
}
