import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ORDER_STATUS,
  PAY_WAYS,
  payWayCodeOf,
  payWayPartsOf,
  type Locale,
  type OrderNo,
  type PayExtraInfo,
  type payCall,
  type PayOrderStatus,
  type PayResult,
  type PayWayCode,
} from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import { orders, payments } from './schema';
import type { PaymentProviders } from '../../payments/providers';
import { PAY_WAY_RULES } from '../../payments/payWayRules';
import { USDT_MINOR_DIGITS } from '../../payments/sandbox/display';
import type { SandboxBank } from '../../payments/sandbox/sandboxBank';
import { confirmMinutesOf } from '../../payments/payWayRules';
import { enabledPayWays, type PayWayOffer } from '../setting';
import { balanceOf } from '../wallet';
import { holdCustomer } from '../auth';
import { closeLocked, lockOrder, markPaid, scheduleClose } from './lifecycle';
import { attemptOf, isUnpaid, type OrderRow, type PaymentRow } from './orderViews';
import type { OrderService, OrderServiceDeps } from './orders';
import { storefrontOf } from './quote';

/** A pay (or pay-again) call's payload but its idempotency key, as the contract reads it. */
export type PayInput = Omit<z.output<typeof payCall.request>, 'idempotencyKey'>;

export interface PayServiceDeps extends OrderServiceDeps {
  providers: PaymentProviders;
  bank: SandboxBank | undefined;
  orderService: OrderService;
}

/** The pay way of an id, checked against the order's storefront and configuration. */
function payWayOf(order: OrderRow, payWayId: string, offer: PayWayOffer): PayWayCode {
  const { payWay, currencyName } = payWayPartsOf(payWayId);
  const offered = enabledPayWays(storefrontOf(order.locale as Locale), offer);
  if (!(PAY_WAYS as readonly string[]).includes(payWay) || !offered.includes(payWay)) {
    throw new ApiError(ResultCode.PAY_WAY_MISSING, 'This pay way is unavailable');
  }
  if (currencyName !== order.currencyName) throw new ApiError(ResultCode.CURRENCY_TYPE_MISSING, 'The pay way is of another currency');
  return payWay as PayWayCode;
}

