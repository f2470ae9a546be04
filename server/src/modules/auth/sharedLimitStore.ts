import { createHash, randomInt } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { rateLimitHits } from './schema';

type Answer = Parameters<FastifyRateLimitStore['incr']>[1];

/** The options @fastify/rate-limit gives a store and its children: a limiter's, `limitName` among them. */
export interface SharedLimitOptions {
  /** Which limit the counters belong to, so two limits with the same key (an IP) count apart. */
  limitName?: string;
}

/** About one hit in this many also deletes the counters whose window is over, so the table stays small. */
const SWEEP_ONE_IN = 1000;

/**
 * One hit of `key` in a window of `windowMs`: a single upsert that starts a new window when the
 * stored one is over and otherwise adds one, atomic on PostgreSQL whatever process asks.
 */
async function hit(db: AppDatabase, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const now = Date.now();
  const over = sql`${rateLimitHits.resetsAtMs} <= ${now}::bigint`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key: createHash('sha256').update(key).digest('hex'), resetsAtMs: now + windowMs, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${over} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetsAtMs: sql`case when ${over} then ${now + windowMs}::bigint else ${rateLimitHits.resetsAtMs} end`,
      },
    })
    .returning();
  if (!row) throw new Error('the rate limit counter was not written');
  if (randomInt(SWEEP_ONE_IN) === 0) await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAtMs, now));
  return { current: row.hits, ttl: Math.max(0, Number(row.resetsAtMs) - now) };
}

/**
 * A @fastify/rate-limit store counting in the rate_limit_hits table, so every API process on one
 * PostgreSQL shares each limit (the plugin's own store counts in one process's memory). Keys are
 * stored hashed: they hold addresses and IPs.
 */
export function sharedLimitStore(db: AppDatabase): FastifyRateLimitStoreCtor {
  return class SharedLimitStore implements FastifyRateLimitStore {
    private readonly limitName: string;

    constructor(options: object) {
      this.limitName = (options as SharedLimitOptions).limitName ?? '';
    }

    child(options: object): FastifyRateLimitStore {
      return new SharedLimitStore(options);
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      hit(db, `${this.limitName}:${key}`, timeWindow).then(
        (result) => answer(null, result),
        (error: Error) => answer(error),
      );
    }
  };
}
