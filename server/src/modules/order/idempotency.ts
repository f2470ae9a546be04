import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import { idempotencyKeys } from './schema';

/** How long a key answers with its first result. */
const KEY_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * How long a claim without an answer holds its key: far longer than a pay call takes (its provider
 * calls included), short enough that a retry after a crash mid-call does not wait a day.
 */
export const CLAIM_LEASE_MS = 60_000;

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
 * first call still runs, with 2. An unexpected failure forgets the key, so a retry runs again; a
 * process that dies mid-call cannot forget it, so its claim is a lease: once CLAIM_LEASE_MS have
 * passed without an answer, a retry takes the key over and runs the call (paying itself is safe
 * to repeat: the order is locked and checked unpaid each time).
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
    .values({ userId, key, requestHash, createdAt: now, claimedAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [earlier] = await db.select().from(idempotencyKeys).where(own);
    if (!earlier || earlier.requestHash !== requestHash) {
      throw new ApiError(ResultCode.CANNOT_REPEAT, 'This idempotency key was used for another request');
    }
    if (earlier.answer?.code === ResultCode.SUCCESS) return earlier.answer.data as T;
    if (earlier.answer) throw new ApiError(earlier.answer.code, earlier.answer.message);
    if (!(await takeOver(db, own, now))) throw new ApiError(ResultCode.DO_NOT_REPEAT_CLICK, 'Do not click repeatedly');
  }
  return run(db, own, work);
}

/** Takes over a claim whose lease ran out with no answer; of two retries at once, one wins. */
async function takeOver(db: DbHandle, own: ReturnType<typeof and>, now: Date): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ claimedAt: now })
    .where(and(own, isNull(idempotencyKeys.answer), lt(idempotencyKeys.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS))))
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** Runs the claimed call and records its answer (or forgets the key after an unexpected failure). */
async function run<T>(db: DbHandle, own: ReturnType<typeof and>, work: () => Promise<T>): Promise<T> {
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
