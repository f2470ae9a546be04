import { z } from 'zod';
import {
  defineCall,
  moneySchema,
  orderNoSchema,
  orderStatusSchema,
  pageOf,
  pageRequestShape,
  type CallRequest,
  type getUserInfoCall,
} from '@topup/shared/contract';
import { checkInvitationPeriod, INVITATION_PERIOD_MAX_MONTHS } from '@topup/shared/validation';

/**
 * The invitation programme (docs/invitations.md). An inviter sees their invitees and the
 * invitees' orders only with a masked name, never an e-mail.
 */

/** A statistics period: two calendar days "YYYY-MM-DD", both counted whole, at most 12 months apart (code 11 beyond). */
const periodShape = {
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  end: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
};
const withPeriodRule = <T extends z.ZodObject<typeof periodShape>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const message = checkInvitationPeriod(value.start, value.end);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['end'] });
  });

export const inviteeSchema = z.object({
  /** The invitee's nickname masked ('m***a'). */
  maskedName: z.string(),
  /** Registration time, ms since the epoch. */
  registerTime: z.number().int(),
  /** Whether the inviter's reward for this invitee was paid. */
  rewarded: z.boolean(),
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const inviteeOrderSchema = z.object({
  orderNo: orderNoSchema,
  maskedName: z.string(),
  productName: z.string(),
  status: orderStatusSchema,
  payAmount: moneySchema,
  /** ms since the epoch. */
  createTime: z.number().int(),
});
export type InviteeOrder = z.infer<typeof inviteeOrderSchema>;

/** What the reward was: a balance credit (amount) or a coupon (the template's key). */
export const invitationRewardSchema = z.object({
  kind: z.enum(['balance', 'coupon']),
  amount: moneySchema.nullable(),
  /** When it was paid, ms since the epoch. */
  paidTime: z.number().int(),
});

export const inviteDataSchema = z.object({
  inviteCode: z.string(),
  /** Invitees who registered within the period. */
  inviteeCount: z.number().int().min(0),
  /** Orders the invitees placed within the period (any status). */
  orderCount: z.number().int().min(0),
  /** Total of the invitees' completed orders within the period, one entry per currency. */
  completedAmount: z.array(moneySchema),
  /** Rewards paid to the caller within the period. */
  rewards: z.array(invitationRewardSchema),
});
export type InviteData = z.infer<typeof inviteDataSchema>;

export const inviteeListCall = defineCall({
  method: 'GET',
  path: '/user/front/user/userList',
  access: 'user',
  tag: 'invitation',
  summary: "The caller's registered invitees, newest first, paged",
  request: z.object({ ...pageRequestShape }),
  response: pageOf(inviteeSchema),
});

export const inviteDetailCall = defineCall({
  method: 'GET',
  path: '/order/orderInfo/queryInviteDetail',
  access: 'user',
  tag: 'invitation',
  summary: "The orders of the caller's invitees, newest first, paged",
  request: z.object({ ...pageRequestShape }),
  response: pageOf(inviteeOrderSchema),
});

export const inviteDataCall = defineCall({
  method: 'GET',
  path: '/order/myInvite/inviteData',
  access: 'user',
  tag: 'invitation',
  summary: "The caller's invitation statistics over a period of at most 12 months",
  request: withPeriodRule(z.object(periodShape)),
  response: inviteDataSchema,
});

/** A statistics period as the calls take it. */
export type InvitationPeriod = { start: string; end: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The longest period the statistics allow, ending today (UTC days, as the server counts them). */
export function defaultInvitationPeriod(today: Date): InvitationPeriod {
  // A day a shorter month lacks (29 February) rolls over into the next month: still inside the limit.
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - INVITATION_PERIOD_MAX_MONTHS, today.getUTCDate()));
  return { start: day(start), end: day(today) };
}

/**
 * /my/invitation's first render: the caller's account (their invite code), the statistics of the
 * longest period ending today, and the first page of the invitees and of their orders. Named once
 * for the page and the server, which lists them as the page's early calls. The server's today is
 * the browser's unless a clock is off or the day turns in between: the page then asks itself.
 */
export const INVITATION_PAGE_REQUESTS = {
  account: {} satisfies CallRequest<typeof getUserInfoCall>,
  stats: (today: Date) => defaultInvitationPeriod(today) satisfies CallRequest<typeof inviteDataCall>,
  invitees: { pageNum: 1, pageSize: 10 } satisfies CallRequest<typeof inviteeListCall>,
  inviteeOrders: { pageNum: 1, pageSize: 10 } satisfies CallRequest<typeof inviteDetailCall>,
} as const;

export const invitationCalls = [inviteeListCall, inviteDetailCall, inviteDataCall] as const;
