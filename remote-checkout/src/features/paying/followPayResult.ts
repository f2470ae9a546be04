import type { PayResult } from '@topup/shared/contract';
import { links } from '@topup/shared/remotes';
import { hostedPage, isWebAddress } from '@topup/shared/storefront';

/**
 * Where a pay answer leads: the wallet's 'done' and a provider's 'waiting' to the result page,
 * which polls the order; 'redirect' to the provider's hosted page in the same tab. Answers
 * 'left' when the page is being left for the provider, so the pay button stays busy.
 */
export function followPayResult(result: PayResult, navigate: (path: string) => void): 'left' | 'navigated' {
  if (result.kind === 'redirect' && isWebAddress(result.url)) {
    hostedPage.open(result.url);
    return 'left';
  }
  navigate(links.paymentResult(result.orderNo));
  return 'navigated';
}
