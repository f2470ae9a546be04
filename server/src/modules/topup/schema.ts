import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RechargeNo } from '@topup/shared/contract/topup';
import { users } from '../auth/schema';
import { at, createdAt } from '../../db/schema/columns';

/**
 * A top-up by a pay way: one payment attempt through the same providers as orders, numbered
 * R + 20 digits. Its money reaches the wallet once, under the ledger key `topup:<rechargeNo>`.
 */
export const recharges = pgTable(
  'recharges',
  {
    rechargeNo: text('recharge_no').$type<RechargeNo>().primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    payWay: text('pay_way').notNull(),
    provider: text('provider').notNull(),
    /** The provider's reference, known once createPayment answered. */
    providerRef: text('provider_ref'),
    /** creating | pending | paid | declined | expired | failed | review */
    status: text('status').notNull(),
    currencyName: text('currency_name').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    url: text('url'),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (table) => [
    uniqueIndex('recharges_provider_ref').on(table.provider, table.providerRef),
    index('recharges_user_idx').on(table.userId, table.createdAt),
    check('recharges_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * A customer's USDT deposit address: the child `derivation_index` of the store's extended public
 * key. The index is stored, so the address stays the same across restarts; unique, so no two
 * customers share one.
 */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => users.id),
    network: text('network').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    address: text('address').notNull(),
    /** The wallet currency its deposits are credited in. */
    currencyName: text('currency_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('deposit_addresses_index').on(table.network, table.derivationIndex),
    uniqueIndex('deposit_addresses_address').on(table.address),
    check('deposit_addresses_index_range', sql`${table.derivationIndex} >= 0`),
  ],
);

/**
 * A transfer the chain watcher reported to a deposit address, by transaction id, address and its
 * place among that transaction's transfers to the address (a batch payout carries several):
 * reported again it only raises its confirmations. Credited once (ledger key `usdt:<txId>`, with
 * `:<transferIndex>` after a second transfer), with the rate used; a deposit below the minimum is
 * held (status held), kept for a person.
 */
export const deposits = pgTable(
  'deposits',
  {
    txId: text('tx_id').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    transferIndex: integer('transfer_index').notNull().default(0),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    /** USDT minor units (6 digits). */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    confirmations: integer('confirmations').notNull(),
    /** confirming | credited | held */
    status: text('status').notNull(),
    creditCurrency: text('credit_currency'),
    creditAmountMinor: bigint('credit_amount_minor', { mode: 'bigint' }),
    /** Units of the credit currency per USDT, as configured when credited. */
    rate: text('rate'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'bigint' }),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (table) => [
    primaryKey({ columns: [table.txId, table.address, table.transferIndex] }),
    index('deposits_user_idx').on(table.userId, table.createdAt),
    check('deposits_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * The sandbox chain (development and tests): the transfers a tester sent, with the confirmations
 * a tester advanced. A real chain is not in the database; the watcher asks a node instead.
 */
export const sandboxChainTransfers = pgTable('sandbox_chain_transfers', {
  txId: text('tx_id').primaryKey(),
  toAddress: text('to_address').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  confirmations: integer('confirmations').notNull().default(0),
  createdAt: createdAt(),
});
