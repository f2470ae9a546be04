import { ORDER_CONFIRM_FLAG, ORDER_CONFIRM_PATH, type OrderItem } from '@topup/shared/contract';
import type { OrderConfirmLinkParts } from './linkParts';
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

/** Whether a well-formed link is signed over its item (what the server checks, code 11 if not). */
export function isOrderConfirmLinkSigned({ item, link }: OrderConfirmLinkParts): boolean {
  return isOrderSignatureValid([item], link.flag, link.signStr);
}
