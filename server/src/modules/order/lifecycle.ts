import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ORDER_STATUS, orderNoSchema, type OrderNo, type PayWayCode } from '@topup/shared/contract';
import type { PaymentsConfig } from '../../config/paymentsConfig';
import type { DbHandle } from '../../db/database';
import { orders, payments } from './schema';
import { enqueueJob } from '../../jobs/enqueue';
import type { JobRunner } from '../../jobs/jobRunner';
import type { FulfilmentProvider } from '../../fulfilment/fulfilmentProvider';
import type { PaymentProviders } from '../../payments/providers';
import { publicDataChanged } from '../../app/publicDataChanges';
import { markPaymentEventApplied, storedPaymentEvent } from '../../payments/webhookInbox';
import { nicknameOf } from '../auth';
import { recordSale, returnStock } from '../catalog';
import { consumeCoupon, releaseCoupon } from '../coupon';
import type { OrderExtensions } from './extensions';
import { HELD_FOR_REVIEW, isUnpaid, type OrderRow, type PaymentRow } from './orderViews';
import { storefrontOf } from './quote';

export const CLOSE_JOB = 'order.close';
export const DELIVER_JOB = 'order.deliver';
export const LATE_MONEY_JOB = 'payment.lateMoney';
/** Money going back through the provider that took it, asked outside any transaction. */
export const PROVIDER_GIVE_BACK_JOB = 'payment.giveBack';
/** Announces a delivered order (completed or sent) to whoever listens, e.g. the invitation rewards. */
export const ORDER_COMPLETED_JOB = 'order.completed';

export interface LifecycleDeps {
  db: DbHandle;
  now: () => Date;
  config: PaymentsConfig;
  providers: PaymentProviders;
  fulfilment: FulfilmentProvider;
  log: FastifyBaseLogger;
  /** Where other modules listen to orders' states and add buttons and daily spending. */
  extensions: OrderExtensions;
}

export async function lockOrder(tx: DbHandle, where: ReturnType<typeof eq>): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(where).for('update');
  return order;
}

/** The close job at the order's deadline; a later deadline schedules another (the first then finds it open still). */
export async function scheduleClose(tx: DbHandle, order: Pick<OrderRow, 'orderNo'>, deadline: Date, now: Date): Promise<void> {
  await enqueueJob(tx, now, {
    kind: CLOSE_JOB,
    payload: { orderNo: order.orderNo },
    runAt: deadline,
    uniqueKey: `${CLOSE_JOB}:${order.orderNo}:${deadline.getTime()}`,
  });
}

/**
 * An unpaid order is paid by this attempt (inside the caller's transaction, the order locked):
 * in progress with its pay time, coupon used, sold stock kept, delivery scheduled.
 */
export async function markPaid(
  tx: DbHandle,
  order: OrderRow,
  payment: PaymentRow,
  now: Date,
  deps: Pick<LifecycleDeps, 'config' | 'extensions'>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ status: ORDER_STATUS.IN_PROGRESS, payTime: now, paidAmount: payment.amount, payWay: payment.payWay })
    .where(eq(orders.id, order.id));
  await tx.update(payments).set({ status: 'paid', settledAt: now }).where(eq(payments.payNo, payment.payNo));
  // Other attempts still open can no longer pay this order; their money, if it comes, goes back.
  await tx
    .update(payments)
    .set({ status: 'superseded' })
    .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['creating', 'pending'])));
  await consumeCoupon(tx, order.orderNo, now);
  await deps.extensions.stateChanged(tx, order, ORDER_STATUS.IN_PROGRESS, now);
  await enqueueJob(tx, now, {
    kind: DELIVER_JOB,
    payload: { orderNo: order.orderNo },
    runAt: new Date(now.getTime() + deps.config.fulfilmentDelayMs),
    maxAttempts: deps.config.fulfilmentMaxAttempts,
    uniqueKey: `${DELIVER_JOB}:${order.orderNo}`,
  });
}

/** Closes an unpaid order (inside the caller's transaction, the order locked): coupon and stock come back. */
export async function closeLocked(tx: DbHandle, order: OrderRow, now: Date, extensions: OrderExtensions): Promise<void> {
  await tx.update(orders).set({ status: ORDER_STATUS.CLOSED, closeTime: now }).where(eq(orders.id, order.id));
  await tx
    .update(payments)
    .set({ status: 'superseded' })
    .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['creating', 'pending'])));
  await releaseCoupon(tx, order.orderNo);
  await extensions.stateChanged(tx, order, ORDER_STATUS.CLOSED, now);
  await returnStock(tx, order.lines);
}

