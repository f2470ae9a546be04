import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import { operatorCheck } from '../../app/operatorAuth';
import type { ModuleDeps } from '../moduleDeps';
import { reviewSubmission } from './formSubmissions';

/** The operator's review of a submission: accepted, or rejected with words for the buyer. */
const reviewBody = z.object({
  submissionId: idSchema,
  decision: z.enum(['accept', 'reject']),
  note: z.string().trim().min(1).max(500).nullable().default(null),
});

/**
 * POST /ops/forms/review: support staff review a submitted form. Its credential is the
 * OPERATOR_TOKEN (app/operatorAuth.ts), never a customer's token; without OPERATOR_TOKEN it refuses
 * everyone.
 */
export function registerFormOps(app: FastifyInstance, deps: ModuleDeps): void {
  app.post('/ops/forms/review', { onRequest: operatorCheck(deps.operatorToken) }, async (request) => {
    const body = reviewBody.safeParse(request.body);
    if (!body.success) throw new ApiError(ResultCode.PARAMETER_ERROR, 'submissionId, decision (accept or reject) and an optional note');
    const { submissionId, decision, note } = body.data;
    const submission = await reviewSubmission(deps.database.db, BigInt(submissionId), decision, note, deps.now());
    return { code: 1, data: submission, message: 'ok' };
  });
}
