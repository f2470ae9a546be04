import { useEffect } from 'react';
import { loadCommonState } from '@topup/shared/commonState';
import { useStorefront } from '@topup/shared/storefront';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useCustomerPolling } from './useCustomerPolling';

/**
 * Loads the common state for the current storefront, again when the locale or the sign-in changes,
 * and keeps a signed-in customer's part fresh with the polling loop.
 */
export function CommonStateLoader() {
  const currencyName = useStorefront()?.currencyName;
  const signedIn = useSession(isSignedIn);
  useEffect(() => {
    if (currencyName) void loadCommonState({ currencyName, signedIn });
  }, [currencyName, signedIn]);
  useCustomerPolling();
  return null;
}
