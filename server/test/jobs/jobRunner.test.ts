import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { Database } from '../../src/db/database';
import { jobs } from '../../src/db/schema';
import { enqueueJob } from '../../src/jobs/enqueue';
import { JobRunner, type JobHandler } from '../../src/jobs/jobRunner';
import { Clock } from '../auth/accountsStore';
import { closeTemplates, testBackends } from '../support/backends';

afterAll(closeTemplates);

const log = pino({ level: 'silent' });

describe.each(testBackends())('job runner on $kind', (backend) => {
  let database: Database;
  const clock = new Clock();
  const runner = (handlers: Record<string, JobHandler>, options: { retryBaseMs?: number; leaseMs?: number } = {}) => {
    const result = new JobRunner({ database, now: clock.now, log, pollMs: 0, retryBaseMs: options.retryBaseMs ?? 1000, leaseMs: options.leaseMs });
    for (const [kind, handler] of Object.entries(handlers)) result.register(kind, handler);
    return result;
  };
  const statusOf = async () => (await database.db.select().from(jobs)).map((job) => ({ kind: job.kind, status: job.status, attempts: job.attempts }));

  beforeEach(async () => {
    database = await backend.migrated();
  });
  afterEach(async () => {
    await database.close();
  });

  it('runs due jobs only, in time order, and keeps them as done', async () => {
    const seen: string[] = [];
    const jobsRunner = runner({ note: async (payload) => void seen.push(String(payload.name)) });
    await enqueueJob(database.db, clock.now(), { kind: 'note', payload: { name: 'later' }, runAt: new Date(clock.time + 60_000) });
    await enqueueJob(database.db, clock.now(), { kind: 'note', payload: { name: 'now' } });
    expect(await jobsRunner.runDue()).toBe(1);
    expect(seen).toEqual(['now']);
    clock.advance(60_000);
    expect(await jobsRunner.runDue()).toBe(1);
    expect(seen).toEqual(['now', 'later']);
    expect(await statusOf()).toEqual([
      { kind: 'note', status: 'done', attempts: 1 },
      { kind: 'note', status: 'done', attempts: 1 },
    ]);
  });

  it('adds nothing for a unique key already used', async () => {
    await enqueueJob(database.db, clock.now(), { kind: 'note', payload: {}, uniqueKey: 'close:1' });
    await enqueueJob(database.db, clock.now(), { kind: 'note', payload: {}, uniqueKey: 'close:1' });
    expect(await statusOf()).toHaveLength(1);
  });

  it('retries a failing job with growing delays and gives it up after its last try', async () => {
    const tries: boolean[] = [];
    const jobsRunner = runner({
      flaky: async (_payload, context) => {
        tries.push(context.lastAttempt);
        throw new Error('partner down');
      },
    });
    await enqueueJob(database.db, clock.now(), { kind: 'flaky', payload: {}, maxAttempts: 3 });
    await jobsRunner.runDue();
    const [first] = await database.db.select().from(jobs);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastError: 'partner down' });
    expect(first!.runAt.getTime()).toBe(clock.time + 1000);
    clock.advance(999);
    expect(await jobsRunner.runDue()).toBe(0);
    clock.advance(1);
    await jobsRunner.runDue();
    expect((await database.db.select().from(jobs))[0]!.runAt.getTime()).toBe(clock.time + 2000);
    clock.advance(2000);
    await jobsRunner.runDue();
    expect(tries).toEqual([false, false, true]);
    expect(await statusOf()).toEqual([{ kind: 'flaky', status: 'dead', attempts: 3 }]);
  });

  it('takes over a job whose runner died (lease over), and survives a new runner on the same database', async () => {
    await enqueueJob(database.db, clock.now(), { kind: 'work', payload: {} });
    // A runner claims the job and dies before finishing: the row stays 'running'.
    await database.db.update(jobs).set({ status: 'running', attempts: 1, lockedUntil: new Date(clock.time + 60_000) });
    let runs = 0;
    const next = runner({ work: async () => void (runs += 1) });
    expect(await next.runDue()).toBe(0);
    clock.advance(60_001);
    expect(await next.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await statusOf()).toEqual([{ kind: 'work', status: 'done', attempts: 2 }]);
  });

  it('stops after the job under way when told, and puts the claimed ones back in the queue untried', async () => {
    let started = 0;
    let stopping: Promise<void> | undefined;
    const jobsRunner = runner({
      slow: async () => {
        started += 1;
        // The stop comes while the first job runs, as a SIGTERM would.
        if (started === 1) stopping = jobsRunner.stop();
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
    for (let i = 0; i < 25; i += 1) await enqueueJob(database.db, clock.now(), { kind: 'slow', payload: { i } });
    expect(await jobsRunner.runDue()).toBe(1);
    await stopping;
    expect(started).toBe(1);
    const statuses = await statusOf();
    expect(statuses.filter((job) => job.status === 'done')).toHaveLength(1);
    expect(statuses.filter((job) => job.status === 'queued').every((job) => job.attempts === 0)).toBe(true);
    expect(statuses.filter((job) => job.status === 'queued')).toHaveLength(24);
  });

  it('leaves kinds it has no handler for to other runners', async () => {
    await enqueueJob(database.db, clock.now(), { kind: 'other', payload: {} });
    expect(await runner({ work: async () => undefined }).runDue()).toBe(0);
    expect(await statusOf()).toEqual([{ kind: 'other', status: 'queued', attempts: 0 }]);
  });

  if (backend.kind === 'postgres') {
    it('never gives one job to two runners at once (SKIP LOCKED)', async () => {
      const runsPerJob = new Map<string, number>();
      const handler: JobHandler = async (payload) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        runsPerJob.set(String(payload.n), (runsPerJob.get(String(payload.n)) ?? 0) + 1);
      };
      for (let n = 0; n < 60; n += 1) await enqueueJob(database.db, clock.now(), { kind: 'work', payload: { n } });
      const runners = Array.from({ length: 4 }, () => runner({ work: handler }));
      const counts = await Promise.all(runners.map((each) => each.runDue()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
      expect(counts.filter((count) => count > 0).length).toBeGreaterThan(1);
      expect([...runsPerJob.values()].every((count) => count === 1)).toBe(true);
      expect(runsPerJob.size).toBe(60);
      const done = await database.db.select().from(jobs).where(eq(jobs.status, 'done'));
      expect(done).toHaveLength(60);
    });
  }
});
