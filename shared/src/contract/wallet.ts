import { z } from 'zod';
import { defineCall } from './defineCall';
import { amountMinorSchema, currencyNameSchema } from './money';
import { pageOf, pageRequestShape } from './paging';

/**
 * Flow types of the wallet's ledger (spec, section 3). A payment (0) takes money out; a refund (1)
 * and a top-up (2) bring it in; a balance change (3) is a correction either way.
 */
export const FLOW_TYPE = {
  PAYMENT: 0,
  ORDER_REFUND: 1,
  TOP_UP: 2,
  BALANCE_CHANGE: 3,
} as const;
export type FlowType = (typeof FLOW_TYPE)[keyof typeof FLOW_TYPE];

const flowTypeSchema = z.literal([FLOW_TYPE.PAYMENT, FLOW_TYPE.ORDER_REFUND, FLOW_TYPE.TOP_UP, FLOW_TYPE.BALANCE_CHANGE]);

/** The balance of one currency, in its minor units. */
export const walletBalanceSchema = z.object({
  currencyName: currencyNameSchema,
  amountMinor: amountMinorSchema,
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** One ledger entry: what changed, why, and the balance right after it. */
export const walletFlowSchema = z.object({
  /** 64-bit id as a string. */
  id: z.string(),
  currencyName: currencyNameSchema,
  flowType: flowTypeSchema,
  /** Signed: negative when money left the wallet. */
  amountMinor: z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  balanceAfterMinor: amountMinorSchema,
  /** What the entry belongs to, such as an order number; null for a plain balance change. */
  reference: z.string().nullable(),
  remark: z.string().nullable(),
  /** ms since the epoch. */
  createTime: z.number().int(),
});
export type WalletFlow = z.infer<typeof walletFlowSchema>;

/** Every currency the caller has a wallet in (zero balances included), by currency name. */
export const getUserBalanceAmountCall = defineCall({
  method: 'GET',
  path: '/user/front/user/v2/getUserBalanceAmount',
  access: 'user',
  tag: 'wallet',
  summary: "The caller's balance in every currency they hold",
  request: z.object({}),
  response: z.array(walletBalanceSchema),
});

export const getUserBalanceByCurrencyCall = defineCall({
  method: 'GET',
  path: '/user/front/user/getUserBalanceByCurrency',
  access: 'user',
  tag: 'wallet',
  summary: "The caller's balance in one currency (0 when they never held it)",
  request: z.object({ currencyName: currencyNameSchema }),
  response: walletBalanceSchema,
});

const flowFilter = { flowType: z.coerce.number().pipe(flowTypeSchema).optional() };

export const getUserBalanceFlowByCurrencyCall = defineCall({
  method: 'GET',
  path: '/user/front/user/getUserBalanceFlowByCurrency',
  access: 'user',
  tag: 'wallet',
  summary: "The caller's ledger in one currency, newest first, paged",
  request: z.object({ ...pageRequestShape, currencyName: currencyNameSchema, ...flowFilter }),
  response: pageOf(walletFlowSchema),
});

export const walletFlowCall = defineCall({
  method: 'GET',
  path: '/user/v1/wallet/flow',
  access: 'user',
  tag: 'wallet',
  summary: "The caller's ledger in every currency (or one), newest first, paged",
  request: z.object({ ...pageRequestShape, currencyName: currencyNameSchema.optional(), ...flowFilter }),
  response: pageOf(walletFlowSchema),
});
