import { isId, ORDER_CONFIRM_FLAG, ORDER_SIGNATURE, type OrderConfirmQuery, type OrderItem } from '@topup/shared/contract';
import { SINGLE_TRANSACTION_ITEM_LIMIT } from '@topup/shared/validation';

// The confirm link read without its signature, an entry of its own (@topup/shared/orderConfirm/linkParts):
// the MD5 behind @topup/shared/orderConfirm stays out of a page that only reads the link.

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

/** A well-formed confirm link: its one item, and its values as the order calls take them. */
export interface OrderConfirmLinkParts {
  item: OrderItem;
  link: OrderConfirmLink;
}

/**
 * The link's item and values when its query is well formed, its signature not checked: the
 * server checks it on every order call, so the confirm page leaves MD5 out of its first visit and
 * checks (isOrderConfirmLinkSigned) only when the server refuses the link.
 */
export function orderConfirmLinkOf(search: string | URLSearchParams): OrderConfirmLinkParts | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query = orderConfirmQueryOf(Object.fromEntries(params));
  const item = query?.productSpecDetailIds[0];
  if (!query || !item) return null;
  return { item, link: { productSpecDetailIds: params.get('productSpecDetailIds') ?? '', flag: query.flag, signStr: query.signStr } };
}
