import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from './ApiError';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The token a request carries: `Bearer <token>`, or a browser's Basic login with the token as password. */
function givenToken(header: string | undefined): string | undefined {
  const bearer = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  if (bearer) return bearer;
  const basic = /^Basic (.+)$/i.exec(header ?? '')?.[1];
  if (!basic) return undefined;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1);
}

/**
 * The check of every /ops/* endpoint and page: OPERATOR_TOKEN as a bearer token (scripts) or as
 * the password of the browser's login prompt (the /ops page). Without a configured token
 * operations are off and everyone is refused. Digests are compared so the comparison takes the
 * same time whatever the length of the guess.
 */
export function operatorCheck(token: string | undefined): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    if (!token) throw new ApiError(ResultCode.OPERATION_NOT_ALLOWED, 'Operations are off: OPERATOR_TOKEN is not set', { statusCode: 401 });
    const given = givenToken(request.headers.authorization);
    if (!given || !timingSafeEqual(digest(given), digest(token))) {
      reply.header('www-authenticate', 'Basic realm="TopUp operations", charset="UTF-8"');
      throw new ApiError(ResultCode.OPERATION_NOT_ALLOWED, 'An operator token is required (Authorization: Bearer ...)', { statusCode: 401 });
    }
  };
}
