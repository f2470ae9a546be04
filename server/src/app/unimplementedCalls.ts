import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from './ApiError';
import { belongsToScope, clientPath, fastifyPath, registerCall } from './registerCall';

/**
 * Mounts every call of the contract no module has implemented yet, answering code 17 (function
 * unavailable). The whole contract thus shows in the OpenAPI document, and a client calling it
 * gets a code from the catalogue instead of an unknown-route 404.
 */
/** Only the calls whose client URL lies under this scope's prefix. */
export function registerUnimplementedCalls(app: FastifyInstance, calls: readonly CallDefinition[]): void {
  for (const call of calls) {
    if (!belongsToScope(app.prefix, call)) continue;
    if (app.hasRoute({ method: call.method, url: fastifyPath(clientPath(call.path)) })) continue;
    registerCall(app, call, () => {
      throw new ApiError(ResultCode.FUNCTION_UNAVAILABLE, 'Function unavailable');
    });
  }
}
