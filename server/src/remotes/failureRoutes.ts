import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, ok } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { REMOTE_NAMES } from '@topup/shared/remotes';
import type { ReleasesConfig } from '../config/releasesConfig';
import { rollBackWhenFailing, type OperationsDeps } from './operations';
import { storeFailure } from './registry';

const reportSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  manifestUrl: z.string().max(2000).optional(),
  reason: z.enum(['stalled', 'notFound', 'network', 'crash']),
  message: z.string().max(300),
});

const WINDOW_MS = 60_000;

/**
 * POST /remote-failures: a visitor's page says a remote failed (host/src/federation/remoteFailure.ts).
 * Outside /api: no session, no client credentials, nothing the page might lack while broken.
 * Each IP may report a few times a minute (counted in this process), so a loop or a flood
 * cannot fill the table; an accepted report may roll a failing URL back.
 */
export function registerFailureReports(app: FastifyInstance, deps: OperationsDeps, releases: ReleasesConfig): void {
  const windows = new Map<string, { resetsAt: number; count: number }>();
  app.post('/remote-failures', { schema: { hide: true, body: reportSchema } }, async (request, reply) => {
    const now = Date.now();
    const window = windows.get(request.ip);
    if (!window || window.resetsAt <= now) {
      if (windows.size > 10_000) windows.clear();
      windows.set(request.ip, { resetsAt: now + WINDOW_MS, count: 1 });
    } else if (++window.count > releases.failureReportsPerMinute) {
      return reply.code(429).send(fail(ResultCode.NOTIFY_TOO_OFTEN, 'Too many failure reports. Please wait a moment'));
    }
    const report = request.body as z.infer<typeof reportSchema>;
    await storeFailure(deps.db, { ...report, manifestUrl: report.manifestUrl ?? null });
    request.log.warn({ remote: report.remote, manifestUrl: report.manifestUrl, reason: report.reason }, 'a visitor reported a remote load failure');
    if (report.manifestUrl) {
      const rolledBack = await rollBackWhenFailing(deps, report.remote, report.manifestUrl, releases.autoRollbackFailures, new Date(now));
      if (rolledBack) request.log.error({ remote: report.remote, manifestUrl: report.manifestUrl }, 'rolled the failing remote back');
    }
    return ok(null);
  });
}
