import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, ok } from '@topup/shared/contract';
import { afterSaleNoSchema } from '@topup/shared/contract/afterSale';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import { operatorCheck } from '../../app/operatorAuth';
import type { ModuleDeps } from '../moduleDeps';
import { registerOperatorPage } from './operatorPage';
import { afterSaleServiceOf } from './services';

export const OPERATOR_PATH = '/ops/afterSale';

const decisionSchema = z.object({
  afterSaleNo: afterSaleNoSchema,
  decision: z.enum(['approve', 'reject']),
  /** Words for the customer with a rejection. */
  note: z.string().trim().max(500).optional(),
});

/**
 * Support's side of refund requests, outside /api and outside the customers' sessions: a bearer
 * OPERATOR_TOKEN, checked by app/operatorAuth.ts. Without OPERATOR_TOKEN every call is refused, so a
 * store that configured nobody exposes nothing. Answers use the store's envelope. The page at
 * /ops/afterSale (operatorPage.ts) holds no data and calls these with the token it asks.
 */
export async function registerOperatorRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const afterSales = afterSaleServiceOf(app, deps);
  registerOperatorPage(app, OPERATOR_PATH);

  await app.register(async (scope) => {
    scope.addHook('onRequest', operatorCheck(deps.operatorToken));

    scope.get(`${OPERATOR_PATH}/open`, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await afterSales.openRequests())),
    );

    scope.post(`${OPERATOR_PATH}/decide`, { schema: { hide: true } }, async (request, reply) => {
      const parsed = decisionSchema.safeParse(request.body);
      if (!parsed.success) return reply.send(fail(ResultCode.PARAMETER_ERROR, `Parameter error: ${parsed.error.issues[0]?.path.join('.')}`));
      const { afterSaleNo, decision, note } = parsed.data;
      try {
        if (decision === 'approve') await afterSales.approve(afterSaleNo);
        else await afterSales.reject(afterSaleNo, note || null);
        return reply.send(ok(await afterSales.operatorDetail(afterSaleNo)));
      } catch (error) {
        if (error instanceof ApiError) return reply.send(fail(error.code, error.message));
        throw error;
      }
    });
  });
}
