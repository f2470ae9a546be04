import type { Locale, Money, OrderNo, PayExtraInfo, PayWayCode } from '@topup/shared/contract';
import type { RechargeNo } from '@topup/shared/contract/topup';
import type { AppDatabase } from '../db/database';

/** What the store asks a provider to collect: one payment attempt of an order. */
export interface PaymentRequest {
  /** The attempt's number: the merchant reference the provider echoes back. */
  payNo: string;
  /** What is bought: an order, or a wallet top-up (which has its own number, not an order's). */
  orderNo: OrderNo | RechargeNo;
  userId: bigint;
  payWay: PayWayCode;
  amount: Money;
  /** The language of the provider's page. */
  locale: Locale;
  extraInfo: PayExtraInfo;
  /** The provider stops accepting money for the attempt after this time. */
  expiresAt: Date;
}

/**
 * A created payment. 'paid': settled at once (the wallet). 'pending': the buyer continues on the
 * provider's page at `url` and the outcome arrives by webhook (or queryStatus).
 */
export type PaymentCreated = { status: 'paid'; providerRef: string } | { status: 'pending'; providerRef: string; url: string };

/** A provider's state of a payment, as a webhook or a status query tells it. */
export type ProviderPaymentState = 'pending' | 'paid' | 'declined' | 'expired';

/**
 * One verified webhook: a state the provider reached, under the provider's unique event id.
 * 'refunded': money the store gave back through refund() reached the buyer; refundId names it.
 */
export interface PaymentEvent {
  eventId: string;
  providerRef: string;
  state: Exclude<ProviderPaymentState, 'pending'> | 'refunded';
  amount: Money;
  occurredAt: Date;
  refundId?: string | undefined;
}

/** A webhook that fails verification: the endpoint answers `status` and stores nothing. */
export class WebhookRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 = 401,
  ) {
    super(message);
    this.name = 'WebhookRejected';
  }
}

/**
 * One payment provider. `instant` providers (the wallet) settle inside the caller's transaction,
 * which they receive; every other provider is called with no transaction open, so no database
 * lock is ever held while a provider answers, and reports the outcome by webhook.
 */
export interface PaymentProvider {
  /** Its name in the webhook URL: /payments/webhook/<name>. */
  readonly name: string;
  readonly instant: boolean;
  createPayment(request: PaymentRequest, tx: AppDatabase | null): Promise<PaymentCreated>;
  /** Checks the signature and the timestamp of a webhook and reads it; throws WebhookRejected. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): PaymentEvent;
  queryStatus(providerRef: string): Promise<ProviderPaymentState>;
  /** Gives money back to the buyer through the provider (idempotent per refundId); a 'refunded' webhook follows. */
  refund(providerRef: string, amount: Money, refundId: string, tx: AppDatabase | null): Promise<void>;
}
