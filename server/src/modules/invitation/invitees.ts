import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { PageRequest } from '@topup/shared/contract';
import type { InviteData, Invitee, InviteeOrder } from '@topup/shared/contract/invitation';
import type { DbHandle } from '../../db/database';
import { inviteCodeOf, inviteeIdsOf, inviteesJoined, inviteesPage, nicknamesOf } from '../auth';
import { maskName } from '../catalog';
import { ordersOfCustomers, orderTotalsOf } from '../order';
import { FINISHED_STATUSES } from './rewards';
import { invitationRewards } from './schema';

/**
 * What an inviter may see of their invitees (docs/invitations.md): masked names, registration
 * times, orders and totals; never an e-mail, never another inviter's invitees. Every answer
 * starts from the accounts module's invitees of the caller (invited_by = the caller).
 */

const DAY_MS = 24 * 60 * 60_000;

/** The period's calendar days as [from, to) instants in UTC, both days whole. */
function periodBounds(period: { start: string; end: string }): { from: Date; to: Date } {
  return { from: new Date(`${period.start}T00:00:00Z`), to: new Date(Date.parse(`${period.end}T00:00:00Z`) + DAY_MS) };
}

export async function inviteePage(db: DbHandle, inviterId: bigint, page: PageRequest): Promise<{ list: Invitee[]; total: number }> {
  const { rows, total } = await inviteesPage(db, inviterId, page);
  const rewarded =
    rows.length === 0
      ? new Set<bigint>()
      : new Set(
          (
            await db
              .select({ inviteeId: invitationRewards.inviteeId })
              .from(invitationRewards)
              .where(inArray(invitationRewards.inviteeId, rows.map((row) => row.id)))
          ).map((row) => row.inviteeId),
        );
  return {
    list: rows.map((row) => ({ maskedName: maskName(row.nickname), registerTime: row.createdAt.getTime(), rewarded: rewarded.has(row.id) })),
    total,
  };
}

export async function inviteeOrderPage(db: DbHandle, inviterId: bigint, page: PageRequest): Promise<{ list: InviteeOrder[]; total: number }> {
  const { rows, total } = await ordersOfCustomers(db, inviteeIdsOf(db, inviterId), page);
  const nicknames = await nicknamesOf(db, [...new Set(rows.map((order) => order.userId))]);
  return {
    list: rows.map((order) => ({
      orderNo: order.orderNo,
      maskedName: maskName(nicknames.get(order.userId) ?? ''),
      productName: order.lines.map((line) => `${line.skuName} × ${line.quantity}`).join(', '),
      status: order.status,
      payAmount: { currencyName: order.currencyName, amount: order.payAmount },
      createTime: order.createdAt.getTime(),
    })),
    total,
  };
}

/** The caller's statistics over the period (validated to at most 12 months by the contract). */
export async function inviteData(db: DbHandle, inviterId: bigint, period: { start: string; end: string }): Promise<InviteData> {
  const bounds = periodBounds(period);
  const { from, to } = bounds;
  const [inviteCode, inviteeCount, totals, rewards] = await Promise.all([
    inviteCodeOf(db, inviterId),
    inviteesJoined(db, inviterId, from, to),
    orderTotalsOf(db, inviteeIdsOf(db, inviterId), bounds, FINISHED_STATUSES),
    db
      .select()
      .from(invitationRewards)
      .where(and(eq(invitationRewards.inviterId, inviterId), gte(invitationRewards.paidAt, from), lt(invitationRewards.paidAt, to)))
      .orderBy(desc(invitationRewards.paidAt)),
  ]);
  return {
    inviteCode,
    inviteeCount,
    orderCount: totals.orderCount,
    completedAmount: totals.finishedAmounts,
    rewards: rewards.map((row) => ({
      kind: row.kind as 'balance' | 'coupon',
      amount: row.currencyName !== null && row.amountMinor !== null ? { currencyName: row.currencyName, amount: Number(row.amountMinor) } : null,
      paidTime: row.paidAt.getTime(),
    })),
  };
}
