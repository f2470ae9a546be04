import type { usableCouponListCall } from './coupon';
import type { CallRequest, CallResponse } from './defineCall';
import type { CustomerCouponId } from './id';
import { isCurrencyName } from './money';
import type { actualPaymentCall, confirmOrderSkuInfoCall } from './order';
import type { PagePayload } from './pageRequests';
import type { playerProfilesCall, prePayFormInfoCall } from './player';

/**
 * What /ordre/confirm's first render asks for once its SKU summary is in: the game's account form,
 * the buyer's usable coupons for the subtotal and game, and their saved players of the game.
 * Named once for the page and the server, which answers the public form inline with the summary
 * and lists the buyer's calls as the page's early calls.
 */
export function orderConfirmPageRequests(summary: Pick<CallResponse<typeof confirmOrderSkuInfoCall>, 'product' | 'subtotal'>) {
  const { product, subtotal } = summary;
  return {
    prePayForm: { productId: product.id } satisfies PagePayload<typeof prePayFormInfoCall>,
    // None for a currency the coupons do not know: the page then offers none.
    usableCoupons: isCurrencyName(subtotal.currencyName)
      ? ({ currencyName: subtotal.currencyName, amountMinor: subtotal.amount, categoryIds: product.categoryId } satisfies CallRequest<typeof usableCouponListCall>)
      : undefined,
    savedPlayers: { categoryId: product.categoryId } satisfies PagePayload<typeof playerProfilesCall>,
  };
}

/**
 * The confirm page's price of its link with a coupon, or none: at the first render none (the
 * coupons are not in yet), then the best usable one. Named once for the page and the server,
 * which lists both as the page's early calls.
 */
export function orderPriceRequest(link: Omit<PagePayload<typeof actualPaymentCall>, 'couponId'>, couponId: CustomerCouponId | null): PagePayload<typeof actualPaymentCall> {
  return { ...link, couponId };
}
