import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AfterSaleStep, RefundPath, RefundStatus } from '@topup/shared/contract/afterSale';
import { users } from '../auth/schema';
import { at, createdAt, minorUnits } from '../../db/schema/columns';
import { orders } from '../order/schema';

/**
 * After-sale orders: a customer's refund request of one order (docs/after-sale.md). status is the
 * spec's refund status (0 in progress, 1 success, 2 failed, 3 error). approved_at is set when
 * support (or the sandbox) approved and the money is on its way; the status turns 1 once it
 * arrived. At most one request per order is open, and at most one succeeds: the partial unique
 * indexes hold that whatever the concurrency.
 */
export const afterSaleOrders = pgTable(
  'after_sale_orders',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    afterSaleNo: text('after_sale_no').notNull(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    status: smallint('status').$type<RefundStatus>().notNull().default(0),
    reason: text('reason').notNull(),
    currencyName: text('currency_name').notNull(),
    amount: minorUnits('amount').notNull(),
    refundPath: smallint('refund_path').$type<RefundPath>().notNull(),
    createdAt: createdAt(),
    approvedAt: at('approved_at'),
    finishedAt: at('finished_at'),
  },
  (table) => [
    uniqueIndex('after_sale_orders_no_key').on(table.afterSaleNo),
    uniqueIndex('after_sale_orders_open_key').on(table.orderId).where(sql`${table.status} = 0`),
    uniqueIndex('after_sale_orders_success_key').on(table.orderId).where(sql`${table.status} = 1`),
    index('after_sale_orders_user_idx').on(table.userId, table.createdAt),
    check('after_sale_orders_status_check', sql`${table.status} between 0 and 3`),
    check('after_sale_orders_amount_check', sql`${table.amount} > 0`),
    check('after_sale_orders_path_check', sql`${table.refundPath} in (5, 6, 8, 9, 10, 11)`),
  ],
);

/** The history of an after-sale order, one row per step, in order. */
export const afterSaleSteps = pgTable(
  'after_sale_steps',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    afterSaleId: bigint('after_sale_id', { mode: 'bigint' })
      .notNull()
      .references(() => afterSaleOrders.id),
    step: text('step').$type<AfterSaleStep>().notNull(),
    status: smallint('status').$type<RefundStatus>().notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('after_sale_steps_after_sale_idx').on(table.afterSaleId, table.id)],
);