/**
 * Money back to the buyer: into the wallet where the order's storefront has one (in the caller's
 * transaction), else back through the provider that took it, by a job committed with the change:
 * a provider is never asked inside a transaction (payments/provider.ts), and on the embedded
 * database the sandbox's own transaction waited for this one forever. Once per refund id.
 */
async function giveBack(deps: LifecycleDeps, tx: DbHandle, order: OrderRow, payment: PaymentRow, refundId: string): Promise<void> {
  const wallet = deps.providers.forPayWay('balance');
  if (storefrontOf(order.locale as never).features.includes('balance') && wallet) {
    await wallet.refund(payment.payNo, { currencyName: payment.currencyName, amount: payment.amount }, refundId, tx);
    return;
  }
  await enqueueJob(tx, deps.now(), {
    kind: PROVIDER_GIVE_BACK_JOB,
    payload: { payNo: payment.payNo, refundId },
    maxAttempts: PROVIDER_GIVE_BACK_ATTEMPTS,
    uniqueKey: `${PROVIDER_GIVE_BACK_JOB}:${refundId}`,
  });
}

const PROVIDER_GIVE_BACK_ATTEMPTS = 8;

/** The jobs of the order lifecycle; each is idempotent (it may run more than once). */
export function registerLifecycleJobs(jobs: JobRunner, deps: LifecycleDeps): void {
  const { db, now } = deps;

  jobs.register(CLOSE_JOB, async (payload) => {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, eq(orders.orderNo, orderNoSchema.parse(payload.orderNo)));
      if (order && isUnpaid(order) && order.payDeadline <= now()) await closeLocked(tx, order, now(), deps.extensions);
    });
  });

  jobs.register(LATE_MONEY_JOB, async (payload) => {
    await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.payNo, String(payload.payNo))).for('update');
      if (!payment || payment.returnedAt) return;
      const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
      await giveBack(deps, tx, order as OrderRow, payment, `late:${payment.payNo}`);
      await tx.update(payments).set({ returnedAt: now() }).where(eq(payments.payNo, payment.payNo));
    });
  });

  jobs.register(PROVIDER_GIVE_BACK_JOB, async (payload) => {
    const [payment] = await db.select().from(payments).where(eq(payments.payNo, String(payload.payNo)));
    const provider = payment ? deps.providers.forPayWay(payment.payWay as PayWayCode) : undefined;
    if (!payment || !provider || !payment.providerRef) throw new Error(`No way to give back ${String(payload.payNo)}`);
    await provider.refund(payment.providerRef, { currencyName: payment.currencyName, amount: payment.amount }, String(payload.refundId), null);
  });

  jobs.register(DELIVER_JOB, async (payload, context) => {
    const orderNo = orderNoSchema.parse(payload.orderNo);
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
    if (!order || order.status !== ORDER_STATUS.IN_PROGRESS) return;
    let outcome;
    try {
      outcome = await deps.fulfilment.deliver({
        orderNo,
        productId: String(order.productId),
        lines: order.lines.map((line) => ({ skuId: line.skuId, quantity: line.quantity })),
        account: order.account,
      });
    } catch (error) {
      if (!context.lastAttempt) throw error;
      deps.log.error({ err: error, orderNo }, 'delivery failed for good: the order is refunded');
      await refundWhole(deps, orderNo);
      return;
    }
    await db.transaction(async (tx) => {
      const at = now();
      const [finished] = await tx
        .update(orders)
        .set({ status: outcome === 'sent' ? ORDER_STATUS.SENT : ORDER_STATUS.COMPLETED, deliverTime: at, finishTime: at })
        .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.IN_PROGRESS)))
        .returning();
      if (!finished) return;
      await deps.extensions.stateChanged(tx, finished, finished.status, at);
      await recordSale(tx, {
        orderId: order.id,
        productId: order.productId,
        categoryId: order.categoryId,
        lines: order.lines,
        buyerName: await nicknameOf(tx, order.userId),
        at,
      });
      await enqueueJob(tx, at, { kind: ORDER_COMPLETED_JOB, payload: { orderNo }, uniqueKey: `${ORDER_COMPLETED_JOB}:${orderNo}` });
      await publicDataChanged(tx);
    });
  });
}


