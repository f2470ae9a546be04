import {
  createOrderCall,
  payCall,
  savePlayerProfileCall,
  type AccountValues,
  type CustomerCouponId,
  type Locale,
  type Money,
  type OrderNo,
  type PayExtraInfo,
} from '@topup/shared/contract';
import { ApiError, request } from '@topup/shared/http';
import type { OrderConfirmLink } from '@topup/shared/orderConfirm/linkParts';
import { links } from '@topup/shared/remotes';
import { followPayResult } from '../paying/followPayResult';
import { isUnknownOutcome, sendPayment } from '../paying/sendPayment';
import { clearDraft } from './draft';

export interface PlaceOrderInput {
  link: OrderConfirmLink;
  locale: Locale;
  productId: string;
  couponId: CustomerCouponId | null;
  account: AccountValues;
  playerConfirmed: boolean;
  /** Save this player to the buyer's profiles once the order is placed. */
  saveProfile: boolean;
  expectedSubtotal: Money;
  expectedPayAmount: Money;
  payWayId: string;
  extraInfo: PayExtraInfo;
  idempotencyKey: string;
}

/**
 * 'refused': the order was not placed (the client has shown why); the page stays and re-prices.
 * 'offline': no answer to placing it; the buyer may press again (the same order comes back).
 */
export type PlaceOrderOutcome = 'refused' | 'offline' | 'left' | 'navigated';

/**
 * One click of 'pay' on the confirm page: place the order, then pay it with the click's
 * idempotency key. Once the order exists the page is always left: for the provider's page, the
 * result page (which asks the server what happened when the answer was lost), or the payment
 * error page with the code of a refusal.
 */
export async function placeOrderAndPay(input: PlaceOrderInput, navigate: (path: string) => void): Promise<PlaceOrderOutcome> {
  const { link, locale, couponId, account, playerConfirmed, expectedSubtotal, expectedPayAmount } = input;
  let orderNo: OrderNo;
  try {
    ({ orderNo } = await request(createOrderCall, { ...link, locale, couponId, account, playerConfirmed, expectedSubtotal, expectedPayAmount }));
  } catch (error) {
    return !(error instanceof ApiError) && isUnknownOutcome(error) ? 'offline' : 'refused';
  }
  clearDraft();
  if (input.saveProfile) {
    // A profile that fails to save must not stand between the buyer and paying.
    await request(savePlayerProfileCall, { locale, productId: input.productId, account }, { silent: true }).catch(() => undefined);
  }
  try {
    const result = await sendPayment(payCall, { orderNo, payWayId: input.payWayId, idempotencyKey: input.idempotencyKey, extraInfo: input.extraInfo, locale });
    return followPayResult(result, navigate);
  } catch (error) {
    if (error instanceof ApiError) navigate(links.paymentError(orderNo, error.code));
    else if (isUnknownOutcome(error)) navigate(links.paymentResult(orderNo));
    // Otherwise the session ended and the client has already gone to the login page.
    return 'navigated';
  }
}
