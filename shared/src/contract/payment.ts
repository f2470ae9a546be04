import { z } from 'zod';
import { cpfSchema, emailSchema, fullNameSchema, phoneSchema } from '@topup/shared/validation';
import { defineCall } from './defineCall';
import { LOCALES } from './locales';
import { moneySchema } from './money';
import { orderNoSchema, payNoSchema } from './id';
import { orderStatusSchema, payWayIdSchema, PAY_EXTRA_FIELDS } from './order';

/**
 * Paying an order (spec, section 7). docs/orders.md explains the choices: the pay result, the
 * idempotency key, the sandbox providers and their hosted pages.
 */

/**
 * Every pay call carries one: the client makes a fresh random key per click of 'pay' and sends the
 * same key again when it retries that click. The same key with the same body answers the first
 * result; with another body it is refused with code 16 (cannot repeat); while the first call with
 * the key still runs, code 2 (do not click repeatedly).
 */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** The extra pay-way info (spec, section 3), validated by the spec's rules; which ones a pay way needs comes with getUserFilledInfoByPayWay. */
export const payExtraInfoSchema = z.object({
  phone: phoneSchema.optional(),
  email: emailSchema.optional(),
  name: fullNameSchema.optional(),
  cpf: cpfSchema.optional(),
});
export type PayExtraInfo = z.infer<typeof payExtraInfoSchema>;

/** A payment attempt's state. One order may have several attempts (a declined one, then rePay). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'declined', 'expired', 'superseded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * What a pay call answers:
 * - done: paid at once (the wallet); the order is in progress.
 * - redirect: open `url`, the provider's hosted page (the sandbox's lives on this server), in the
 *   same tab; it comes back to /deal/paymentSucc?orderNo= or /ordre/paymentError?orderNo=&reason=.
 * - waiting: the provider has the payment and confirms it later (a repeat call on a pending
 *   attempt); poll getPayOrderInfoStatus, showing the notice for confirmMinutes.
 */
export const payResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('done'), orderNo: orderNoSchema, payNo: payNoSchema, status: orderStatusSchema }),
  z.object({ kind: z.literal('redirect'), orderNo: orderNoSchema, payNo: payNoSchema, url: z.string() }),
  z.object({
    kind: z.literal('waiting'),
    orderNo: orderNoSchema,
    payNo: payNoSchema,
    confirmMinutes: z.number().int().min(0),
  }),
]);
export type PayResult = z.infer<typeof payResultSchema>;

const payRequest = z.object({
  orderNo: orderNoSchema,
  payWayId: payWayIdSchema,
  idempotencyKey: idempotencyKeySchema,
  extraInfo: payExtraInfoSchema.default({}),
  /** The language of the hosted page. */
  locale: z.enum(LOCALES).default('ru'),
});

export const payCall = defineCall({
  method: 'POST',
  path: '/order/v3/pay',
  access: 'user',
  tag: 'payment',
  summary: 'Pay a new order with a pay way (3011 closed, 3012 already paid or already being paid: use rePay, 3019 pay way, 3020 currency, 3026 balance short)',
  request: payRequest,
  response: payResultSchema,
});

export const rePayCall = defineCall({
  method: 'POST',
  path: '/order/v3/rePay',
  access: 'user',
  tag: 'payment',
  summary: 'Pay an unpaid order again, with the same or another pay way; an earlier pending attempt is superseded',
  request: payRequest,
  response: payResultSchema,
});

/** The latest payment attempt of an order as the result page shows it. */
export const paymentAttemptSchema = z.object({
  payNo: payNoSchema,
  payWayId: z.string(),
  status: paymentStatusSchema,
  amount: moneySchema,
  /** Typical minutes until the provider confirms (the result page's notice). */
  confirmMinutes: z.number().int().min(0),
  /** The hosted page to go back to while pending; null for the wallet. */
  url: z.string().nullable(),
  /** ms since the epoch. */
  createTime: z.number().int(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

export const payOrderStatusSchema = z.object({
  orderNo: orderNoSchema,
  status: orderStatusSchema,
  payment: paymentAttemptSchema.nullable(),
});
export type PayOrderStatus = z.infer<typeof payOrderStatusSchema>;

export const payOrderInfoStatusCall = defineCall({
  method: 'GET',
  path: '/order/payOrder/getPayOrderInfoStatus',
  access: 'user',
  tag: 'payment',
  summary: "An order's status and its latest payment attempt, for the result page's polling",
  request: z.object({ orderNo: orderNoSchema }),
  response: payOrderStatusSchema,
});

export const payConfirmCall = defineCall({
  method: 'POST',
  path: '/order/v3/payConfirm',
  access: 'user',
  tag: 'payment',
  summary: "'I have paid': ask the provider for the latest attempt's state now and apply it",
  request: z.object({ orderNo: orderNoSchema }),
  response: payOrderStatusSchema,
});

export const payConfirmInfoCall = defineCall({
  method: 'POST',
  path: '/order/pay/getPayConfirmInfo',
  access: 'user',
  tag: 'payment',
  summary: 'What paying an order with a pay way takes: the amount, the extra fields, the slow-payment notice, the wallet balance',
  request: z.object({ orderNo: orderNoSchema, payWayId: payWayIdSchema }),
  response: z.object({
    orderNo: orderNoSchema,
    payWayId: z.string(),
    payAmount: moneySchema,
    extraFields: z.array(z.enum(PAY_EXTRA_FIELDS)),
    confirmMinutes: z.number().int().min(0),
    /** Cash methods (OXXO_PAY): delivery waits for the payment's confirmation, maybe until the next day. */
    cashVoucher: z.boolean(),
    /** The wallet balance in the order's currency when the pay way is the wallet, else null. */
    balance: moneySchema.nullable(),
    /** When the order closes unpaid, ms since the epoch. */
    payDeadline: z.number().int(),
  }),
});

export const userFilledInfoCall = defineCall({
  method: 'GET',
  path: '/order/payOrder/v2/getUserFilledInfoByPayWay',
  access: 'user',
  tag: 'payment',
  summary: 'The extra info a pay way needs, pre-filled with what the caller used last time',
  request: z.object({ payWayId: payWayIdSchema }),
  response: z.object({
    payWayId: z.string(),
    extraFields: z.array(z.enum(PAY_EXTRA_FIELDS)),
    values: z.object({
      phone: z.string().nullable(),
      email: z.string().nullable(),
      name: z.string().nullable(),
      cpf: z.string().nullable(),
    }),
  }),
});

export const paymentAddressCall = defineCall({
  method: 'GET',
  path: '/order/v1/getPaymentAddress',
  access: 'user',
  tag: 'payment',
  summary: "Where to send crypto for an order's pending USDT attempt: network, address and exact amount",
  request: z.object({ orderNo: orderNoSchema }),
  response: z.object({
    network: z.literal('TRC20'),
    address: z.string(),
    /** USDT in its minor units (6 digits): 12.5 USDT is 12500000. */
    amount: moneySchema,
    minorDigits: z.number().int(),
    /** When the address stops accepting this order's money, ms since the epoch. */
    expireTime: z.number().int(),
  }),
});

export const paymentCalls = [
  payCall,
  rePayCall,
  payOrderInfoStatusCall,
  payConfirmCall,
  payConfirmInfoCall,
  userFilledInfoCall,
  paymentAddressCall,
] as const;
