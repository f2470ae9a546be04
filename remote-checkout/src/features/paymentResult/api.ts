import { orderDetailsCall, payConfirmCall, payOrderInfoStatusCall, type OrderNo } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { request } from '@topup/shared/http';

/** The result page's calls: the components ask these, never the HTTP client. */

/** The order's payment and delivery status, fresh; `true` when the server knows no such order of the caller's. */
export function readPayOrderStatus(orderNo: OrderNo) {
  return request(payOrderInfoStatusCall, { orderNo }, { cacheTtl: 0, silent: true });
}

/** The order as bought (the receipt); 'no such order' stays quiet, the page says it. */
export function readReceipt(orderNo: OrderNo) {
  return request(orderDetailsCall, { orderNo }, { cacheTtl: 0, quietCodes: [ResultCode.NO_DATA] });
}

/** The buyer says they have paid (a cash or transfer method): the server asks the provider again. */
export function confirmPaid(orderNo: OrderNo) {
  return request(payConfirmCall, { orderNo });
}
