import type { FastifyInstance } from 'fastify';
import { revokeOtherSessionsCall, revokeSessionCall, sessionListCall, signInHistoryCall } from '@topup/shared/contract/sessions';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import { callerOf } from '../../app/authenticate';
import { registerCall } from '../../app/registerCall';
import type { ModuleDeps } from '../moduleDeps';
import { ownsFamily } from '../auth';
import { signInsOf } from './signIns';

/** Account safety under /api: the sign-in history and the signed-in sessions, revoked one or all but this one. */
export async function sessionRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps.database;
  const { oauth } = app.accountServices;
  registerCall(app, signInHistoryCall, (_payload, { request }) => signInsOf(db, callerOf(request), deps.now(), false));
  registerCall(app, sessionListCall, (_payload, { request }) => signInsOf(db, callerOf(request), deps.now(), true));
  registerCall(app, revokeSessionCall, async ({ sessionId }, { request }) => {
    if (!(await ownsFamily(db, callerOf(request).userId, sessionId))) throw new ApiError(ResultCode.NO_DATA, 'No such session');
    await oauth.revokeFamily(sessionId);
    return {};
  });
  registerCall(app, revokeOtherSessionsCall, async (_payload, { request }) => {
    const caller = callerOf(request);
    const others = (await signInsOf(db, caller, deps.now(), true)).filter((session) => !session.current);
    await oauth.revokeUser(caller.userId, caller.familyId);
    return { revoked: others.length };
  });
}
