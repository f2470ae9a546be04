import { cdkeyExchangeCall } from '@topup/shared/contract';
import { request } from '@topup/shared/http';

/** The coupon page's calls: the components ask these, never the HTTP client. */

/** Exchanges a coupon code for a coupon, never from the GET cache (each try asks); `quietCodes`, the refusals the page words itself. */
export function exchangeCouponCode(code: string, quietCodes: readonly number[]) {
  return request(cdkeyExchangeCall, { code }, { cacheTtl: 0, quietCodes });
}
