import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import { callerOf } from '../../app/authenticate';
import type { RateLimit, RateLimits } from '../../config/config';
import { normalizeEmail } from './accounts';

/** The English texts of shared/locales/en.json; browsers show their own locale's text by code. */
export const NOTIFY_TOO_OFTEN_MESSAGE = 'Too many requests. Please wait a moment';
export const DO_NOT_REPEAT_CLICK_MESSAGE = 'Already sent. Please do not click again';

/** Counts one request of a call; throws the call's refusal when a limit is exceeded. */
export type AbuseCheck = (request: FastifyRequest) => Promise<void>;

export interface AbuseLimits {
  /** sendVerificationCode: per IP and per address; 103 with the seconds left. */
  codeSend: AbuseCheck;
  /** loginIn, loginRegister, verifyCode, resetPassword (one count): per IP and per address; 2. */
  signIn: AbuseCheck;
  /** /oauth/token: per IP (the form names no address); 2. */
  token: AbuseCheck;
  /** changePassWord: per signed-in customer; 2. */
  passwordChange: AbuseCheck;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The abuse limits of the accounts calls, one set per app (decorated on the root instance). */
    abuseLimits: AbuseLimits;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The address a code or sign-in call names, in its query (GET) or body, as validated. */
function emailOf(request: FastifyRequest): string {
  const payload = (request.method === 'GET' ? request.query : request.body) as { email?: unknown } | undefined;
  return typeof payload?.email === 'string' ? normalizeEmail(payload.email) : '';
}

/** The signed-in customer of a user call (the bearer token is checked before the handler runs). */
function userOf(request: FastifyRequest): string {
  return callerOf(request).userId.toString();
}

/**
 * Registers @fastify/rate-limit (no route is limited by itself) and decorates the root with the
 * accounts' checks. Each limiter keeps its counters in this process's memory (docs/accounts.md).
 * Handlers call a check first, so a refusal is an ApiError: HTTP 200 and the envelope, like every
 * other refusal of this API.
 */
export async function registerAbuseLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  await app.register(rateLimit, { global: false });
  const perIp = (limit: RateLimit) => app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs });
  const perEmail = (limit: RateLimit) => app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: emailOf });
  app.decorate('abuseLimits', {
    codeSend: check(
      [perIp(limits.codeSendPerIp), perEmail(limits.codeSendPerEmail)],
      (seconds) => new ApiError(ResultCode.NOTIFY_TOO_OFTEN, NOTIFY_TOO_OFTEN_MESSAGE, { data: { resendAfterSeconds: seconds } }),
    ),
    signIn: check([perIp(limits.signInPerIp), perEmail(limits.signInPerEmail)], () => new ApiError(ResultCode.DO_NOT_REPEAT_CLICK, DO_NOT_REPEAT_CLICK_MESSAGE)),
    token: check([perIp(limits.tokenPerIp)], () => new ApiError(ResultCode.DO_NOT_REPEAT_CLICK, DO_NOT_REPEAT_CLICK_MESSAGE)),
    passwordChange: check(
      [app.createRateLimit({ max: limits.passwordChangePerUser.max, timeWindow: limits.passwordChangePerUser.windowMs, keyGenerator: userOf })],
      () => new ApiError(ResultCode.DO_NOT_REPEAT_CLICK, DO_NOT_REPEAT_CLICK_MESSAGE),
    ),
  });
}

/** Counts the request in each limiter in turn; the first exceeded one refuses (the later ones are not counted). */
function check(limiters: Limiter[], refusal: (secondsLeft: number) => ApiError): AbuseCheck {
  return async (request) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw refusal(result.ttlInSeconds);
    }
  };
}
