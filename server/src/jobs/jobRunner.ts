import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { jobs } from './schema';

export interface JobContext {
  jobId: bigint;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
  /** A failure now makes the job dead: handlers that must give money back do it on this try. */
  lastAttempt: boolean;
}

/** Does one job's work. It may run more than once for one job (at least once): it must be idempotent. */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface JobRunnerOptions {
  database: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** 0: no polling; whoever owns the runner calls runDue(). */
  pollMs: number;
  retryBaseMs: number;
  /** How long a claimed job is its runner's before another may take it over (a crashed runner's job). */
  leaseMs?: number;
  batchSize?: number;
}

const MAX_RETRY_DELAY_MS = 10 * 60_000;
/** runDue stops after this many jobs, so a job that keeps failing at once cannot hold it forever. */
const MAX_JOBS_PER_RUN = 1000;

/**
 * Runs the jobs of the `jobs` table. Claiming is one UPDATE over a SELECT ... FOR UPDATE SKIP
 * LOCKED: on PostgreSQL several runners (processes) never take the same job; PGlite has one
 * connection, where the same statement simply claims. A claimed job has a lease; a runner that
 * died leaves it 'running' and it is taken over when the lease ends, so every job runs at least
 * once, surviving restarts. Failures are retried with exponential backoff up to maxAttempts.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<number> | undefined;
  private stopped = true;
  /** Set by stop: a run under way finishes its current job and claims no more. */
  private closing = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 10;
  }

  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} has a handler already`);
    this.handlers.set(kind, handler);
  }

  /** Starts polling (unless pollMs is 0). */
  start(): void {
    this.stopped = false;
    this.closing = false;
    if (this.options.pollMs > 0) this.schedule(0);
  }

  /** Stops polling and waits for the job being run; claimed jobs not started yet go back to the queue. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.current?.catch(() => undefined);
  }

  /** Runs every due job of a registered kind, batch by batch, until none is left; answers how many ran. */
  runDue(): Promise<number> {
    // One run at a time per runner; a second caller waits for the same run and then looks again.
    const run = (this.current ?? Promise.resolve(0)).catch(() => 0).then(() => this.runBatches());
    this.current = run;
    return run;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      void this.runDue()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'job runner failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.options.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async runBatches(): Promise<number> {
    let ran = 0;
    while (ran < MAX_JOBS_PER_RUN && !this.closing) {
      const claimed = await this.claim();
      if (claimed.length === 0) break;
      for (const [index, job] of claimed.entries()) {
        if (this.closing) {
          await this.release(claimed.slice(index));
          return ran;
        }
        await this.runOne(job);
        ran += 1;
      }
    }
    return ran;
  }

  /** Hands claimed jobs that were not run back to the queue, their try not counted. */
  private async release(unrun: readonly (typeof jobs.$inferSelect)[]): Promise<void> {
    for (const job of unrun) {
      await this.options.database.db
        .update(jobs)
        .set({ status: 'queued', attempts: job.attempts - 1, lockedUntil: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)));
    }
  }

  private async claim() {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return [];
    const { db } = this.options.database;
    const now = this.options.now();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + this.leaseMs) })
      .where(inArray(jobs.id, due))
      .returning();
    return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || Number(a.id - b.id));
  }

  private async runOne(job: typeof jobs.$inferSelect): Promise<void> {
    const { db } = this.options.database;
    const handler = this.handlers.get(job.kind) as JobHandler;
    const context: JobContext = {
      jobId: job.id,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      lastAttempt: job.attempts >= job.maxAttempts,
    };
    // Only the claim this runner holds is finished: a runner whose lease ran out must not
    // overwrite the outcome of the one that took the job over.
    const mine = and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));
    try {
      await handler(job.payload as Record<string, unknown>, context);
      await db.update(jobs).set({ status: 'done', lockedUntil: null, lastError: null, finishedAt: this.options.now() }).where(mine);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = this.options.now();
      if (context.lastAttempt) {
        this.options.log.error({ alert: 'job-dead', err: error, jobId: String(job.id), kind: job.kind }, 'job failed its last try');
        await db.update(jobs).set({ status: 'dead', lockedUntil: null, lastError: message, finishedAt: now }).where(mine);
      } else {
        const delay = Math.min(this.options.retryBaseMs * 2 ** (job.attempts - 1), MAX_RETRY_DELAY_MS);
        this.options.log.warn({ jobId: String(job.id), kind: job.kind, attempt: job.attempts, error: message }, 'job failed, will retry');
        await db
          .update(jobs)
          .set({ status: 'queued', lockedUntil: null, lastError: message, runAt: new Date(now.getTime() + delay) })
          .where(mine);
      }
    }
  }
}
