import { ORDER_STATUS, type OrderStatus } from '@topup/shared/contract';
import { DEFAULT_POLLING_INTERVAL_MS } from '@topup/shared/commonState';

/**
 * The waits between two looks at a moving order: quick at first (a payment is usually confirmed
 * within seconds), then longer, never more than the spec's polling interval of 30 s. A change of
 * status starts the schedule again.
 */
export const LIVE_ORDER_DELAYS_MS = [2_000, 3_000, 5_000, 8_000, 13_000, 21_000, DEFAULT_POLLING_INTERVAL_MS] as const;

export function liveOrderDelayMs(unchangedRounds: number): number {
  return LIVE_ORDER_DELAYS_MS[Math.min(unchangedRounds, LIVE_ORDER_DELAYS_MS.length - 1)] as number;
}

/** Statuses no store job moves on: following the order stops there. */
export function isOrderSettled(status: OrderStatus): boolean {
  return status === ORDER_STATUS.COMPLETED || status === ORDER_STATUS.CLOSED || status === ORDER_STATUS.SENT || status === ORDER_STATUS.REFUNDED;
}
