import { z } from 'zod';

/** Operations of the remote registry (docs/releases.md). */
export interface ReleasesConfig {
  /** Failure reports of one remote URL within 5 minutes that roll it back (REMOTE_AUTO_ROLLBACK_FAILURES, 0: never). */
  autoRollbackFailures: number;
  /** Failure reports one IP may send per minute (REMOTE_FAILURE_REPORTS_PER_MINUTE). */
  failureReportsPerMinute: number;
  /**
   * The page's budget for loading a remote (host/src/federation/stallWatch.ts): a step fails once
   * nothing arrived for stallMs (REMOTE_STALL_MS) or after stepLimitMs (REMOTE_STEP_LIMIT_MS).
   */
  budget: { stallMs: number; stepLimitMs: number };
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const releasesEnvSchema = z.object({
  REMOTE_AUTO_ROLLBACK_FAILURES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(20)),
  REMOTE_FAILURE_REPORTS_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(10)),
  REMOTE_STALL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(250).max(60_000).default(2000)),
  REMOTE_STEP_LIMIT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).max(300_000).default(30_000)),
});

export function releasesConfigOf(values: z.infer<typeof releasesEnvSchema>): ReleasesConfig {
  return {
    autoRollbackFailures: values.REMOTE_AUTO_ROLLBACK_FAILURES,
    failureReportsPerMinute: values.REMOTE_FAILURE_REPORTS_PER_MINUTE,
    budget: { stallMs: values.REMOTE_STALL_MS, stepLimitMs: values.REMOTE_STEP_LIMIT_MS },
  };
}
