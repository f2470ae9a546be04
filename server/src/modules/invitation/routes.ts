import type { FastifyInstance } from 'fastify';
import { inviteDataCall, inviteDetailCall, inviteeListCall } from '@topup/shared/contract/invitation';
import { callerOf } from '../../app/authenticate';
import { pageAnswer } from '../../app/paging';
import { registerCall } from '../../app/registerCall';
import type { ModuleDeps } from '../moduleDeps';
import { inviteData, inviteeOrderPage, inviteePage } from './invitees';
import { registerRewardJobs } from './rewards';

/** The invitation programme under /api: the caller's invitees, their orders, the statistics; and the reward jobs. */
export async function invitationRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db } = deps.database;
  registerRewardJobs(app.jobs, { db, now: deps.now });
  registerCall(app, inviteeListCall, async (payload, { request }) => pageAnswer(payload, await inviteePage(db, callerOf(request).userId, payload)));
  registerCall(app, inviteDetailCall, async (payload, { request }) =>
    pageAnswer(payload, await inviteeOrderPage(db, callerOf(request).userId, payload)),
  );
  registerCall(app, inviteDataCall, (payload, { request }) => inviteData(db, callerOf(request).userId, payload));
}
