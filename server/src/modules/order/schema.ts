import { bigint, index, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AccountValues, OrderNo, OrderStatus, PayExtraInfo } from '@topup/shared/contract';
import { users } from '../auth/schema';
import { at, createdAt, minorUnits } from '../../db/schema/columns';

/** A line of an order as it was bought: the SKU's name in the order's locale and its price then. */
export interface StoredOrderLine {
  skuId: string;
  skuName: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

/**
 * Orders (docs/orders.md). status is ORDER_STATUS (0 to 6). Amounts are minor units of
 * currency_name, the storefront currency of the locale the order was placed in.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').$type<OrderNo>().notNull(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    locale: text('locale').notNull(),
    currencyName: text('currency_name').notNull(),
    productId: bigint('product_id', { mode: 'bigint' }).notNull(),
    categoryId: bigint('category_id', { mode: 'bigint' }).notNull(),
    lines: jsonb('lines').$type<StoredOrderLine[]>().notNull(),
    account: jsonb('account').$type<AccountValues>().notNull(),
    nickname: text('nickname'),
    subtotal: minorUnits('subtotal').notNull(),
    discount: minorUnits('discount').notNull(),
    payAmount: minorUnits('pay_amount').notNull(),
    couponId: bigint('coupon_id', { mode: 'bigint' }),
    couponName: text('coupon_name'),
    status: smallint('status').$type<OrderStatus>().notNull(),
    paidAmount: minorUnits('paid_amount'),
    refundAmount: minorUnits('refund_amount').notNull().default(0),
    /** The pay way of the latest payment attempt. */
    payWay: text('pay_way'),
    /** Hash of the createOrder request, to return the first order for a repeated submit. */
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    payTime: at('pay_time'),
    deliverTime: at('deliver_time'),
    finishTime: at('finish_time'),
    closeTime: at('close_time'),
    payDeadline: at('pay_deadline').notNull(),
  },
  (table) => [
    uniqueIndex('orders_order_no_key').on(table.orderNo),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_user_request_idx').on(table.userId, table.requestHash),
  ],
);

/**
 * Payment attempts of orders: one per pay call. status: creating (the provider is being asked),
 * pending, paid, declined, expired, superseded (a later rePay), failed (the provider refused to
 * create it), review (a 'paid' event whose amount or currency differ: held, never paid). returned_at: money of this attempt that arrived too late went back to the buyer.
 */
export const payments = pgTable(
  'payments',
  {
    payNo: text('pay_no').primaryKey(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    payWay: text('pay_way').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    status: text('status').notNull(),
    currencyName: text('currency_name').notNull(),
    amount: minorUnits('amount').notNull(),
    url: text('url'),
    extraInfo: jsonb('extra_info').$type<PayExtraInfo>().notNull(),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
    returnedAt: at('returned_at'),
  },
  (table) => [uniqueIndex('payments_provider_ref_key').on(table.provider, table.providerRef), index('payments_order_idx').on(table.orderId)],
);

/**
 * Idempotency keys of the pay calls, per customer: the request's hash and, once done, its answer.
 * A claim without an answer is leased from claimed_at: a process that died mid-call leaves it, and
 * a retry after the lease takes the key over; created_at starts the key's 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** { code, data, message } of the first answer; null while it runs. */
    answer: jsonb('answer').$type<{ code: number; data: unknown; message: string }>(),
    createdAt: at('created_at').notNull(),
    claimedAt: at('claimed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Player profiles a customer saved: a game account to pick again (docs/orders.md). */
export const playerProfiles = pgTable(
  'player_profiles',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'bigint' }).notNull(),
    /** The account values as canonical JSON (sorted keys), so saving the same account again updates it. */
    accountKey: text('account_key').notNull(),
    account: jsonb('account').$type<AccountValues>().notNull(),
    nickname: text('nickname'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [uniqueIndex('player_profiles_account_key').on(table.userId, table.categoryId, table.accountKey)],
);
