import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Money, PayWayCode } from '@topup/shared/contract';
import type { Database } from '../../db/database';
import { sandboxPayments, sandboxRefunds } from '../schema';
import { enqueueJob } from '../../jobs/enqueue';
import type { JobRunner } from '../../jobs/jobRunner';
import type { PaymentRequest, ProviderPaymentState } from '../provider';
import { signWebhook, SIGNATURE_HEADER } from '../webhookSignature';
import { displayFor, type SandboxDisplay } from './display';

export type SandboxDecision = Exclude<ProviderPaymentState, 'pending'>;
export type SandboxPayment = typeof sandboxPayments.$inferSelect & { display: SandboxDisplay };

/** Sends a signed webhook to the store's endpoint; answers the HTTP status. */
export type WebhookTransport = (path: string, headers: Record<string, string>, rawBody: string) => Promise<number>;

/**
 * The body of every sandbox webhook. Every sandbox provider signs with the same key, so the body
 * names its provider: an event posted to another provider's URL is refused, not stored.
 */
export const sandboxEventSchema = z.object({
  provider: z.string().min(1).max(100),
  eventId: z.string().min(1).max(100),
  providerRef: z.string().min(1).max(100),
  state: z.enum(['paid', 'declined', 'expired', 'refunded']),
  amount: z.object({ currencyName: z.string(), amount: z.number().int().min(0) }),
  occurredAt: z.number().int(),
  /** On 'refunded' events: the store's refund id. */
  refundId: z.string().min(1).max(200).optional(),
});

export interface SandboxBankOptions {
  database: Database;
  now: () => Date;
  webhookSecret: string;
  /** The delay of a method's webhook after the buyer's action. */
  webhookDelayMs: (payWay: PayWayCode) => number;
  transport: WebhookTransport;
}

const WEBHOOK_JOB = 'sandbox.webhook';
const EXPIRE_JOB = 'sandbox.expire';
const REFUND_WEBHOOK_JOB = 'sandbox.refundWebhook';

/** The provider's name in the webhook URL: sandbox-pix, sandbox-cardpay-ru... */
export function sandboxProviderName(payWay: PayWayCode): string {
  return `sandbox-${payWay.toLowerCase().replace(/_/g, '-')}`;
}

/**
 * The sandbox payment providers' side of the world: their payments, the tester's decisions on the
 * hosted page, the delayed signed webhooks and the refunds. Every sandbox provider shares it.
 */
export class SandboxBank {
  constructor(private readonly options: SandboxBankOptions) {}

  registerJobs(jobs: JobRunner): void {
    jobs.register(WEBHOOK_JOB, async (payload) => this.sendWebhook(String(payload.ref)));
    jobs.register(EXPIRE_JOB, async (payload) => {
      await this.decide(String(payload.ref), 'expired');
    });
    jobs.register(REFUND_WEBHOOK_JOB, async (payload) => this.sendRefundWebhook(String(payload.refundId)));
  }

  async create(provider: string, request: PaymentRequest): Promise<SandboxPayment> {
    const ref = `sbx_${randomBytes(12).toString('hex')}`;
    const now = this.options.now();
    const values = {
      ref,
      provider,
      payWay: request.payWay,
      payNo: request.payNo,
      orderNo: request.orderNo,
      currencyName: request.amount.currencyName,
      amount: BigInt(request.amount.amount),
      locale: request.locale,
      display: displayFor(request.payWay, ref, request.amount, request.extraInfo),
      expiresAt: request.expiresAt,
      createdAt: now,
    };
    await this.options.database.db.transaction(async (tx) => {
      await tx.insert(sandboxPayments).values(values);
      // A payment nobody acts on expires by itself, as a real provider's would.
      await enqueueJob(tx, now, { kind: EXPIRE_JOB, payload: { ref }, runAt: request.expiresAt, uniqueKey: `${EXPIRE_JOB}:${ref}` });
    });
    return { ...values, decision: null, settlesAt: null };
  }

