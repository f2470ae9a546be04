import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';

/**
 * Gate of every call whose access is 'user'. Until accounts exist it only demands a bearer token;
 * the accounts work replaces the body with real token checks. The 401 carries an empty message
 * on purpose: the spec's client logs the user out on a 401 without a message, while a message
 * would be shown as a toast instead. The catalogue has no "not logged in" code, so the envelope
 * says "operation not allowed"; clients act on the HTTP status.
 */
export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  const header = request.headers.authorization;
  if (header === undefined || !/^Bearer\s+\S+/i.test(header)) {
    return reply.code(401).send(fail(ResultCode.OPERATION_NOT_ALLOWED, ''));
  }
}
