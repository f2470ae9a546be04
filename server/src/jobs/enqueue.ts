import type { AppDatabase } from '../db/database';
import { jobs } from './schema';

export interface JobSpec {
  kind: string;
  /** Plain JSON: bigints as strings, times as ms. */
  payload: Record<string, unknown>;
  /** Not before this time; now when absent. */
  runAt?: Date;
  /** Tries before the job is given up ('dead'); 10 when absent. */
  maxAttempts?: number;
  /** At most one job per key ever: a second enqueue with the same key adds nothing. */
  uniqueKey?: string;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * Adds a job; pass the caller's transaction so the job exists exactly when the change that needs it
 * was committed (an order paid and its delivery job, a webhook stored and its apply job).
 */
export async function enqueueJob(db: AppDatabase, now: Date, spec: JobSpec): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: spec.kind,
      payload: spec.payload,
      runAt: spec.runAt ?? now,
      maxAttempts: spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      uniqueKey: spec.uniqueKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing();
}
