/**
 * Whether a database error is a unique violation (SQLSTATE 23505) of the named constraint or
 * index. Drizzle may wrap the driver's error, so its causes are looked at too.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error || (typeof current === 'object' && current !== null); current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (name === constraint || (typeof message === 'string' && message.includes(`"${constraint}"`)))) return true;
    if ((current as { cause?: unknown }).cause === current) return false;
  }
  return false;
}
