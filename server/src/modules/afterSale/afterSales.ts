import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FLOW_TYPE, isCurrencyName, type Locale, type Page, type PageRequest, type PayWayCode, type OrderNo } from '@topup/shared/contract';
import { REFUND_PATH, REFUND_STATUS, type AfterSale, type AfterSaleDetail, type AfterSaleStep, type RefundDetail, type RefundPath, type RefundStatus } from '@topup/shared/contract/afterSale';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { AfterSaleConfig } from '../../config/afterSaleConfig';
import type { DbHandle } from '../../db/database';
import { enqueueJob } from '../../jobs/enqueue';
import type { JobRunner } from '../../jobs/jobRunner';
import type { PaymentProviders } from '../../payments/providers';
import { REFUND_WEBHOOK_JOB, markPaymentEventApplied } from '../../payments/webhookInbox';
import { productById, productsByIds } from '../catalog';
import { countRefund, customerOrder, orderById, ordersByIds, paidPaymentOf, storefrontOf, type OrderExtensions, type OrderRow } from '../order';
import { credit } from '../wallet';
import { writeStoreMessage } from '../form';
import { refundDetailOf } from './eligibility';
import { afterSaleOrders, afterSaleSteps } from './schema';

export type AfterSaleRow = typeof afterSaleOrders.$inferSelect;

/** The job that pays an approved refund back through the order's payment provider. */
export const PROVIDER_REFUND_JOB = 'afterSale.providerRefund';
const PROVIDER_REFUND_ATTEMPTS = 8;
const AFTER_SALE_NO_TRIES = 5;
/** The refund id of an after-sale order at its provider: this prefix and its number. */
const REFUND_ID_PREFIX = 'afterSale:';

export interface AfterSaleDeps {
  db: DbHandle;
  now: () => Date;
  config: AfterSaleConfig;
  providers: PaymentProviders;
  /** The order's state listeners: an order refunded in delivery is news to them. */
  extensions: OrderExtensions;
  log: FastifyBaseLogger;
}

/** 20 digits like an order number: the time to the second, then six random digits. */
function newAfterSaleNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const noData = (what: string) => new ApiError(ResultCode.NO_DATA, `No such ${what}`);
const ms = (date: Date | null) => (date ? date.getTime() : null);

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Refund requests of customers and their decision by support or the sandbox (docs/after-sale.md). */
export class AfterSaleService {
  constructor(private readonly deps: AfterSaleDeps) {}

  /** One of the customer's orders; another customer's or an unknown one is the same 12. */
  private async ownOrder(db: DbHandle, userId: bigint, orderNo: OrderNo, lock = false): Promise<OrderRow> {
    const order = await customerOrder(db, userId, orderNo, lock);
    if (!order) throw noData('order');
    return order;
  }

  private async openRequestOf(db: DbHandle, orderId: bigint): Promise<string | null> {
    const [open] = await db
      .select({ afterSaleNo: afterSaleOrders.afterSaleNo })
      .from(afterSaleOrders)
      .where(and(eq(afterSaleOrders.orderId, orderId), eq(afterSaleOrders.status, REFUND_STATUS.IN_PROGRESS)));
    return open?.afterSaleNo ?? null;
  }

  private async detailOfOrder(db: DbHandle, order: OrderRow): Promise<RefundDetail> {
    const product = await productById(db, order.productId);
    return refundDetailOf({
      order,
      deliveryMaxMinutes: product?.deliveryMaxMinutes ?? 15,
      storefrontHasBalance: storefrontOf(order.locale as Locale).features.includes('balance'),
      openAfterSaleNo: await this.openRequestOf(db, order.id),
      config: this.deps.config,
      now: this.deps.now(),
    });
  }

  /** What refundDetail and getOrderButtonStatus answer for an order the caller owns. */
  async refundDetail(userId: bigint, orderNo: OrderNo): Promise<RefundDetail> {
    return this.detailOfOrder(this.deps.db, await this.ownOrder(this.deps.db, userId, orderNo));
  }

  async refundDetailOfRow(order: OrderRow): Promise<RefundDetail> {
    return this.detailOfOrder(this.deps.db, order);
  }

