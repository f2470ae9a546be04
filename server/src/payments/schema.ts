import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderNo } from '@topup/shared/contract';
import type { RechargeNo } from '@topup/shared/contract/topup';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every verified webhook of a payment provider, stored before it is acknowledged and applied by a
 * job. (provider, event_id) is the key: a replayed event finds its row and changes nothing.
 */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** paid | declined | expired */
    state: text('state').notNull(),
    currencyName: text('currency_name').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    rawBody: text('raw_body').notNull(),
    occurredAt: at('occurred_at').notNull(),
    receivedAt: at('received_at').notNull(),
    appliedAt: at('applied_at'),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * The sandbox payment providers' own records: what a real provider keeps on its side. The store
 * reads them only through the provider interface and the hosted page.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  ref: text('ref').primaryKey(),
  provider: text('provider').notNull(),
  payWay: text('pay_way').notNull(),
  payNo: text('pay_no').notNull(),
  // A top-up's number where the sandbox collects a top-up (docs/topup.md).
  orderNo: text('order_no').$type<OrderNo | RechargeNo>().notNull(),
  currencyName: text('currency_name').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  locale: text('locale').notNull(),
  /** What the hosted page shows: a QR payload, a CLABE, a voucher number, an address. */
  display: jsonb('display').notNull(),
  /** The tester's decision (paid | declined | expired), null while none was made. */
  decision: text('decision'),
  /** When the decision becomes the provider's state and its webhook goes out. */
  settlesAt: at('settles_at'),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Refunds the sandbox providers made, one per refund id. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundId: text('refund_id').primaryKey(),
  ref: text('ref').notNull(),
  currencyName: text('currency_name').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  createdAt: at('created_at').notNull(),
});
