import { type PayWayCode } from '@topup/shared/contract';
import { REFUND_PATH, type RefundPath } from '@topup/shared/contract/afterSale';

/**
 * The refund path of money paid with a pay way (docs/after-sale.md). The spec names six paths;
 * pay ways without a path of their own go back to the card they came from (8). Promotion activity
 * (6) is never paid back as money by this store: a coupon's discount is not refunded.
 */
const PATH_OF_PAY_WAY: Record<PayWayCode, RefundPath> = {
  balance: REFUND_PATH.BALANCE,
  card: REFUND_PATH.CARD,
  CARDPAY_RU: REFUND_PATH.CARDS,
  SBP: REFUND_PATH.CARDS,
  QIWI: REFUND_PATH.QIWI,
  STC_PAY: REFUND_PATH.STC_PAY,
  PIX: REFUND_PATH.CARD,
  SPEI: REFUND_PATH.CARD,
  OXXO_PAY: REFUND_PATH.CARD,
  MERCADO_PAGO: REFUND_PATH.CARD,
  USDT_TRC20: REFUND_PATH.CARD,
};

export function refundPathOf(payWay: string): RefundPath {
  return PATH_OF_PAY_WAY[payWay as PayWayCode] ?? REFUND_PATH.CARD;
}

/**
 * The paths a customer may choose: the order's own pay way first, then the balance where the
 * order's storefront keeps one (a wallet order only ever goes back to the balance).
 */
export function refundPathsOf(payWay: string, storefrontHasBalance: boolean): RefundPath[] {
  const own = refundPathOf(payWay);
  return own !== REFUND_PATH.BALANCE && storefrontHasBalance ? [own, REFUND_PATH.BALANCE] : [own];
}