  async find(ref: string): Promise<SandboxPayment | undefined> {
    const [row] = await this.options.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
    return row as SandboxPayment | undefined;
  }

  /**
   * The tester's (or the clock's) decision; only the first one counts. Paying or declining needs
   * the payment not to have expired. The webhook goes out after the method's delay.
   */
  async decide(ref: string, decision: SandboxDecision): Promise<boolean> {
    const now = this.options.now();
    const payment = await this.find(ref);
    if (!payment) return false;
    const settlesAt = new Date(now.getTime() + this.options.webhookDelayMs(payment.payWay as PayWayCode));
    return this.options.database.db.transaction(async (tx) => {
      const open = and(eq(sandboxPayments.ref, ref), isNull(sandboxPayments.decision));
      const [updated] = await tx
        .update(sandboxPayments)
        .set({ decision, settlesAt })
        .where(decision === 'expired' ? open : and(open, gt(sandboxPayments.expiresAt, now)))
        .returning({ ref: sandboxPayments.ref });
      if (!updated) return false;
      await enqueueJob(tx, now, { kind: WEBHOOK_JOB, payload: { ref }, runAt: settlesAt, uniqueKey: `${WEBHOOK_JOB}:${ref}` });
      return true;
    });
  }

  /** The provider's state: a decision counts once it has settled. */
  async state(ref: string): Promise<ProviderPaymentState> {
    const payment = await this.find(ref);
    if (!payment) throw new Error(`No sandbox payment ${ref}`);
    if (payment.decision && payment.settlesAt && payment.settlesAt <= this.options.now()) return payment.decision as SandboxDecision;
    return 'pending';
  }

  /** A refund, once per refund id; its 'refunded' webhook goes out as soon as it is made. */
  async refund(ref: string, amount: Money, refundId: string): Promise<void> {
    const now = this.options.now();
    await this.options.database.db.transaction(async (tx) => {
      const made = await tx
        .insert(sandboxRefunds)
        .values({ refundId, ref, currencyName: amount.currencyName, amount: BigInt(amount.amount), createdAt: now })
        .onConflictDoNothing()
        .returning({ refundId: sandboxRefunds.refundId });
      if (made.length > 0) {
        await enqueueJob(tx, now, { kind: REFUND_WEBHOOK_JOB, payload: { refundId }, uniqueKey: `${REFUND_WEBHOOK_JOB}:${refundId}` });
      }
    });
  }

  private async sendRefundWebhook(refundId: string): Promise<void> {
    const [refund] = await this.options.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundId, refundId));
    const payment = refund ? await this.find(refund.ref) : undefined;
    if (!refund || !payment) return;
    await this.post(payment.provider, {
      provider: payment.provider,
      eventId: `evt_refund_${refundId}`.slice(0, 100),
      providerRef: refund.ref,
      state: 'refunded',
      amount: { currencyName: refund.currencyName, amount: Number(refund.amount) },
      occurredAt: refund.createdAt.getTime(),
      refundId,
    });
  }

  /** Sends the decision's webhook. */
  private async sendWebhook(ref: string): Promise<void> {
    const payment = await this.find(ref);
    if (!payment?.decision) return;
    await this.post(payment.provider, {
      provider: payment.provider,
      eventId: `evt_${ref}_${payment.decision}`,
      providerRef: ref,
      state: payment.decision as SandboxDecision,
      amount: { currencyName: payment.currencyName, amount: Number(payment.amount) },
      occurredAt: (payment.settlesAt ?? this.options.now()).getTime(),
    });
  }

  /** Signs and sends one event; a refusal by the store throws, so the job retries. */
  private async post(provider: string, event: z.input<typeof sandboxEventSchema>): Promise<void> {
    const body = JSON.stringify(event);
    const now = this.options.now();
    const status = await this.options.transport(
      `/payments/webhook/${provider}`,
      { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(this.options.webhookSecret, body, now) },
      body,
    );
    if (status !== 200) throw new Error(`the store answered ${status} to the event ${event.eventId}`);
  }
}
