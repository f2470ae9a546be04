import { z } from 'zod';
import {
  currencyNameSchema,
  defineCall,
  LOCALES,
  moneySchema,
  payExtraInfoSchema,
  payWayIdSchema,
  payWaySchema,
  type CallRequest,
  type getUserBalanceAmountCall,
  type Locale,
  type walletFlowCall,
} from '@topup/shared/contract';

/**
 * Topping up the wallet (docs/topup.md): by one of the storefront's pay ways through the same
 * providers and hosted pages as orders, or by USDT on TRC20 to a deposit address of the
 * customer's own.
 */

/** A top-up's number: R and 20 digits, so the sandbox's way back tells it from an order number. */
export const RECHARGE_NO_PREFIX = 'R';
const RECHARGE_NO_PATTERN = /^R\d{20}$/;
export const rechargeNoSchema = z.string().regex(RECHARGE_NO_PATTERN).brand<'RechargeNo'>();
export type RechargeNo = z.output<typeof rechargeNoSchema>;

/** What rechargeNoSchema accepts, without zod: the wallet page reads it from its link. */
export function isRechargeNo(value: string): boolean {
  return RECHARGE_NO_PATTERN.test(value);
}

/** The only network the store takes USDT on. */
export const USDT_NETWORK = 'TRC20';

/** The pay ways a storefront (by its locale) offers for a top-up: its own but the wallet itself. */
export const getRechargePlatformCall = defineCall({
  method: 'GET',
  path: '/user/front/user/getRechargePlatform',
  access: 'user',
  tag: 'topup',
  summary: 'The pay ways the storefront offers for topping up the wallet',
  request: z.object({ locale: z.enum(LOCALES).default('ru') }),
  response: z.array(payWaySchema),
});

/**
 * The amount is a decimal as typed (spec: required, above 0, at most 8 digits): not a number or
 * more than 8 whole digits or finer than the currency's minor unit is 7003, not above 0 is 7004.
 * Extra info as the pay way asks it (getUserFilledInfoByPayWay), in flat query fields.
 */
export const userRechargeCall = defineCall({
  method: 'GET',
  path: '/user/front/user/userRecharge',
  access: 'user',
  tag: 'topup',
  summary: 'Starts a top-up payment: the answer is the hosted page to open',
  request: payExtraInfoSchema.extend({
    amount: z.string().max(32),
    payWayId: payWayIdSchema,
    locale: z.enum(LOCALES).default('ru'),
  }),
  response: z.object({ rechargeNo: rechargeNoSchema, amount: moneySchema, url: z.string() }),
});

export const RECHARGE_STATUSES = ['pending', 'paid', 'declined', 'expired', 'review'] as const;
export const rechargeStatusSchema = z.enum(RECHARGE_STATUSES);
export type RechargeStatus = z.infer<typeof rechargeStatusSchema>;

export const rechargeSchema = z.object({
  rechargeNo: rechargeNoSchema,
  payWay: z.string(),
  amount: moneySchema,
  /** 'review': the provider reported another amount; held for a person, shown as pending. */
  status: rechargeStatusSchema,
  createTime: z.number().int(),
});
export type Recharge = z.infer<typeof rechargeSchema>;

/** Not in the spec: the top-up result view asks how its payment went (12 for another's or none). */
export const rechargeStatusCall = defineCall({
  method: 'GET',
  path: '/user/front/user/rechargeStatus',
  access: 'user',
  tag: 'topup',
  summary: 'One top-up of the caller and its state',
  request: z.object({ rechargeNo: rechargeNoSchema }),
  response: rechargeSchema,
});

/** The customer's USDT deposit address and the terms of a deposit to it. */
export const digitalAddressSchema = z.object({
  network: z.literal(USDT_NETWORK),
  address: z.string(),
  /** The wallet currency deposits are credited in. */
  currencyName: currencyNameSchema,
  /** Units of that currency one USDT is credited as, a decimal string ("95.00"). */
  rate: z.string(),
  /** USDT minor units (6 digits); a smaller deposit is held, not credited. */
  minDepositMinor: z.number().int().min(0),
  confirmations: z.number().int().min(1),
});
export type DigitalAddress = z.infer<typeof digitalAddressSchema>;

const walletCurrency = z.object({ currencyName: currencyNameSchema });

export const openWalletCall = defineCall({
  method: 'POST',
  path: '/user/front/user/openWallet',
  access: 'user',
  tag: 'topup',
  summary: "Opens the caller's USDT wallet crediting this currency, with its deposit address (idempotent)",
  request: walletCurrency,
  response: digitalAddressSchema,
});

export const generateDigitalAddressCall = defineCall({
  method: 'POST',
  path: '/user/front/user/generateDigitalAddress',
  access: 'user',
  tag: 'topup',
  summary: "The caller's TRC20 deposit address, derived once and the same ever after",
  request: walletCurrency,
  response: digitalAddressSchema,
});

export const queryDigitalAddressCall = defineCall({
  method: 'GET',
  path: '/user/front/user/queryDigitalAddress',
  access: 'user',
  tag: 'topup',
  summary: "The caller's deposit address, null before the wallet was opened (17 where USDT deposits are off)",
  request: z.object({}),
  response: digitalAddressSchema.nullable(),
});

export const DEPOSIT_STATUSES = ['confirming', 'credited', 'held'] as const;

export const depositSchema = z.object({
  txId: z.string(),
  amount: moneySchema,
  confirmations: z.number().int().min(0),
  confirmationsRequired: z.number().int().min(1),
  /** confirming: waits for its confirmations; held: below the minimum, kept for a person. */
  status: z.enum(DEPOSIT_STATUSES),
  /** What the wallet got, once credited. */
  credited: moneySchema.nullable(),
  createTime: z.number().int(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const queryTransactionAddressCall = defineCall({
  method: 'GET',
  path: '/user/front/user/queryTransactionAddress',
  access: 'user',
  tag: 'topup',
  summary: "The transfers seen to the caller's deposit address, newest first (at most 50)",
  request: z.object({}),
  response: z.array(depositSchema),
});

/**
 * /my/wallet's first render, where the storefront has the balance: the balances (again, beside the
 * shell's: the page shows them as they are now), the first page of every operation, the locale's
 * top-up ways and the USDT deposit address. Named once for the page and the server, which lists
 * them as the page's early calls.
 */
export const WALLET_PAGE_REQUESTS = {
  balances: {} satisfies CallRequest<typeof getUserBalanceAmountCall>,
  operations: { pageNum: 1, pageSize: 10 } satisfies CallRequest<typeof walletFlowCall>,
  topUpWays: (locale: Locale) => ({ locale }) satisfies CallRequest<typeof getRechargePlatformCall>,
  depositAddress: {} satisfies CallRequest<typeof queryDigitalAddressCall>,
} as const;

export const topupCalls = [
  getRechargePlatformCall,
  userRechargeCall,
  rechargeStatusCall,
  openWalletCall,
  generateDigitalAddressCall,
  queryDigitalAddressCall,
  queryTransactionAddressCall,
] as const;