  /**
   * A customer asks for the money back. Under the order's lock the request is checked and written
   * with its first step; the open-request unique index refuses a second one even so. With
   * auto-approval on, it is approved right after.
   */
  async apply(userId: bigint, input: { orderNo: OrderNo; reason: string; refundPath?: RefundPath | undefined }): Promise<AfterSaleDetail> {
    const { db } = this.deps;
    const afterSaleNo = await this.create(userId, input).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError(ResultCode.DATA_EXISTS, 'A refund request of this order is open already');
      throw error;
    });
    if (this.deps.config.autoApprove) await this.approve(afterSaleNo);
    return this.detailByNo(db, afterSaleNo, userId);
  }

  private async create(userId: bigint, input: { orderNo: OrderNo; reason: string; refundPath?: RefundPath | undefined }): Promise<string> {
    const { db, now } = this.deps;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(async (tx) => {
          const order = await this.ownOrder(tx, userId, input.orderNo, true);
          const detail = await this.detailOfOrder(tx, order);
          if (detail.refusal === 'requestOpen') throw new ApiError(ResultCode.DATA_EXISTS, 'A refund request of this order is open already');
          if (!detail.refundable) throw new ApiError(ResultCode.OPERATION_NOT_ALLOWED, `This order cannot ask for a refund (${detail.refusal})`);
          const refundPath = input.refundPath ?? detail.refundPaths[0];
          if (refundPath === undefined || !detail.refundPaths.includes(refundPath)) {
            throw new ApiError(ResultCode.PARAMETER_ERROR, 'Parameter error: refundPath: not offered for this order');
          }
          const at = now();
          const [row] = await tx
            .insert(afterSaleOrders)
            .values({
              afterSaleNo: newAfterSaleNo(at),
              orderId: order.id,
              userId,
              reason: input.reason,
              currencyName: order.currencyName,
              amount: detail.refundableAmount.amount,
              refundPath,
              createdAt: at,
            })
            .returning();
          await this.step(tx, row as AfterSaleRow, 'requested', REFUND_STATUS.IN_PROGRESS, null, at);
          await writeStoreMessage(tx, order, 'refundRequested', null, at);
          return (row as AfterSaleRow).afterSaleNo;
        });
      } catch (error) {
        // A random number taken meanwhile by another request: another one is drawn.
        const numberTaken = isUniqueViolation(error) && String((error as Error).message).includes('after_sale_orders_no_key');
        if (!numberTaken || attempt >= AFTER_SALE_NO_TRIES) throw error;
      }
    }
  }

  private async step(tx: DbHandle, row: AfterSaleRow, step: AfterSaleStep, status: RefundStatus, note: string | null, at: Date): Promise<void> {
    await tx.insert(afterSaleSteps).values({ afterSaleId: row.id, step, status, note, createdAt: at });
  }

  /** The caller's after-sale orders of one status (all when none), newest first. */
  async page(userId: bigint, status: RefundStatus | undefined, { pageNum, pageSize }: PageRequest): Promise<Page<AfterSale>> {
    const { db } = this.deps;
    const where = and(eq(afterSaleOrders.userId, userId), status === undefined ? undefined : eq(afterSaleOrders.status, status));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(afterSaleOrders)
        .where(where)
        .orderBy(desc(afterSaleOrders.createdAt), desc(afterSaleOrders.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ value: count() }).from(afterSaleOrders).where(where),
    ]);
    const ordersOf = await ordersByIds(db, rows.map((row) => row.orderId));
    const productsOf = await productsByIds(db, [...ordersOf.values()].map((order) => order.productId));
    const list = rows.map((row) => {
      const order = ordersOf.get(row.orderId) as OrderRow;
      return afterSaleOf(row, order, productNameIn(productsOf.get(order.productId), order));
    });
    return { list, total: total?.value ?? 0, pageNum, pageSize };
  }

  /** One of the caller's after-sale orders with its history; another customer's is 12. */
  async detail(userId: bigint, afterSaleNo: string): Promise<AfterSaleDetail> {
    return this.detailByNo(this.deps.db, afterSaleNo, userId);
  }

  private async detailByNo(db: DbHandle, afterSaleNo: string, userId: bigint | null): Promise<AfterSaleDetail> {
    const [row] = await db
      .select()
      .from(afterSaleOrders)
      .where(and(eq(afterSaleOrders.afterSaleNo, afterSaleNo), userId === null ? undefined : eq(afterSaleOrders.userId, userId)));
    const order = row ? await orderById(db, row.orderId) : undefined;
    if (!row || !order) throw noData('after-sale order');
    const steps = await db.select().from(afterSaleSteps).where(eq(afterSaleSteps.afterSaleId, row.id)).orderBy(asc(afterSaleSteps.id));
    return {
      ...afterSaleOf(row, order, await productNameOf(db, order)),
      orderStatus: order.status,
      history: steps.map((step) => ({ step: step.step, status: step.status, note: step.note, time: step.createdAt.getTime() })),
    };
  }

  /** Open requests, oldest first, for the operator. */
  async openRequests(): Promise<AfterSaleDetail[]> {
    const rows = await this.deps.db
      .select({ afterSaleNo: afterSaleOrders.afterSaleNo })
      .from(afterSaleOrders)
      .where(and(eq(afterSaleOrders.status, REFUND_STATUS.IN_PROGRESS), isNull(afterSaleOrders.approvedAt)))
      .orderBy(asc(afterSaleOrders.createdAt))
      .limit(200);
    return Promise.all(rows.map(({ afterSaleNo }) => this.detailByNo(this.deps.db, afterSaleNo, null)));
  }

  /** Support's view of one request (any customer's). */
  async operatorDetail(afterSaleNo: string): Promise<AfterSaleDetail> {
    return this.detailByNo(this.deps.db, afterSaleNo, null);
  }

  /**
   * Approves an open request, once whatever the concurrency: the order and then the request are
   * locked, a decided request changes nothing, and the amount must still be covered by what was
   * paid less what went back (an automatic refund may have come first). The order counts the
   * refund at once; money to the balance is credited in the same transaction, money to the pay
   * way goes by a durable job through the provider.
   */
  async approve(afterSaleNo: string): Promise<void> {
    const { db, now } = this.deps;
    const [found] = await db.select().from(afterSaleOrders).where(eq(afterSaleOrders.afterSaleNo, afterSaleNo));
    if (!found) throw noData('after-sale order');
    await db.transaction(async (tx) => {
      const order = (await orderById(tx, found.orderId, true)) as OrderRow;
      const [row] = await tx.select().from(afterSaleOrders).where(eq(afterSaleOrders.id, found.id)).for('update');
      if (!row || row.status !== REFUND_STATUS.IN_PROGRESS || row.approvedAt) return;
      const at = now();
      const remaining = (order.paidAmount ?? 0) - order.refundAmount;
      if (remaining < row.amount) {
        await this.finish(tx, row, REFUND_STATUS.FAILED, 'rejected', null, at);
        return;
      }
      // The buyer reads the approval before what it does to the order (refunded, when in delivery).
      await writeStoreMessage(tx, order, 'refundApproved', null, at);
      await countRefund(tx, order, row.amount, at, this.deps.extensions);
      await tx.update(afterSaleOrders).set({ approvedAt: at }).where(eq(afterSaleOrders.id, row.id));
      await this.step(tx, row, 'approved', REFUND_STATUS.IN_PROGRESS, null, at);
      if (row.refundPath === REFUND_PATH.BALANCE) {
        if (!isCurrencyName(row.currencyName)) throw new Error(`after-sale ${afterSaleNo}: the wallet holds no ${row.currencyName}`);
        await credit(tx, {
          userId: row.userId,
          currencyName: row.currencyName,
          amountMinor: BigInt(row.amount),
          flowType: FLOW_TYPE.ORDER_REFUND,
          idempotencyKey: `refund:afterSale:${row.afterSaleNo}`,
          reference: order.orderNo,
        });
        await this.finish(tx, row, REFUND_STATUS.SUCCESS, 'refunded', null, at);
      } else {
        await enqueueJob(tx, at, {
          kind: PROVIDER_REFUND_JOB,
          payload: { afterSaleNo },
          maxAttempts: PROVIDER_REFUND_ATTEMPTS,
          uniqueKey: `${PROVIDER_REFUND_JOB}:${afterSaleNo}`,
        });
      }
    });
  }

  /** Support rejects an open request, with words for the customer; a decided one changes nothing. */
  async reject(afterSaleNo: string, note: string | null): Promise<void> {
    const { db, now } = this.deps;
    const [found] = await db.select().from(afterSaleOrders).where(eq(afterSaleOrders.afterSaleNo, afterSaleNo));
    if (!found) throw noData('after-sale order');
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(afterSaleOrders).where(eq(afterSaleOrders.id, found.id)).for('update');
      if (!row || row.status !== REFUND_STATUS.IN_PROGRESS || row.approvedAt) return;
      const at = now();
      await this.finish(tx, row, REFUND_STATUS.FAILED, 'rejected', note, at);
      const order = await orderById(tx, row.orderId);
      if (order) await writeStoreMessage(tx, order, 'refundRejected', note, at);
    });
  }

  private async finish(tx: DbHandle, row: AfterSaleRow, status: RefundStatus, step: AfterSaleStep, note: string | null, at: Date): Promise<boolean> {
    const [updated] = await tx
      .update(afterSaleOrders)
      .set({ status, finishedAt: at })
      .where(and(eq(afterSaleOrders.id, row.id), eq(afterSaleOrders.status, REFUND_STATUS.IN_PROGRESS)))
      .returning({ id: afterSaleOrders.id });
    if (updated) await this.step(tx, row, step, status, note, at);
    return updated !== undefined;
  }

  /**
   * The provider refund of an approved request: asked with no transaction open, idempotent per
   * refund id, so a retry after a crash pays nothing twice; the provider's 'refunded' webhook then
   * makes the request a success (1). A provider that keeps refusing leaves the request in error (3)
   * for support; the order keeps counting the amount as refunded. 'refunded' webhooks of the
   * store's other refunds (a failed delivery, late money) are only marked applied.
   */
  registerJobs(jobs: JobRunner): void {
    jobs.register(PROVIDER_REFUND_JOB, async (payload, context) => {
      const { db, now } = this.deps;
      const [row] = await db.select().from(afterSaleOrders).where(eq(afterSaleOrders.afterSaleNo, String(payload.afterSaleNo)));
      if (!row || row.status !== REFUND_STATUS.IN_PROGRESS || !row.approvedAt) return;
      try {
        const payment = await paidPaymentOf(db, row.orderId);
        const provider = payment ? this.deps.providers.forPayWay(payment.payWay as PayWayCode) : undefined;
        if (!payment?.providerRef || !provider) throw new Error(`after-sale ${row.afterSaleNo}: no provider holds the order's payment`);
        await provider.refund(payment.providerRef, { currencyName: row.currencyName, amount: row.amount }, `${REFUND_ID_PREFIX}${row.afterSaleNo}`, null);
      } catch (error) {
        if (!context.lastAttempt) throw error;
        this.deps.log.error({ err: error, afterSaleNo: row.afterSaleNo, alert: 'refund-error' }, 'a provider refund failed for good');
        await db.transaction((tx) => this.finish(tx, row, REFUND_STATUS.ERROR, 'error', null, now()));
      }
    });

    jobs.register(REFUND_WEBHOOK_JOB, async (payload) => {
      const { db, now } = this.deps;
      const refundId = typeof payload.refundId === 'string' ? payload.refundId : '';
      const afterSaleNo = refundId.startsWith(REFUND_ID_PREFIX) ? refundId.slice(REFUND_ID_PREFIX.length) : null;
      await db.transaction(async (tx) => {
        const [row] = afterSaleNo ? await tx.select().from(afterSaleOrders).where(eq(afterSaleOrders.afterSaleNo, afterSaleNo)).for('update') : [];
        if (row?.approvedAt) await this.finish(tx, row, REFUND_STATUS.SUCCESS, 'refunded', null, now());
        await markPaymentEventApplied(tx, String(payload.provider), String(payload.eventId), now());
      });
    });
  }
}

/** The order's product name in the order's storefront language. */
async function productNameOf(db: DbHandle, order: OrderRow): Promise<string> {
  return productNameIn(await productById(db, order.productId), order);
}

/** The product's name in the order's locale (Russian when it has none there). */
function productNameIn(product: Awaited<ReturnType<typeof productById>>, order: OrderRow): string {
  return product ? (product.names[order.locale as Locale] ?? product.names.ru) : '';
}

function afterSaleOf(row: AfterSaleRow, order: OrderRow, productName: string): AfterSale {
  return {
    afterSaleNo: row.afterSaleNo,
    orderNo: order.orderNo,
    productName,
    status: row.status,
    reason: row.reason,
    amount: { currencyName: row.currencyName, amount: row.amount },
    refundPath: row.refundPath,
    createTime: row.createdAt.getTime(),
    finishTime: ms(row.finishedAt),
  };
}
