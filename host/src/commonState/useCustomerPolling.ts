import { useEffect } from 'react';
import {
  clearCustomerState,
  createPollingLoop,
  DEFAULT_POLLING_INTERVAL_MS,
  loadBalanceList,
  loadCouponTips,
  useCommonState,
} from '@topup/shared/commonState';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useStorefront } from '@topup/shared/storefront';

/**
 * The spec's polling loop for a signed-in customer: the balance list and (where coupons are
 * offered) the unread-coupon flag, at once and then every interval (the service configuration's,
 * else 30 s), only while the tab is visible. Signing out stops it and forgets the customer's state.
 */
export function useCustomerPolling(): void {
  const signedIn = useSession(isSignedIn);
  const storefront = useStorefront();
  const coupons = storefront?.features.includes('coupon') ?? false;
  const intervalMs = useCommonState((state) => state.serviceConfig?.pollingIntervalMs) ?? DEFAULT_POLLING_INTERVAL_MS;

  useEffect(() => {
    if (!signedIn) {
      clearCustomerState();
      return undefined;
    }
    // Wait for the storefront, so the first round already knows whether to ask about coupons.
    if (!storefront) return undefined;
    const loop = createPollingLoop(() => Promise.all([loadBalanceList(), coupons ? loadCouponTips() : undefined]), intervalMs);
    const followVisibility = () => (document.visibilityState === 'visible' ? loop.start() : loop.stop());
    followVisibility();
    document.addEventListener('visibilitychange', followVisibility);
    return () => {
      document.removeEventListener('visibilitychange', followVisibility);
      loop.stop();
    };
  }, [signedIn, storefront, coupons, intervalMs]);
}
