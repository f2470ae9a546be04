import { ORDER_STATUS, payWayIdOf, type OrderDetail, type PaymentAttempt, type PaymentStatus } from '@topup/shared/contract';
import type { orders, payments } from './schema';
import type { OrderProduct } from '@topup/shared/contract';
import { confirmMinutesOf } from '../../payments/payWayRules';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

const ms = (date: Date | null) => (date ? date.getTime() : null);

export function orderDetailOf(order: OrderRow, product: OrderProduct): OrderDetail {
  const money = (amount: number) => ({ currencyName: order.currencyName, amount });
  return {
    orderNo: order.orderNo,
    status: order.status,
    refunded: order.refundAmount > 0,
    product,
    lines: order.lines.map((line) => ({
      skuId: line.skuId,
      skuName: line.skuName,
      quantity: line.quantity,
      unitPrice: money(line.unitAmount),
      amount: money(line.amount),
    })),
    account: order.account,
    nickname: order.nickname,
    currencyName: order.currencyName,
    subtotal: money(order.subtotal),
    discount: money(order.discount),
    coupon: order.couponId !== null ? { id: String(order.couponId), name: order.couponName ?? '', discount: money(order.discount) } : null,
    payAmount: money(order.payAmount),
    paidAmount: order.paidAmount !== null ? money(order.paidAmount) : null,
    refundAmount: order.refundAmount > 0 ? money(order.refundAmount) : null,
    payWayId: order.payWay ? payWayIdOf(order.payWay, order.currencyName) : null,
    createTime: order.createdAt.getTime(),
    payTime: ms(order.payTime),
    deliverTime: ms(order.deliverTime),
    finishTime: ms(order.finishTime),
    closeTime: ms(order.closeTime),
    payDeadline: order.payDeadline.getTime(),
  };
}

/**
 * Attempts in states the contract shows; 'creating' and 'review' (held for a person to look at)
 * read as pending, 'failed' as declined.
 */
export function attemptOf(payment: PaymentRow): PaymentAttempt {
  const status: PaymentStatus =
    payment.status === 'creating' || payment.status === HELD_FOR_REVIEW ? 'pending' : payment.status === 'failed' ? 'declined' : (payment.status as PaymentStatus);
  return {
    payNo: payment.payNo,
    payWayId: payWayIdOf(payment.payWay, payment.currencyName),
    status,
    amount: { currencyName: payment.currencyName, amount: payment.amount },
    confirmMinutes: confirmMinutesOf(payment.payWay),
    url: payment.url,
    createTime: payment.createdAt.getTime(),
  };
}

/** A payment whose 'paid' event differed from it in amount or currency: held for a person to look at, never paid. */
export const HELD_FOR_REVIEW = 'review';

/** Unpaid: nothing has paid it and it has not closed. */
export function isUnpaid(order: OrderRow): boolean {
  return order.status === ORDER_STATUS.TO_PAY || order.status === ORDER_STATUS.PAYMENT_NEEDS_CONFIRMATION;
}

/** Unpaid past its pay window: as good as closed (3011), the close job only has not run yet. */
export function isPastPayWindow(order: OrderRow, now: Date): boolean {
  return isUnpaid(order) && order.payDeadline <= now;
}
