import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { at, createdAt } from '../../db/schema/columns';

/**
 * The reward an inviter received for one invitee (docs/invitations.md). The unique index on
 * invitee_id is what makes the reward paid once per invitee whatever the concurrency: every
 * completion of the invitee's orders races to insert this row, one wins and pays. kind is
 * 'balance' (a ledger credit, idempotency key invitation:<inviteeId>) or 'coupon' (a coupon with
 * grant key invitation:<inviteeId>).
 */
export const invitationRewards = pgTable(
  'invitation_rewards',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    inviterId: bigint('inviter_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: bigint('invitee_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    kind: text('kind').notNull(),
    currencyName: text('currency_name'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    couponTemplateKey: text('coupon_template_key'),
    paidAt: at('paid_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invitation_rewards_invitee_key').on(table.inviteeId),
    index('invitation_rewards_inviter_idx').on(table.inviterId),
    check('invitation_rewards_not_self', sql`${table.inviterId} <> ${table.inviteeId}`),
    check('invitation_rewards_kind', sql`${table.kind} in ('balance', 'coupon')`),
  ],
);
