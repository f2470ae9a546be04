import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

/**
 * One row per user and currency: the balance in minor units. The CHECK is the last line of
 * defence; debits also update only `where amount_minor >= x`, so concurrent debits cannot overdraw.
 */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    currencyName: text('currency_name').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.currencyName] }),
    check('wallet_balances_amount_not_negative', sql`${table.amountMinor} >= 0`),
  ],
);

/**
 * Every change of a balance, written in the same transaction as the change. Entries are never
 * updated or deleted; the latest entry's balance_after equals the balance, and the amounts sum to
 * it. (user_id, idempotency_key) is unique, so a change applied twice is applied once. `reference`
 * names what the change belongs to (an order number) as plain text: no foreign key, so the
 * wallet does not depend on the orders' tables.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    currencyName: text('currency_name').notNull(),
    /** Spec, section 3: 0 payment from balance, 1 order refund, 2 top-up, 3 balance change. */
    flowType: smallint('flow_type').notNull(),
    /** Signed: negative for money taken out. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    reference: text('reference'),
    remark: text('remark'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_ledger_user_idempotency_key').on(table.userId, table.idempotencyKey),
    index('wallet_ledger_user_idx').on(table.userId, table.id),
    index('wallet_ledger_user_currency_idx').on(table.userId, table.currencyName, table.id),
    index('wallet_ledger_reference_idx').on(table.reference),
    check('wallet_ledger_flow_type', sql`${table.flowType} between 0 and 3`),
    check('wallet_ledger_amount_not_zero', sql`${table.amountMinor} <> 0`),
    check('wallet_ledger_balance_after_not_negative', sql`${table.balanceAfterMinor} >= 0`),
  ],
);
