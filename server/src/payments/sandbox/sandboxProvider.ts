import type { Money, PayWayCode } from '@topup/shared/contract';
import type { PaymentCreated, PaymentEvent, PaymentProvider, PaymentRequest, ProviderPaymentState } from '../provider';
import { WebhookRejected } from '../provider';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../webhookSignature';
import { sandboxEventSchema, sandboxProviderName, type SandboxBank } from './sandboxBank';

/** The hosted page of a sandbox payment. */
export function sandboxPageUrl(ref: string): string {
  return `/sandbox-pay/${ref}`;
}

/** One pay way's sandbox provider: payments on the hosted page, outcomes by signed webhook. */
export class SandboxProvider implements PaymentProvider {
  readonly name: string;
  readonly instant = false;

  constructor(
    readonly payWay: PayWayCode,
    private readonly bank: SandboxBank,
    private readonly secret: string,
    private readonly now: () => Date,
  ) {
    this.name = sandboxProviderName(payWay);
  }

  async createPayment(request: PaymentRequest): Promise<PaymentCreated> {
    const payment = await this.bank.create(this.name, request);
    return { status: 'pending', providerRef: payment.ref, url: sandboxPageUrl(payment.ref) };
  }

  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): PaymentEvent {
    const header = headers[SIGNATURE_HEADER];
    verifyWebhookSignature(this.secret, Array.isArray(header) ? header[0] : header, rawBody, this.now());
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejected('the body is not JSON', 400);
    }
    const event = sandboxEventSchema.safeParse(json);
    if (!event.success) throw new WebhookRejected('the body is not a payment event', 400);
    const { provider, ...payment } = event.data;
    if (provider !== this.name) throw new WebhookRejected('the event is of another provider', 400);
    return { ...payment, occurredAt: new Date(payment.occurredAt) };
  }

  queryStatus(providerRef: string): Promise<ProviderPaymentState> {
    return this.bank.state(providerRef);
  }

  refund(providerRef: string, amount: Money, refundId: string): Promise<void> {
    return this.bank.refund(providerRef, amount, refundId);
  }
}
