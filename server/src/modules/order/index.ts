/**
 * What the order module offers: its lifecycle plugin for the wiring, and to other modules the
 * daily payment limit, the storefronts' terms and the registry they plug into (extensions.ts).
 */
export { checkDailyLimit, type DailyLimitCheck } from './dailyLimit';
export type { DailySpendingContributor, OrderButtonContributor, OrderExtensions, OrderStateListener } from './extensions';
export { orderLifecyclePlugin } from './lifecyclePlugin';
export { storefrontOf } from './quote';
