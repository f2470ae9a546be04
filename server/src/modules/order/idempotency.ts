import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';

/** How long a key answers with its first result. */
const KEY_LIFETIME_MS = 24 * 60 * 60_000;

/** JSON with sorted object keys: two equal requests hash alike whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function hashOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/**
 * Runs `work` once per (customer, key): the same key with the same request answers the first
 * result again (a success or a refusal); with another request it is refused with 16; while the
 * first call still runs, with 2. An unexpected failure forgets the key, so a retry runs again.
 */
export async function withIdempotencyKey<T>(
  db: DbHandle,
  userId: bigint,
  key: string,
  request: unknown,
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  const requestHash = hashOf(request);
  const own = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  await db.delete(idempotencyKeys).where(and(own, lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS))));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [earlier] = await db.select().from(idempotencyKeys).where(own);
    if (!earlier || earlier.requestHash !== requestHash) {
      throw new ApiError(ResultCode.CANNOT_REPEAT, 'This idempotency key was used for another request');
    }
    if (!earlier.answer) throw new ApiError(ResultCode.DO_NOT_REPEAT_CLICK, 'Do not click repeatedly');
    if (earlier.answer.code === ResultCode.SUCCESS) return earlier.answer.data as T;
    throw new ApiError(earlier.answer.code, earlier.answer.message);
  }
  try {
    const data = await work();
    await db.update(idempotencyKeys).set({ answer: { code: ResultCode.SUCCESS, data, message: 'success' } }).where(own);
    return data;
  } catch (error) {
    if (error instanceof ApiError) {
      await db.update(idempotencyKeys).set({ answer: { code: error.code, data: null, message: error.message } }).where(own);
    } else {
      await db.delete(idempotencyKeys).where(own);
    }
    throw error;
  }
}
