import { useEffect } from 'react';
import { loadCommonState } from '@topup/shared/commonState';
import { useStorefront } from '@topup/shared/storefront';
import { isSignedIn, useSession } from '@topup/shared/session';

/** Loads the common state for the current storefront, again when the locale or the sign-in changes. */
export function CommonStateLoader() {
  const currencyName = useStorefront()?.currencyName;
  const signedIn = useSession(isSignedIn);
  useEffect(() => {
    if (currencyName) void loadCommonState({ currencyName, signedIn });
  }, [currencyName, signedIn]);
  return null;
}
