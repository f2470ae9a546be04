import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { ModuleDeps } from '../moduleDeps';
import { reviewSubmission } from './formSubmissions';

/** The operator's review of a submission: accepted, or rejected with words for the buyer. */
const reviewBody = z.object({
  submissionId: z.string().regex(/^\d{1,19}$/),
  decision: z.enum(['accept', 'reject']),
  note: z.string().trim().min(1).max(500).nullable().default(null),
});

function operatorAllowed(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /ops/forms/review: support staff review a submitted form. Its credential is the
 * OPERATOR_TOKEN bearer, never a customer's token; without OPERATOR_TOKEN the endpoint does not
 * exist.
 */
export function registerFormOps(app: FastifyInstance, deps: ModuleDeps): void {
  const token = deps.forms.operatorToken;
  if (!token) return;
  app.post('/ops/forms/review', async (request) => {
    if (!operatorAllowed(request, token)) throw new ApiError(ResultCode.OPERATION_NOT_ALLOWED, 'Operator credential required', { statusCode: 401 });
    const body = reviewBody.safeParse(request.body);
    if (!body.success) throw new ApiError(ResultCode.PARAMETER_ERROR, 'submissionId, decision (accept or reject) and an optional note');
    const { submissionId, decision, note } = body.data;
    const submission = await reviewSubmission(deps.database.db, BigInt(submissionId), decision, note, deps.now());
    return { code: 1, data: submission, message: 'ok' };
  });
}
