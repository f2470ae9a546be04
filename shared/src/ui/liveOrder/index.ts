export { useLiveOrder, type LiveOrder } from './useLiveOrder';
export { isOrderSettled, liveOrderDelayMs, LIVE_ORDER_DELAYS_MS } from './liveOrderTiming';
export { isPaymentBeingConfirmed, LiveOrderProgress } from './LiveOrderProgress';
