import {
  ORDER_CONFIRM_FLAG,
  ORDER_CONFIRM_PATH,
  orderConfirmQuerySchema,
  type OrderItem,
} from '@topup/shared/contract';
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
  | { ok: true; item: OrderItem }
  /** malformed: the query breaks the schema; signature: well formed but signed over something else. */
  | { ok: false; reason: 'malformed' | 'signature' };

/** What the checkout reads from /ordre/confirm's query: the one item, once shape and signature hold. */
export function readOrderConfirmQuery(search: string | URLSearchParams): OrderConfirmLinkReading {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const parsed = orderConfirmQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const { productSpecDetailIds, flag, signStr } = parsed.data;
  if (!isOrderSignatureValid(productSpecDetailIds, flag, signStr)) return { ok: false, reason: 'signature' };
  const [item] = productSpecDetailIds;
  return item ? { ok: true, item } : { ok: false, reason: 'malformed' };
}
