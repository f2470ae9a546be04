import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase, Database, DbHandle } from '../db/database';
import { paymentWebhooks } from './schema';
import { enqueueJob } from '../jobs/enqueue';
import { WebhookRejected, type PaymentEvent } from './provider';
import type { PaymentProviders } from './providers';

/** The job that applies a stored webhook to its payment, through the payments' event router. */
export const APPLY_WEBHOOK_JOB = 'payment.webhook';
/** The job that applies a stored 'refunded' webhook (registered by the after-sale module). */
export const REFUND_WEBHOOK_JOB = 'payment.refundWebhook';

/**
 * Stores a provider's event with the job that applies it, in one transaction; a known event
 * (same provider and id) adds nothing. Also used for states learnt by asking the provider.
 */
export async function storePaymentEvent(db: AppDatabase, provider: string, event: PaymentEvent, rawBody: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await tx
      .insert(paymentWebhooks)
      .values({
        provider,
        eventId: event.eventId,
        providerRef: event.providerRef,
        state: event.state,
        currencyName: event.amount.currencyName,
        amount: BigInt(event.amount.amount),
        rawBody,
        occurredAt: event.occurredAt,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhooks.eventId });
    if (stored.length > 0) {
      const kind = event.state === 'refunded' ? REFUND_WEBHOOK_JOB : APPLY_WEBHOOK_JOB;
      await enqueueJob(tx, now, {
        kind,
        payload: { provider, eventId: event.eventId, refundId: event.refundId ?? null },
        uniqueKey: `${kind}:${provider}:${event.eventId}`,
      });
    }
  });
}

/** A provider's event as stored, with when it was applied to its payment (null: not yet). */
export type StoredPaymentEvent = typeof paymentWebhooks.$inferSelect;

export async function storedPaymentEvent(db: DbHandle, provider: string, eventId: string): Promise<StoredPaymentEvent | undefined> {
  const [event] = await db
    .select()
    .from(paymentWebhooks)
    .where(and(eq(paymentWebhooks.provider, provider), eq(paymentWebhooks.eventId, eventId)));
  return event;
}

/** Marks an event applied, inside the transaction that applied it, so it is applied once. */
export async function markPaymentEventApplied(tx: DbHandle, provider: string, eventId: string, at: Date): Promise<void> {
  await tx
    .update(paymentWebhooks)
    .set({ appliedAt: at })
    .where(and(eq(paymentWebhooks.provider, provider), eq(paymentWebhooks.eventId, eventId)));
}

/** Whether a 'paid' event for one of these provider references is stored and not applied yet. */
export async function paidEventWaiting(db: DbHandle, providerRefs: readonly string[]): Promise<boolean> {
  if (providerRefs.length === 0) return false;
  const [heard] = await db
    .select({ eventId: paymentWebhooks.eventId })
    .from(paymentWebhooks)
    .where(and(inArray(paymentWebhooks.providerRef, [...providerRefs]), eq(paymentWebhooks.state, 'paid'), isNull(paymentWebhooks.appliedAt)))
    .limit(1);
  return heard !== undefined;
}

export interface WebhookInboxOptions {
  database: Database;
  providers: PaymentProviders;
  now: () => Date;
}

/**
 * POST /payments/webhook/:provider, where providers report payments. The signature is checked on
 * the raw body, the event stored with a job that applies it, all in one transaction, and only
 * then acknowledged with 200; a provider retries anything else. A replayed event (same provider
 * and event id) is acknowledged again and changes nothing.
 */
export async function registerWebhookInbox(app: FastifyInstance, options: WebhookInboxOptions): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the body byte for byte, so it is kept as the provider sent it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/payments/webhook/:provider', { schema: { hide: true } }, async (request, reply) => {
      const provider = options.providers.named(request.params.provider);
      if (!provider) return reply.code(404).send({ error: 'unknown provider' });
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let event;
      try {
        event = provider.verifyWebhook(request.headers, rawBody);
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        request.log.warn({ provider: provider.name, reason: error.message }, 'webhook refused');
        return reply.code(error.status).send({ error: error.message });
      }
      await storePaymentEvent(options.database.db, provider.name, event, rawBody, options.now());
      return reply.code(200).send({ received: true });
    });
  });
}
