import { type CallRequest, type CurrencyName } from '@topup/shared/contract';
import { generateDigitalAddressCall, userRechargeCall } from '@topup/shared/contract/topup';
import { request } from '@topup/shared/http';

/** The wallet page's calls that change something: the components ask these, never the HTTP client. */

/** Starts a top-up; `quietCodes`, the refusals the form words itself. */
export function startRecharge(payload: CallRequest<typeof userRechargeCall>, quietCodes: readonly number[]) {
  return request(userRechargeCall, payload, { cacheTtl: 0, quietCodes });
}

/** The customer's USDT deposit address, derived at the first call. */
export function depositAddress(currencyName: CurrencyName) {
  return request(generateDigitalAddressCall, { currencyName });
}
