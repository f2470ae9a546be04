import { z } from 'zod';
import { PAY_WAYS, type PayWayCode } from '@topup/shared/contract';
import { afterSaleConfigOf, afterSaleEnvSchema, type AfterSaleConfig } from './afterSaleConfig';

/** Orders, payments, jobs and the sandbox partners (docs/orders.md, docs/payments.md). */
export interface PaymentsConfig {
  /**
   * Whether the sandbox providers, their hosted pages and webhooks exist (SANDBOX_PAYMENTS): they
   * pay orders with no money taken, so they are off in production unless explicitly allowed.
   */
  sandboxPayments: boolean;
  /** HMAC-SHA256 key of the payment providers' webhooks (PAYMENT_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Pay ways switched off (PAY_WAYS_DISABLED, comma-separated; QIWI by default: its wallets closed in 2024). */
  disabledPayWays: PayWayCode[];
  /** Minutes an unpaid order stays open (ORDER_PAY_WINDOW_MINUTES); slow pay ways extend it. */
  payWindowMinutes: number;
  /**
   * Delay of every sandbox webhook in ms (SANDBOX_WEBHOOK_DELAY_MS); unset: each method's own
   * typical delay (PIX and SPEI a minute, OXXO_PAY thirty...). Browser tests set 0.
   */
  sandboxWebhookDelayMs: number | undefined;
  /** Delay before the sandbox fulfilment delivers a paid order (FULFILMENT_DELAY_MS). */
  fulfilmentDelayMs: number;
  /** Share of sandbox deliveries that fail, 0 to 1 (FULFILMENT_FAILURE_RATE). */
  fulfilmentFailureRate: number;
  /** Tries of a delivery before the order is refunded (FULFILMENT_MAX_ATTEMPTS). */
  fulfilmentMaxAttempts: number;
  /** How often the job runner looks for due jobs, ms (JOB_POLL_MS); 0: it never polls (tests run jobs themselves). */
  jobPollMs: number;
  /** First retry delay of a failed job, ms (JOB_RETRY_BASE_MS); doubles per try, at most 10 minutes. */
  jobRetryBaseMs: number;
  /** Seconds within which a second identical createOrder returns the first order (ORDER_DUPLICATE_WINDOW_SECONDS). */
  duplicateOrderWindowSeconds: number;
  /** Most a customer may pay per day, per currency in minor units (DAILY_PAYMENT_LIMITS, e.g. "RUB:5000000,USD:100000"). */
  dailyPaymentLimits: Record<string, number>;
  /** Refund requests (AFTER_SALE_*, OPERATOR_TOKEN). */
  afterSale: AfterSaleConfig;
}

/** Development default of PAYMENT_WEBHOOK_SECRET; production refuses to start with it. */
export const DEV_WEBHOOK_SECRET = 'topup-dev-webhook-secret';

/** About what a careful store lets one customer pay per day: 50 000 ₽ and its like. */
const DEFAULT_DAILY_LIMITS: Record<string, number> = {
  RUB: 5_000_000,
  MXN: 1_000_000,
  BRL: 300_000,
  USD: 100_000,
  SAR: 200_000,
};

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const list = (value: unknown) =>
  typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter((item) => item !== '') : undefined;
const count = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

export const paymentsEnvSchema = z.object({
  SANDBOX_PAYMENTS: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).optional()),
  PAYMENT_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  PAY_WAYS_DISABLED: z.preprocess(list, z.array(z.enum(PAY_WAYS)).default(['QIWI'])),
  ORDER_PAY_WINDOW_MINUTES: count(15, 1, 24 * 60),
  SANDBOX_WEBHOOK_DELAY_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(86_400_000).optional()),
  FULFILMENT_DELAY_MS: count(20_000, 0, 3_600_000),
  FULFILMENT_FAILURE_RATE: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(1).default(0)),
  FULFILMENT_MAX_ATTEMPTS: count(5, 1, 50),
  JOB_POLL_MS: count(1000, 0, 3_600_000),
  JOB_RETRY_BASE_MS: count(5000, 0, 3_600_000),
  ORDER_DUPLICATE_WINDOW_SECONDS: count(10, 0, 3600),
  DAILY_PAYMENT_LIMITS: z.preprocess(
    list,
    z
      .array(z.string().regex(/^[A-Z]{3,4}:\d{1,15}$/, 'must be CURRENCY:amount in minor units'))
      .optional(),
  ),
}).extend(afterSaleEnvSchema.shape);

export function paymentsConfigOf(values: z.output<typeof paymentsEnvSchema>, production: boolean): PaymentsConfig {
  const limits = { ...DEFAULT_DAILY_LIMITS };
  for (const item of values.DAILY_PAYMENT_LIMITS ?? []) {
    const [currency, amount] = item.split(':') as [string, string];
    limits[currency] = Number(amount);
  }
  return {
    sandboxPayments: values.SANDBOX_PAYMENTS === '1' || (!production && values.SANDBOX_PAYMENTS !== '0'),
    webhookSecret: values.PAYMENT_WEBHOOK_SECRET ?? DEV_WEBHOOK_SECRET,
    disabledPayWays: values.PAY_WAYS_DISABLED,
    payWindowMinutes: values.ORDER_PAY_WINDOW_MINUTES,
    sandboxWebhookDelayMs: values.SANDBOX_WEBHOOK_DELAY_MS,
    fulfilmentDelayMs: values.FULFILMENT_DELAY_MS,
    fulfilmentFailureRate: values.FULFILMENT_FAILURE_RATE,
    fulfilmentMaxAttempts: values.FULFILMENT_MAX_ATTEMPTS,
    jobPollMs: values.JOB_POLL_MS,
    jobRetryBaseMs: values.JOB_RETRY_BASE_MS,
    duplicateOrderWindowSeconds: values.ORDER_DUPLICATE_WINDOW_SECONDS,
    dailyPaymentLimits: limits,
    afterSale: afterSaleConfigOf(values, production),
  };
}
