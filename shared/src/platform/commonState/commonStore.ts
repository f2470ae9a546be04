import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { EvaluateConfig, PayWay, WalletBalance } from '@topup/shared/contract';

/** The loaded flags the spec names; which of them a page waits for is the page's business. */
export const LOADED_FLAGS = ['def', 'btn', 'mod', 'unit', 'login', 'loop'] as const;
export type LoadedFlag = (typeof LOADED_FLAGS)[number];

export interface ServiceConfig {
  deliveryMinutes: { min: number; max: number };
  pollingIntervalMs: number;
}

/** One currency of the customer's wallet, as GET getUserBalanceAmount answers it. */
export type BalanceEntry = WalletBalance;

/** Common state of the store (spec, section 3), shared by the host and every remote. */
export interface CommonState {
  loaded: Record<LoadedFlag, boolean>;
  balanceList: BalanceEntry[];
  /** Whether balanceList is the server's answer for this customer (an empty list then means no money), not the empty start. */
  balancesKnown: boolean;
  payList: PayWay[];
  payMap: Record<string, PayWay>;
  /** The default pay way of the current currency. */
  currentCurrencyPay: PayWay | null;
  slowPayList: string[];
  serviceConfig: ServiceConfig | null;
  /** The order evaluation config; null until loaded, and where 'evaluate' is off. */
  evaluateConfig: EvaluateConfig | null;
  /** Whether the unread-coupon pop-up should show (set by loadCouponTips, cleared by dismissCouponTips). */
  couponTips: boolean;
}

export function initialCommonState(): CommonState {
  return {
    loaded: { def: false, btn: false, mod: false, unit: false, login: false, loop: false },
    balanceList: [],
    balancesKnown: false,
    payList: [],
    payMap: {},
    currentCurrencyPay: null,
    slowPayList: [],
    serviceConfig: null,
    evaluateConfig: null,
    couponTips: false,
  };
}

export const commonStore = createStore<CommonState>()(() => initialCommonState());

export function useCommonState<T>(select: (state: CommonState) => T): T {
  return useStore(commonStore, select);
}

/** Signed out: the customer's balances and coupon flag go with them. */
export function clearCustomerState(): void {
  commonStore.setState({ balanceList: [], balancesKnown: false, couponTips: false });
}
