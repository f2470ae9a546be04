import md5 from 'crypto-js/md5';
import { ORDER_CONFIRM_FLAG, type OrderItem } from '@topup/shared/contract';

/**
 * Fixed text mixed into the order signature. It ships in the page's JavaScript, so it is no
 * secret: the signature catches a link that was cut, edited by hand or built by another version,
 * not a determined forger. The server recomputes prices and limits whatever the link says
 * (docs/order-confirm-link.md).
 */
export const ORDER_SIGNATURE_SALT = 'topup-order-confirm-v1';

/** 64-bit ids as digit strings, compared as numbers: shorter first, then digit by digit. */
function compareIds(left: string, right: string): number {
  return left.length - right.length || (left < right ? -1 : left > right ? 1 : 0);
}

/**
 * The items as one canonical JSON text: sorted by skuId, each with exactly skuId then quantity.
 * The link carries this very text, so the signature is over what the URL shows.
 */
export function canonicalOrderItems(items: readonly OrderItem[]): string {
  const sorted = [...items].sort((left, right) => compareIds(left.skuId, right.skuId));
  return JSON.stringify(sorted.map(({ skuId, quantity }) => ({ skuId, quantity })));
}

/**
 * The spec's order signature (signStr): upper-case hexadecimal MD5 of
 * `<canonical items JSON>|<flag>|<salt>`. The one function the catalogue signs with and the
 * checkout and server verify with.
 */
export function orderSignature(items: readonly OrderItem[], flag: string = ORDER_CONFIRM_FLAG): string {
  return md5(`${canonicalOrderItems(items)}|${flag}|${ORDER_SIGNATURE_SALT}`).toString().toUpperCase();
}

export function isOrderSignatureValid(items: readonly OrderItem[], flag: string, signStr: string): boolean {
  return orderSignature(items, flag) === signStr;
}
