export { commonStore, useCommonState, initialCommonState, clearCustomerState, LOADED_FLAGS } from './commonStore';
export type { CommonState, LoadedFlag, ServiceConfig, BalanceEntry } from './commonStore';
export { payMapOf } from './payList';
export { createPollingLoop, DEFAULT_POLLING_INTERVAL_MS } from './pollingLoop';
export type { PollingLoop } from './pollingLoop';
export { loadCommonState } from './loadCommonState';
export { loadBalanceList } from './balance';
export { loadCouponTips, dismissCouponTips } from './couponTips';
export { loadEvaluateConfig } from './evaluateConfig';
