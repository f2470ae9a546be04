/**
 * Whether `value` is an object whose keys are among `keys` and whose values are non-empty texts
 * (all of `keys` present when `complete`): what `z.record`/`z.partialRecord(z.enum(keys),
 * z.string().min(1))` accept, for the maps a page reads at boot before any zod is loaded.
 */
export function isTextRecord(value: unknown, keys: readonly string[], complete: boolean): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  if (complete && keys.some((key) => !Object.hasOwn(value, key))) return false;
  return entries.every(([key, text]) => keys.includes(key) && typeof text === 'string' && text.length > 0);
}
