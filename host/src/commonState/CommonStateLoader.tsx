import { useEffect } from 'react';
import { loadCommonState, loadEvaluateConfig } from '@topup/shared/commonState';
import { useFeature, useStorefront } from '@topup/shared/storefront';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useCustomerPolling } from './useCustomerPolling';

/**
 * Loads the common state for the current storefront, again when the locale or the sign-in changes,
 * the evaluate config where the storefront offers reviews, and keeps a signed-in customer's part fresh with the polling loop.
 */
export function CommonStateLoader() {
  const currencyName = useStorefront()?.currencyName;
  const signedIn = useSession(isSignedIn);
  const evaluates = useFeature('evaluate');
  useEffect(() => {
    if (currencyName) void loadCommonState({ currencyName, signedIn });
  }, [currencyName, signedIn]);
  useEffect(() => {
    if (evaluates) void loadEvaluateConfig();
  }, [evaluates]);
  useCustomerPolling();
  return null;
}
