/**
 * What the order module offers: its lifecycle plugin for the wiring; to other modules the daily
 * payment limit, the storefronts' terms, what they may read or change of an order
 * (orderAccess.ts), and the registry they plug into (extensions.ts).
 */
export { ordersOfCustomers, orderTotalsOf } from './customersOrders';
export { checkDailyLimit, type DailyLimitCheck } from './dailyLimit';
export type { DailySpendingContributor, OrderButtonContributor, OrderExtensions, OrderStateListener } from './extensions';
export { orderLifecyclePlugin } from './lifecyclePlugin';
export { countRefund, customerOrder, orderById, orderByNo, ordersByIds, paidPaymentOf } from './orderAccess';
export { isUnpaid, type OrderRow, type PaymentRow } from './orderViews';
export { ORDER_COMPLETED_JOB } from './lifecycle';
export { storefrontOf } from './quote';
