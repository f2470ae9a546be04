import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loginInCall,
  loginRegisterCall,
  oauthClientCall,
  oauthLogoutCall,
  oauthTokenCall,
  oauthUserCall,
  resetPasswordCall,
  sendVerificationCodeCall,
  verifyCodeCall,
  type OAuthTokens,
} from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import { callerOf } from '../../app/authenticate';
import { registerCall } from '../../app/registerCall';
import type { ModuleDeps } from '../moduleDeps';
import { recordTokenIssue } from '../session';
import { normalizeEmail } from './accounts';
import { webClientOf } from './webClient';

/**
 * Answers that carry codes, tokens or the client's secret are never stored by a browser or proxy
 * (RFC 6749 5.1), refusals included: a hook of the module's own scope sees every answer of its calls.
 */
function neverStored(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('pragma', 'no-cache');
  });
}

/** Codes and logins, under /api; each call is counted against its abuse limits first. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  neverStored(app);
  const { codes, accounts } = app.accountServices;
  const limits = app.abuseLimits;
  registerCall(app, sendVerificationCodeCall, async ({ email, scene }, { request }) => {
    await limits.codeSend(request);
    return codes.send(normalizeEmail(email), scene);
  });
  registerCall(app, verifyCodeCall, async ({ email, code, scene }, { request }) => {
    await limits.signIn(request);
    await codes.check(normalizeEmail(email), scene, code, false);
    return { valid: true as const };
  });
  registerCall(app, loginRegisterCall, async (payload, { request }) => {
    await limits.signIn(request);
    return accounts.loginRegister({ ...payload, inviteCode: payload.inviteCode || inviteCodeHeader(request) });
  });
  registerCall(app, loginInCall, async ({ email, password }, { request }) => {
    await limits.signIn(request);
    return accounts.loginWithPassword(email, password);
  });
  registerCall(app, resetPasswordCall, async ({ email, code, newPassword }, { request }) => {
    await limits.signIn(request);
    await accounts.resetPassword(email, code, newPassword);
    return {};
  });
}

/**
 * The spec's client sends its stored invite code as an `inviteCode` header on every call; the body
 * field, when given, wins. Anything longer than the body field allows is ignored.
 */
function inviteCodeHeader(request: FastifyRequest): string | undefined {
  const header = request.headers.invitecode;
  const code = (Array.isArray(header) ? header[0] : header)?.trim();
  return code && code.length <= 64 ? code : undefined;
}

const missing = (field: string) => new ApiError(ResultCode.MISSING_PARAMETER, `Missing parameter: ${field}`, { statusCode: 400 });

/** The OAuth endpoints, at the root (/oauth/...), not under /api. */
export async function oauthRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const config = deps.accounts;
  neverStored(app);
  const { oauth, accounts } = app.accountServices;
  registerCall(app, oauthClientCall, () => webClientOf(config));
  /** Every token issue feeds the sign-in history (docs/sessions.md). */
  const recordSession = async (tokens: OAuthTokens, request: FastifyRequest) => {
    const session = await app.verifyAccessToken(tokens.access_token);
    if (session) await recordTokenIssue(deps.database.db, session, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, deps.now());
    return tokens;
  };
  registerCall(app, oauthTokenCall, async (payload, { request }) => {
    await app.abuseLimits.token(request);
    const client = await oauth.authenticateClient(request.headers.authorization);
    if (payload.grant_type === 'authorization_code') {
      if (payload.code === undefined) throw missing('code');
      if (payload.redirect_uri === undefined) throw missing('redirect_uri');
      return recordSession(await oauth.exchangeCode(client, payload.code, payload.redirect_uri), request);
    }
    if (payload.refresh_token === undefined) throw missing('refresh_token');
    return recordSession(await oauth.refresh(client, payload.refresh_token), request);
  });
  registerCall(app, oauthUserCall, (_payload, { request }) => accounts.userInfo(callerOf(request).userId));
  registerCall(app, oauthLogoutCall, async (_payload, { request }) => {
    await oauth.revokeFamily(callerOf(request).familyId);
    return {};
  });
}
