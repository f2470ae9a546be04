import {
  isId,
  ORDER_CONFIRM_FLAG,
  ORDER_CONFIRM_PATH,
  ORDER_SIGNATURE,
  type OrderConfirmQuery,
  type OrderItem,
} from '@topup/shared/contract';
import { SINGLE_TRANSACTION_ITEM_LIMIT } from '@topup/shared/validation';
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

function orderItemOf(value: unknown): OrderItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { skuId, quantity } = value as Record<string, unknown>;
  if (!isId(skuId) || !Number.isInteger(quantity)) return null;
  const count = quantity as number;
  return count >= 1 && count <= SINGLE_TRANSACTION_ITEM_LIMIT ? { skuId, quantity: count } : null;
}

/**
 * What orderConfirmQuerySchema makes of the query, without zod, else null: the confirm page reads
 * its link at first render, and zod loads only when the buyer fills in or submits the form.
 */
export function orderConfirmQueryOf(query: Readonly<Record<string, string>>): OrderConfirmQuery | null {
  const { productSpecDetailIds, flag, signStr } = query;
  if (productSpecDetailIds === undefined || flag !== ORDER_CONFIRM_FLAG || signStr === undefined || !ORDER_SIGNATURE.test(signStr)) return null;
  let list: unknown;
  try {
    list = JSON.parse(productSpecDetailIds);
  } catch {
    return null;
  }
  if (!Array.isArray(list) || list.length !== 1) return null;
  const item = orderItemOf(list[0]);
  return item ? { productSpecDetailIds: [item], flag, signStr } : null;
}

export type OrderConfirmLinkReading =
  | { ok: true; item: OrderItem }
  /** malformed: the query breaks the schema; signature: well formed but signed over something else. */
  | { ok: false; reason: 'malformed' | 'signature' };

/** What the checkout reads from /ordre/confirm's query: the one item, once shape and signature hold. */
export function readOrderConfirmQuery(search: string | URLSearchParams): OrderConfirmLinkReading {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query = orderConfirmQueryOf(Object.fromEntries(params));
  if (!query) return { ok: false, reason: 'malformed' };
  const { productSpecDetailIds, flag, signStr } = query;
  if (!isOrderSignatureValid(productSpecDetailIds, flag, signStr)) return { ok: false, reason: 'signature' };
  const [item] = productSpecDetailIds;
  return item ? { ok: true, item } : { ok: false, reason: 'malformed' };
}
