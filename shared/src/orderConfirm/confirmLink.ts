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

/**
 * The confirm link's three values as the order calls take them, unchanged: productSpecDetailIds
 * keeps the text it came with, and the server reads and checks it itself (docs/orders.md).
 */
export interface OrderConfirmLink {
  productSpecDetailIds: string;
  flag: typeof ORDER_CONFIRM_FLAG;
  signStr: string;
}

export type OrderConfirmLinkReading =
  | { ok: true; item: OrderItem; link: OrderConfirmLink }
  /** malformed: the query breaks the schema; signature: well formed but signed over something else. */
  | { ok: false; reason: 'malformed' | 'signature' };

/**
 * What the checkout reads from /ordre/confirm's query: the one item and the link to pass on, once
 * shape and signature hold. The server reads it alike to send the page's first call early.
 */
export function readOrderConfirmQuery(search: string | URLSearchParams): OrderConfirmLinkReading {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query = orderConfirmQueryOf(Object.fromEntries(params));
  if (!query) return { ok: false, reason: 'malformed' };
  const { productSpecDetailIds, flag, signStr } = query;
  if (!isOrderSignatureValid(productSpecDetailIds, flag, signStr)) return { ok: false, reason: 'signature' };
  const [item] = productSpecDetailIds;
  if (!item) return { ok: false, reason: 'malformed' };
  return { ok: true, item, link: { productSpecDetailIds: params.get('productSpecDetailIds') ?? '', flag, signStr } };
}
