import { ORDER_CONFIRM_FLAG, ORDER_CONFIRM_PATH, type OrderItem } from '@topup/shared/contract';
import { orderConfirmLinkOf, type OrderConfirmLinkParts } from './linkParts';
import { canonicalOrderItems, isOrderSignatureValid, orderSignature } from './signature';

/** /ordre/confirm for one SKU in a quantity: productSpecDetailIds, flag=info and the signature. */
export function orderConfirmPath(item: OrderItem): string {
  const items = [item];
  const query = new URLSearchParams({
    productSpecDetailIds: canonicalOrderItems(items),
    flag: ORDER_CONFIRM_FLAG,
    signStr: orderSignature(items),
  });
  return `${ORDER_CONFIRM_PATH}?${query.toString()}`;
}

export type OrderConfirmLinkReading =
  | ({ ok: true } & OrderConfirmLinkParts)
  /** malformed: the query breaks the schema; signature: well formed but signed over something else. */
  | { ok: false; reason: 'malformed' | 'signature' };

export function isOrderConfirmLinkSigned({ item, link }: OrderConfirmLinkParts): boolean {
  return isOrderSignatureValid([item], link.flag, link.signStr);
}

/**
 * /ordre/confirm's query read and its signature checked: what the server reads before it answers
 * the page's first calls inline. The page itself reads only the parts (orderConfirmLinkOf).
 */
export function readOrderConfirmQuery(search: string | URLSearchParams): OrderConfirmLinkReading {
  const parts = orderConfirmLinkOf(search);
  if (!parts) return { ok: false, reason: 'malformed' };
  return isOrderConfirmLinkSigned(parts) ? { ok: true, ...parts } : { ok: false, reason: 'signature' };
}
