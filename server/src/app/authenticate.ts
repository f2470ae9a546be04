import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
/** Who a live access token belongs to: the user and the session (refresh-token family). */
export interface AuthenticatedCaller {
  userId: bigint;
  familyId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts module's check of a bearer token; the kernel gates 'user' calls with it. */
    verifyAccessToken(token: string): Promise<AuthenticatedCaller | undefined>;
  }
  interface FastifyRequest {
    /** Set by authenticate on calls whose access is 'user': the token's user and session family. */
    caller: AuthenticatedCaller | null;
    /** The caller's user id (null on public calls). */
    userId: bigint | null;
  }
}

/**
 * Gate of every call whose access is 'user': the bearer token must be a live access token
 * (unexpired, unrevoked) of a user who is not banned. The 401 carries an empty message on
 * purpose: the spec's client logs the user out on a 401 without a message, while a message
 * would be shown as a toast instead. The catalogue has no "not logged in" code, so the envelope
 * says "operation not allowed"; clients act on the HTTP status.
 */
export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const caller = match ? await request.server.verifyAccessToken(match[1] as string) : undefined;
  if (!caller) return reply.code(401).send(fail(ResultCode.OPERATION_NOT_ALLOWED, ''));
  request.caller = caller;
  request.userId = caller.userId;
}

/** The authenticated caller of a 'user' call. */
export function callerOf(request: FastifyRequest): AuthenticatedCaller {
  if (!request.caller) throw new Error('callerOf: the call is not authenticated');
  return request.caller;
}
