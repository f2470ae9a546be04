import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Durable background work (src/jobs): a row per job, claimed by one runner at a time with a lease,
 * retried with backoff, kept after it is done. 'dead' means it failed its last try.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** queued | running | done | dead */
    status: text('status').notNull().default('queued'),
    runAt: at('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** While running: when the lease ends and another runner may take the job over. */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    /** At most one job per key (e.g. close:<orderNo>), so scheduling the same work twice adds nothing. */
    uniqueKey: text('unique_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (table) => [index('jobs_due_idx').on(table.status, table.runAt), uniqueIndex('jobs_unique_key').on(table.uniqueKey)],
);
