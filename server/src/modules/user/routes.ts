import type { FastifyInstance } from 'fastify';
import { changePasswordCall, getUserInfoCall } from '@topup/shared/contract';
import { callerOf } from '../../app/authenticate';
import { registerCall } from '../../app/registerCall';

/** The caller's own account, under /api. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.accountServices;
  registerCall(app, getUserInfoCall, (_payload, { request }) => accounts.userInfo(callerOf(request).userId));
  registerCall(app, changePasswordCall, async (payload, { request }) => {
    await app.abuseLimits.passwordChange(request);
    const caller = callerOf(request);
    await accounts.changePassword(caller.userId, caller.familyId, payload);
    return {};
  });
}
