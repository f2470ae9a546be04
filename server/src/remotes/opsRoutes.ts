import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { REMOTE_NAMES, type RemoteName } from '@topup/shared/remotes';
import { ApiError } from '../app/ApiError';
import { operatorCheck } from '../app/operatorAuth';
import { canaryRemote, describeRemote, rollBackRemote, setRemote, unsetRemote, type OperationsDeps, type Outcome } from './operations';
import { OPS_STYLE, OPS_STYLE_PATH, renderOpsPage } from './opsPage';
import { addOrigin, removeOrigin } from './registry';

const remoteParams = z.object({ remote: z.enum(REMOTE_NAMES) });
const note = { reason: z.string().trim().min(1).max(500), actor: z.string().trim().min(1).max(100).default('operator') };
const setBody = z.object({ manifestUrl: z.string().trim().min(1).max(2000), dryRun: z.boolean().default(false), ...note });
const canaryBody = z.object({ manifestUrl: z.string().trim().min(1).max(2000).optional(), percent: z.number().int().min(0).max(100), ...note });
const originBody = z.object({ origin: z.string().trim().url(), remove: z.boolean().default(false), ...note });

function answer(outcome: Outcome) {
  if (!outcome.ok) throw new ApiError(ResultCode.PARAMETER_ERROR, outcome.problem);
  return ok(outcome);
}

/**
 * The registry's operations endpoints and the /ops page, behind OPERATOR_TOKEN (`corepack pnpm
 * ops` and `release` call them): list, set (or dry-run), roll back, canary, allowed origins.
 */
export function registerOperations(app: FastifyInstance, deps: OperationsDeps, operatorToken: string | undefined): void {
  app.register(async (ops) => {
    const check = operatorCheck(operatorToken);
    ops.addHook('onRequest', check);

    const describeAll = async () => {
      await deps.remoteMap.refresh();
      return Promise.all(REMOTE_NAMES.map((remote) => describeRemote(deps, remote)));
    };

    ops.get('/ops/remotes', { schema: { hide: true } }, async () => ok({ remotes: await describeAll(), origins: deps.remoteMap.allowedOrigins() }));

    ops.get(OPS_STYLE_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(OPS_STYLE),
    );

    ops.get('/ops', { schema: { hide: true } }, async (_request, reply) => {
      const views = await describeAll();
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderOpsPage(views, deps.remoteMap.allowedOrigins()));
    });

    ops.post('/ops/remotes/:remote', { schema: { hide: true, params: remoteParams, body: setBody } }, async (request) => {
      const { remote } = request.params as { remote: RemoteName };
      const body = request.body as z.infer<typeof setBody>;
      return answer(await setRemote(deps, remote, body.manifestUrl, body, body.dryRun));
    });

    ops.post('/ops/remotes/:remote/rollback', { schema: { hide: true, params: remoteParams, body: z.object(note) } }, async (request) => {
      const { remote } = request.params as { remote: RemoteName };
      return answer(await rollBackRemote(deps, remote, request.body as { actor: string; reason: string }));
    });

    ops.post('/ops/remotes/:remote/unset', { schema: { hide: true, params: remoteParams, body: z.object(note) } }, async (request) => {
      const { remote } = request.params as { remote: RemoteName };
      return answer(await unsetRemote(deps, remote, request.body as { actor: string; reason: string }));
    });

    ops.post('/ops/remotes/:remote/canary', { schema: { hide: true, params: remoteParams, body: canaryBody } }, async (request) => {
      const { remote } = request.params as { remote: RemoteName };
      const body = request.body as z.infer<typeof canaryBody>;
      if (body.percent > 0 && !body.manifestUrl) throw new ApiError(ResultCode.MISSING_PARAMETER, 'A canary needs its manifestUrl');
      const canary = body.manifestUrl && body.percent > 0 ? { url: body.manifestUrl, percent: body.percent } : undefined;
      return answer(await canaryRemote(deps, remote, canary, body));
    });

    ops.post('/ops/origins', { schema: { hide: true, body: originBody } }, async (request) => {
      const body = request.body as z.infer<typeof originBody>;
      const origin = new URL(body.origin).origin;
      if (body.remove) await removeOrigin(deps.db, origin);
      else await addOrigin(deps.db, origin, body.actor);
      request.log.info({ origin, remove: body.remove, actor: body.actor, reason: body.reason }, 'remote origins changed');
      await deps.remoteMap.refresh();
      return ok({ origins: deps.remoteMap.allowedOrigins() });
    });
  });
}
