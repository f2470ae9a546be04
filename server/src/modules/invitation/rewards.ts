import { FLOW_TYPE, ORDER_STATUS, isLocale, orderNoSchema, type OrderNo } from '@topup/shared/contract';
import type { DbHandle } from '../../db/database';
import { enqueueJob } from '../../jobs/enqueue';
import type { JobRunner } from '../../jobs/jobRunner';
import { inviterOf } from '../auth';
import { grantCoupon, keyedTemplate } from '../coupon';
import { ORDER_COMPLETED_JOB, orderByNo } from '../order';
import { credit } from '../wallet';
import { REWARD_RULES } from './rewardRules';
import { invitationRewards } from './schema';

export const REWARD_JOB = 'invitation.reward';

/** Orders whose delivery is done: the programme counts them as completed. */
export const FINISHED_STATUSES = [ORDER_STATUS.COMPLETED, ORDER_STATUS.SENT] as const;

/**
 * Delivered and kept: a refund after delivery (an approved after-sale request) leaves the order
 * completed, with its refunded amount counted.
 */
const isFinishedAndKept = (order: { status: number; refundAmount: number }) =>
  (FINISHED_STATUSES as readonly number[]).includes(order.status) && order.refundAmount === 0;

/**
 * Listens to the order module's completion event: an invitee's finished order schedules the
 * reward check after the storefront's hold, once per order.
 */
export function registerRewardJobs(jobs: JobRunner, deps: { db: DbHandle; now: () => Date }): void {
  jobs.register(ORDER_COMPLETED_JOB, async (payload) => {
    const orderNo = orderNoSchema.parse(payload.orderNo);
    const order = await orderByNo(deps.db, orderNo);
    const rule = order && isLocale(order.locale) ? REWARD_RULES[order.locale] : undefined;
    if (!order || !rule) return;
    const finishedAt = order.finishTime ?? deps.now();
    await enqueueJob(deps.db, deps.now(), {
      kind: REWARD_JOB,
      payload: { orderNo },
      runAt: new Date(finishedAt.getTime() + rule.holdMs),
      uniqueKey: `${REWARD_JOB}:${orderNo}`,
    });
  });
  jobs.register(REWARD_JOB, async (payload) => {
    await payReward(deps.db, orderNoSchema.parse(payload.orderNo), deps.now());
  });
}

export type RewardOutcome = 'paid' | 'already-paid' | 'not-eligible';

/**
 * Pays the inviter of this order's buyer, when the order is still finished (not refunded) and
 * no reward was paid for that invitee yet. The reward row's unique invitee is the once-only
 * guarantee: of any number of concurrent calls for the same invitee, one inserts it and pays in
 * the same transaction; the others insert nothing and pay nothing. The ledger credit and the
 * coupon grant carry the same per-invitee key as a second guard.
 */
export async function payReward(db: DbHandle, orderNo: OrderNo, now: Date): Promise<RewardOutcome> {
  const order = await orderByNo(db, orderNo);
  const inviteeId = order?.userId;
  const inviterId = inviteeId === undefined ? null : await inviterOf(db, inviteeId);
  if (!order || inviteeId === undefined || inviterId === null || inviterId === inviteeId) return 'not-eligible';
  if (!isFinishedAndKept(order) || !isLocale(order.locale)) return 'not-eligible';
  const rule = REWARD_RULES[order.locale];
  if (!rule) return 'not-eligible';
  const { reward } = rule;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitationRewards)
      .values({
        inviterId,
        inviteeId,
        orderNo,
        kind: reward.kind,
        currencyName: reward.kind === 'balance' ? reward.currencyName : null,
        amountMinor: reward.kind === 'balance' ? reward.amountMinor : null,
        couponTemplateKey: reward.kind === 'coupon' ? reward.templateKey : null,
        paidAt: now,
      })
      .onConflictDoNothing({ target: invitationRewards.inviteeId })
      .returning({ id: invitationRewards.id });
    if (!row) return 'already-paid';
    const idempotencyKey = `invitation:${inviteeId}`;
    if (reward.kind === 'balance') {
      await credit(tx, {
        userId: inviterId,
        currencyName: reward.currencyName,
        amountMinor: reward.amountMinor,
        flowType: FLOW_TYPE.BALANCE_CHANGE,
        idempotencyKey,
        reference: orderNo,
        remark: 'Invitation reward',
      });
    } else {
      const templateId = await keyedTemplate(tx, reward.templateKey, reward.template);
      await grantCoupon(tx, { userId: inviterId, templateId, source: 'invitation', grantKey: idempotencyKey, now });
    }
    return 'paid';
  });
}