/**
 * Applies a stored provider event to its payment attempt, once (applied_at). 'paid' is final: it
 * pays the order when the order is still unpaid, and otherwise sends the money back (late money);
 * a 'paid' of another amount or currency than the attempt's does neither: the attempt is held for
 * review (HELD_FOR_REVIEW) and an alert logged;
 * 'declined' or 'expired' only end an attempt still pending, so a late one changes nothing.
 */
export async function applyPaymentEvent(deps: LifecycleDeps, provider: string, eventId: string): Promise<boolean> {
  const { db, now } = deps;
  const event = await storedPaymentEvent(db, provider, eventId);
  if (!event) return false;
  if (event.appliedAt) return true;
  const [found] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, event.providerRef)));
  // Another area's payment, or the attempt does not know its reference yet: the router decides.
  if (!found) return false;
  await db.transaction(async (tx) => {
    const order = (await lockOrder(tx, eq(orders.id, found.orderId))) as OrderRow;
    const [payment] = await tx.select().from(payments).where(eq(payments.payNo, found.payNo)).for('update');
    const at = now();
    if (payment && payment.status !== 'paid' && payment.status !== HELD_FOR_REVIEW) {
      if (event.state === 'paid' && (event.currencyName !== payment.currencyName || event.amount !== BigInt(payment.amount))) {
        // Never pay an order with other money than it costs, nor give back money that did not
        // come: the attempt is held for a person, and the alert names no secret.
        await tx.update(payments).set({ status: HELD_FOR_REVIEW, settledAt: at }).where(eq(payments.payNo, payment.payNo));
        deps.log.error(
          {
            alert: 'payment-amount-mismatch',
            provider,
            eventId,
            payNo: payment.payNo,
            orderNo: order.orderNo,
            expected: { currencyName: payment.currencyName, amount: payment.amount },
            received: { currencyName: event.currencyName, amount: String(event.amount) },
          },
          'a paid event differs from its payment in amount or currency: held for review',
        );
      } else if (event.state === 'paid') {
        if (isUnpaid(order)) {
          await markPaid(tx, order, payment, at, deps);
        } else {
          // Paid elsewhere already, or closed: this money goes back (order-insensitive, counted once).
          await tx.update(payments).set({ status: 'paid', settledAt: at }).where(eq(payments.payNo, payment.payNo));
          await enqueueJob(tx, at, { kind: LATE_MONEY_JOB, payload: { payNo: payment.payNo }, uniqueKey: `${LATE_MONEY_JOB}:${payment.payNo}` });
        }
      } else if (payment.status === 'pending' || payment.status === 'creating') {
        await tx.update(payments).set({ status: event.state, settledAt: at }).where(eq(payments.payNo, payment.payNo));
        if (order.status === ORDER_STATUS.PAYMENT_NEEDS_CONFIRMATION) {
          await tx.update(orders).set({ status: ORDER_STATUS.TO_PAY }).where(eq(orders.id, order.id));
        }
      }
    }
    await markPaymentEventApplied(tx, provider, eventId, at);
  });
  return true;
}

/** A delivery that failed its last try: the whole paid amount and the stock go back, and the order is refunded. */
async function refundWhole(deps: LifecycleDeps, orderNo: OrderNo): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.orderNo, orderNo));
    if (!order || order.status !== ORDER_STATUS.IN_PROGRESS) return;
    // The first money settled is what paid the order; a later one is late money with its own job.
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid'), sql`${payments.returnedAt} is null`))
      .orderBy(asc(payments.settledAt))
      .limit(1);
    if (payment) await giveBack(deps, tx, order, payment, `order:${orderNo}`);
    await returnStock(tx, order.lines);
    const at = deps.now();
    await tx
      .update(orders)
      .set({ status: ORDER_STATUS.REFUNDED, refundAmount: order.paidAmount ?? 0, finishTime: at })
      .where(eq(orders.id, order.id));
    await deps.extensions.stateChanged(tx, order, ORDER_STATUS.REFUNDED, at);
  });
}
