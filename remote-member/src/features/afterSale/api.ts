import { type CallRequest } from '@topup/shared/contract';
import { applyRefundCall } from '@topup/shared/contract/afterSale';
import { ResultCode } from '@topup/shared/errors';
import { request } from '@topup/shared/http';

/** The after-sale pages' calls: the components ask these, never the HTTP client. */

/** The refusals the refund dialog words itself, in place, instead of a toast. */
export const REFUND_QUIET_CODES = [
  ResultCode.PARAMETER_ERROR,
  ResultCode.NO_DATA,
  ResultCode.DATA_EXISTS,
  ResultCode.OPERATION_NOT_ALLOWED,
] as const;

/** Asks for the money of an order back (docs/after-sale.md). */
export function applyRefund(payload: CallRequest<typeof applyRefundCall>) {
  return request(applyRefundCall, payload, { quietCodes: REFUND_QUIET_CODES });
}
