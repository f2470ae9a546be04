import { aliasedTable, and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { InviteData, Invitee, InviteeOrder, PageRequest } from '@topup/shared/contract';
import type { DbHandle } from '../../db/database';
import { users } from '../auth/schema';
import { orders } from '../order/schema';
import { maskName } from '../catalog/maskName';
import { FINISHED_STATUSES } from './rewards';
import { invitationRewards } from './schema';

/**
 * What an inviter may see of their invitees (docs/invitations.md): masked names, registration
 * times, orders and totals; never an e-mail, never another inviter's invitees. Every query is
 * filtered by invited_by = the caller.
 */

const DAY_MS = 24 * 60 * 60_000;

/** The period's calendar days as [from, to) instants in UTC, both days whole. */
function periodBounds(period: { start: string; end: string }): { from: Date; to: Date } {
  return { from: new Date(`${period.start}T00:00:00Z`), to: new Date(Date.parse(`${period.end}T00:00:00Z`) + DAY_MS) };
}

export async function inviteePage(db: DbHandle, inviterId: bigint, page: PageRequest): Promise<{ list: Invitee[]; total: number }> {
  const where = eq(users.invitedBy, inviterId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ nickname: users.nickname, createdAt: users.createdAt, rewardId: invitationRewards.id })
      .from(users)
      .leftJoin(invitationRewards, eq(invitationRewards.inviteeId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return {
    list: rows.map((row) => ({ maskedName: maskName(row.nickname), registerTime: row.createdAt.getTime(), rewarded: row.rewardId !== null })),
    total: total?.value ?? 0,
  };
}

export async function inviteeOrderPage(db: DbHandle, inviterId: bigint, page: PageRequest): Promise<{ list: InviteeOrder[]; total: number }> {
  const where = eq(users.invitedBy, inviterId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, nickname: users.nickname })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ value: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return {
    list: rows.map(({ order, nickname }) => ({
      orderNo: order.orderNo,
      maskedName: maskName(nickname),
      productName: order.lines.map((line) => `${line.skuName} × ${line.quantity}`).join(', '),
      status: order.status,
      payAmount: { currencyName: order.currencyName, amount: order.payAmount },
      createTime: order.createdAt.getTime(),
    })),
    total: total?.value ?? 0,
  };
}

/** The caller's statistics over the period (validated to at most 12 months by the contract). */
export async function inviteData(db: DbHandle, inviterId: bigint, period: { start: string; end: string }): Promise<InviteData> {
  const { from, to } = periodBounds(period);
  const invitee = aliasedTable(users, 'invitee');
  const ordersInPeriod = and(eq(invitee.invitedBy, inviterId), gte(orders.createdAt, from), lt(orders.createdAt, to));
  const [[me], [invitees], [orderCount], completed, rewards] = await Promise.all([
    db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, inviterId)),
    db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.invitedBy, inviterId), gte(users.createdAt, from), lt(users.createdAt, to))),
    db.select({ value: count() }).from(orders).innerJoin(invitee, eq(invitee.id, orders.userId)).where(ordersInPeriod),
    db
      .select({ currencyName: orders.currencyName, amount: sql<string>`sum(${orders.payAmount})` })
      .from(orders)
      .innerJoin(invitee, eq(invitee.id, orders.userId))
      .where(and(ordersInPeriod, inArray(orders.status, [...FINISHED_STATUSES])))
      .groupBy(orders.currencyName)
      .orderBy(orders.currencyName),
    db
      .select()
      .from(invitationRewards)
      .where(and(eq(invitationRewards.inviterId, inviterId), gte(invitationRewards.paidAt, from), lt(invitationRewards.paidAt, to)))
      .orderBy(desc(invitationRewards.paidAt)),
  ]);
  return {
    inviteCode: me?.inviteCode ?? '',
    inviteeCount: invitees?.value ?? 0,
    orderCount: orderCount?.value ?? 0,
    completedAmount: completed.map((row) => ({ currencyName: row.currencyName, amount: Number(row.amount) })),
    rewards: rewards.map((row) => ({
      kind: row.kind as 'balance' | 'coupon',
      amount: row.currencyName !== null && row.amountMinor !== null ? { currencyName: row.currencyName, amount: Number(row.amountMinor) } : null,
      paidTime: row.paidAt.getTime(),
    })),
  };
}