function newPayNo(now: Date): string {
  return `P${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Writes a payment attempt under a new pay number. The number is random within its millisecond,
 * so a taken one is skipped (ON CONFLICT, which leaves the transaction usable) and another drawn.
 */
async function insertAttempt(tx: DbHandle, values: Omit<typeof payments.$inferInsert, 'payNo'>): Promise<PaymentRow> {
  for (;;) {
    const [payment] = await tx
      .insert(payments)
      .values({ ...values, payNo: newPayNo(values.createdAt ?? new Date()) })
      .onConflictDoNothing({ target: payments.payNo })
      .returning();
    if (payment) return payment;
  }
}

/**
 * Paying (docs/orders.md, docs/payments.md). The order row is locked only inside short
 * transactions; a provider other than the wallet is asked between them, with no lock held.
 */
export class PayService {
  private readonly offer: PayWayOffer;

  constructor(private readonly deps: PayServiceDeps) {
    this.offer = { disabled: deps.config.disabledPayWays, providers: deps.providers };
  }

  async pay(userId: bigint, input: PayInput, again: boolean): Promise<PayResult> {
    const { db, now, config, providers } = this.deps;
    const prepared = await db.transaction(async (tx) => {
      // The customer first (as createOrder does), then the order: the daily limit sees every
      // other payment of this customer, settled or in flight, one at a time.
      await holdCustomer(tx, userId);
      const order = await lockOrder(tx, and(eq(orders.orderNo, input.orderNo), eq(orders.userId, userId)) as never);
      if (!order) throw new ApiError(ResultCode.NO_DATA, 'No such order');
      if (order.status === ORDER_STATUS.CLOSED) throw new ApiError(ResultCode.ORDER_CLOSED, 'The order is closed');
      if (!isUnpaid(order)) throw new ApiError(ResultCode.TRANSACTION_MISSING_OR_PAID, 'The order is already paid');
      const at = now();
      if (order.payDeadline <= at) {
        await closeLocked(tx, order, at, this.deps.extensions);
        return { step: 'closed' as const };
      }
      const payWay = payWayOf(order, input.payWayId, this.offer);
      const rule = PAY_WAY_RULES[payWay];
      const missing = rule.extraFields.find((field) => !input.extraInfo[field]);
      if (missing) throw new ApiError(ResultCode.MISSING_PARAMETER, `Missing parameter: extraInfo.${missing}`);
      const open = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['creating', 'pending'])));
      if (open.length > 0 && !again) throw new ApiError(ResultCode.TRANSACTION_MISSING_OR_PAID, 'The order is being paid already; pay again with rePay');
      await this.deps.orderService.checkDailyLimit(tx, { userId, currencyName: order.currencyName, amount: order.payAmount, payingOrderId: order.id });
      if (open.length > 0) {
        await tx.update(payments).set({ status: 'superseded' }).where(inArray(payments.payNo, open.map((payment) => payment.payNo)));
      }
      const provider = providers.forPayWay(payWay);
      if (!provider) throw new ApiError(ResultCode.PAY_WAY_MISSING, 'This pay way is unavailable');
      const attempt = await insertAttempt(tx, {
        orderId: order.id,
        userId,
        payWay,
        provider: provider.name,
        status: 'creating',
        currencyName: order.currencyName,
        amount: order.payAmount,
        extraInfo: input.extraInfo,
        createdAt: at,
      });
      // A slow method keeps the order open for its own window from now on.
      const deadline = new Date(Math.max(order.payDeadline.getTime(), at.getTime() + rule.payWindowMinutes * 60_000));
      await tx.update(orders).set({ payWay, payDeadline: deadline }).where(eq(orders.id, order.id));
      if (deadline.getTime() !== order.payDeadline.getTime()) await scheduleClose(tx, order, deadline, at);
      const request = {
        payNo: attempt.payNo,
        orderNo: order.orderNo,
        userId,
        payWay,
        amount: { currencyName: order.currencyName, amount: order.payAmount },
        locale: input.locale,
        extraInfo: input.extraInfo,
        expiresAt: deadline,
      };
      if (provider.instant) {
        // The wallet: debited in this transaction, together with the order's status change.
        const created = await provider.createPayment(request, tx);
        await tx.update(payments).set({ providerRef: created.providerRef }).where(eq(payments.payNo, attempt.payNo));
        await markPaid(tx, order, attempt, at, this.deps);
        return { step: 'done' as const, orderNo: order.orderNo, payNo: attempt.payNo };
      }
      return { step: 'provider' as const, provider, request, attempt, slow: confirmMinutesOf(payWay) > 0 };
    });
    if (prepared.step === 'closed') throw new ApiError(ResultCode.ORDER_CLOSED, 'The order is closed');
    if (prepared.step === 'done') return { kind: 'done', orderNo: prepared.orderNo, payNo: prepared.payNo, status: ORDER_STATUS.IN_PROGRESS };

    const { provider, request, attempt } = prepared;
    let created;
    try {
      created = await provider.createPayment(request, null);
    } catch (error) {
      await db.update(payments).set({ status: 'failed' }).where(eq(payments.payNo, attempt.payNo));
      throw error;
    }
    if (created.status !== 'pending') throw new Error(`${provider.name} settled a payment outside a transaction`);
    await db.transaction(async (tx) => {
      // The reference is kept even when a rePay or a cancel superseded the attempt while the
      // provider answered: the buyer may still pay on its page, and that money must find its
      // attempt to pay the order or go back as late money.
      await tx.update(payments).set({ providerRef: created.providerRef, url: created.url }).where(eq(payments.payNo, attempt.payNo));
      await tx
        .update(payments)
        .set({ status: 'pending' })
        .where(and(eq(payments.payNo, attempt.payNo), eq(payments.status, 'creating')));
      if (prepared.slow) {
        await tx
          .update(orders)
          .set({ status: ORDER_STATUS.PAYMENT_NEEDS_CONFIRMATION })
          .where(and(eq(orders.id, attempt.orderId), eq(orders.status, ORDER_STATUS.TO_PAY)));
      }
    });
    return { kind: 'redirect', orderNo: request.orderNo, payNo: attempt.payNo, url: created.url };
  }

  async status(userId: bigint, orderNo: OrderNo): Promise<PayOrderStatus> {
    const order = await this.deps.orderService.own(userId, orderNo);
    const [latest] = await this.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.createdAt), desc(payments.payNo))
      .limit(1);
    return { orderNo, status: order.status as PayOrderStatus['status'], payment: latest ? attemptOf(latest) : null };
  }

  /**
   * 'I have paid': the latest open attempt's provider is asked now (no lock held); a settled
   * state is applied like its webhook would be, through a stored event of its own.
   */
  async confirm(userId: bigint, orderNo: OrderNo, applyState: (payment: PaymentRow, state: 'paid' | 'declined' | 'expired') => Promise<void>): Promise<PayOrderStatus> {
    const current = await this.status(userId, orderNo);
    const payNo = current.payment?.payNo;
    const [payment] = payNo ? await this.deps.db.select().from(payments).where(eq(payments.payNo, payNo)) : [];
    if (payment && payment.status === 'pending' && payment.providerRef) {
      const provider = this.deps.providers.forPayWay(payment.payWay as PayWayCode);
      const state = provider ? await provider.queryStatus(payment.providerRef) : 'pending';
      if (state !== 'pending') {
        await applyState(payment, state);
        return this.status(userId, orderNo);
      }
    }
    return current;
  }

  async confirmInfo(userId: bigint, orderNo: OrderNo, payWayId: string) {
    const order = await this.deps.orderService.unpaidOrder(userId, orderNo);
    const payWay = payWayOf(order, payWayId, this.offer);
    const rule = PAY_WAY_RULES[payWay];
    const balance =
      payWay === 'balance'
        ? { currencyName: order.currencyName, amount: Number(await balanceOf(this.deps.db, userId, order.currencyName as never)) }
        : null;
    return {
      orderNo,
      payWayId,
      payAmount: { currencyName: order.currencyName, amount: order.payAmount },
      extraFields: rule.extraFields,
      confirmMinutes: confirmMinutesOf(payWay),
      cashVoucher: rule.cashVoucher,
      balance,
      payDeadline: order.payDeadline.getTime(),
    };
  }

  /** The extra fields of a pay way, pre-filled from the caller's last payment that gave them. */
  async filledInfo(userId: bigint, payWayId: string) {
    const payWay = payWayCodeOf(payWayId);
    if (!(PAY_WAYS as readonly string[]).includes(payWay)) throw new ApiError(ResultCode.PAY_WAY_MISSING, 'This pay way is unavailable');
    const extraFields = PAY_WAY_RULES[payWay as PayWayCode].extraFields;
    const recent = await this.deps.db
      .select({ extraInfo: payments.extraInfo })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt))
      .limit(20);
    const latest = (field: keyof PayExtraInfo) => recent.map((row) => row.extraInfo[field]).find((value) => value !== undefined) ?? null;
    return { payWayId, extraFields, values: { phone: latest('phone'), email: latest('email'), name: latest('name'), cpf: latest('cpf') } };
  }

  /** The TRC20 address and exact USDT amount of the order's pending USDT attempt (12 when there is none). */
  async paymentAddress(userId: bigint, orderNo: OrderNo) {
    const order = await this.deps.orderService.own(userId, orderNo);
    const [payment] = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.payWay, 'USDT_TRC20'), eq(payments.status, 'pending')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    const sandbox = payment?.providerRef ? await this.deps.bank?.find(payment.providerRef) : undefined;
    if (!sandbox || sandbox.display.screen !== 'crypto') throw new ApiError(ResultCode.NO_DATA, 'No USDT payment is waiting for this order');
    return {
      network: sandbox.display.network,
      address: sandbox.display.address,
      amount: { currencyName: 'USDT', amount: Number(sandbox.display.usdtMinor) },
      minorDigits: USDT_MINOR_DIGITS,
      expireTime: sandbox.expiresAt.getTime(),
    };
  }
}
