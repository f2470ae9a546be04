import { ORDER_STATUS } from '@topup/shared/contract';
import { type RefundDetail, type RefundPath, type RefundRefusal } from '@topup/shared/contract/afterSale';
import type { AfterSaleConfig } from '../../config/afterSaleConfig';
import type { OrderRow } from '../order';
import { refundPathsOf } from './refundPaths';

const DAY_MS = 86_400_000;

export interface EligibilityInput {
  order: OrderRow;
  /** The product's promised delivery, in minutes after payment (spec: 0 to 15). */
  deliveryMaxMinutes: number;
  storefrontHasBalance: boolean;
  openAfterSaleNo: string | null;
  config: AfterSaleConfig;
  now: Date;
}

/** When an order in delivery breaks its promise; null when no delivery is awaited. */
export function lateAtOf(order: OrderRow, deliveryMaxMinutes: number): Date | null {
  if (order.status !== ORDER_STATUS.IN_PROGRESS || !order.payTime) return null;
  return new Date(order.payTime.getTime() + deliveryMaxMinutes * 60_000);
}

function refusalOf({ order, openAfterSaleNo, config, now }: EligibilityInput, remaining: number): RefundRefusal | null {
  if (order.paidAmount === null || order.status === ORDER_STATUS.CLOSED) return 'notPaid';
  if (remaining <= 0 || order.status === ORDER_STATUS.REFUNDED) return 'refunded';
  if (openAfterSaleNo) return 'requestOpen';
  if (order.status === ORDER_STATUS.COMPLETED || order.status === ORDER_STATUS.SENT) {
    const finished = order.finishTime ?? order.deliverTime;
    if (!finished || finished.getTime() + config.windowDays * DAY_MS < now.getTime()) return 'windowPassed';
    return null;
  }
  // In delivery: the money may come back at once (docs/after-sale.md); unpaid states never.
  return order.status === ORDER_STATUS.IN_PROGRESS ? null : 'notPaid';
}

/**
 * Whether an order may ask for a refund now, and what it would get (docs/after-sale.md): a paid
 * order in delivery, or one delivered within the window; the whole paid amount less what went
 * back already; one open request at a time.
 */
export function refundDetailOf(input: EligibilityInput): RefundDetail {
  const { order } = input;
  const remaining = Math.max(0, (order.paidAmount ?? 0) - order.refundAmount);
  const refusal = refusalOf(input, remaining);
  const money = (amount: number) => ({ currencyName: order.currencyName, amount });
  const paths: RefundPath[] = order.payWay ? refundPathsOf(order.payWay, input.storefrontHasBalance) : [];
  const lateAt = lateAtOf(order, input.deliveryMaxMinutes);
  return {
    orderNo: order.orderNo,
    refundable: refusal === null,
    refusal,
    refundableAmount: money(refusal === null ? remaining : 0),
    refundedAmount: money(order.refundAmount),
    refundPaths: paths,
    lateAt: lateAt ? lateAt.getTime() : null,
    openAfterSaleNo: input.openAfterSaleNo,
  };
}

/**
 * What getOrderButtonStatus offers: a refund request once the order may ask and is not merely
 * in delivery within its promise (the live timeline offers it the moment the promise runs out).
 */
export function refundOffered(detail: RefundDetail, now: Date): boolean {
  return detail.refundable && (detail.lateAt === null || detail.lateAt <= now.getTime());
}
