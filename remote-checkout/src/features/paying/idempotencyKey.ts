/** Random bytes behind one key: 16 give 32 hex digits, inside the contract's 16 to 64 characters. */
const KEY_BYTES = 16;

/**
 * A fresh idempotency key for one click of 'pay' (docs/orders.md, Paying): the server answers a
 * repeat of the same key with the first result, so a retry of that click can never pay twice,
 * while the next click, a new attempt, gets a new key.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
