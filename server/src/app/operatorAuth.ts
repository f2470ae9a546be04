import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from './ApiError';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The check of every /ops/* endpoint: `Authorization: Bearer <OPERATOR_TOKEN>`. Without a
 * configured token operations are off and everyone is refused. Digests are compared so the
 * comparison takes the same time whatever the length of the guess.
 */
export function operatorCheck(token: string | undefined): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new ApiError(ResultCode.OPERATION_NOT_ALLOWED, 'Operations are off: OPERATOR_TOKEN is not set', { statusCode: 401 });
    if (!given || !timingSafeEqual(digest(given), digest(token))) {
      throw new ApiError(ResultCode.OPERATION_NOT_ALLOWED, 'An operator token is required (Authorization: Bearer ...)', { statusCode: 401 });
    }
  };
}
