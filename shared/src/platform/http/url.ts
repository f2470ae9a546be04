export { addressOf, API_PREFIX, fillPlaceholders, withApiPrefix } from '@topup/shared/contract';

/** Drops undefined values: they would otherwise be sent as the text "undefined" in forms. */
export function definedEntries(payload: Record<string, unknown>): [string, unknown][] {
  return Object.entries(payload).filter(([, value]) => value !== undefined);
}

/** application/x-www-form-urlencoded body; arrays repeat their key, objects travel as JSON. */
export function toFormBody(payload: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of definedEntries(payload)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      params.append(key, item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item ?? ''));
    }
  }
  return params.toString();
}
