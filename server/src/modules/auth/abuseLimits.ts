import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import { callerOf } from '../../app/authenticate';
import type { RateLimits } from '../../config/config';
import type { Database } from '../../db/database';
import { normalizeEmail } from './accounts';
import { sharedLimitStore, type SharedLimitOptions } from './sharedLimitStore';

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

type LimiterOptions = Parameters<FastifyInstance['createRateLimit']>[0] & SharedLimitOptions;

/**
 * Registers @fastify/rate-limit (no route is limited by itself) and decorates the root with the
 * accounts' checks. On PostgreSQL the counters live in the database, shared by every API process
 * on it; on PGlite (one process) in this process's memory (docs/accounts.md). Handlers call a
 * check first, so a refusal is an ApiError: HTTP 200 and the envelope, like every other refusal.
 */
export async function registerAbuseLimits(app: FastifyInstance, limits: RateLimits, database: Database): Promise<void> {
  await app.register(rateLimit, { global: false, ...(database.kind === 'postgres' ? { store: sharedLimitStore(database.db) } : {}) });
  const limiter = (limitName: keyof RateLimits, keyGenerator?: (request: FastifyRequest) => string) => {
    const options: LimiterOptions = { max: limits[limitName].max, timeWindow: limits[limitName].windowMs, limitName, ...(keyGenerator ? { keyGenerator } : {}) };
    return app.createRateLimit(options);
  };
  app.decorate('abuseLimits', {
    codeSend: check(
      [limiter('codeSendPerIp'), limiter('codeSendPerEmail', emailOf)],
      (seconds) => new ApiError(ResultCode.NOTIFY_TOO_OFTEN, NOTIFY_TOO_OFTEN_MESSAGE, { data: { resendAfterSeconds: seconds } }),
    ),
    signIn: check([limiter('signInPerIp'), limiter('signInPerEmail', emailOf)], () => new ApiError(ResultCode.DO_NOT_REPEAT_CLICK, DO_NOT_REPEAT_CLICK_MESSAGE)),
    token: check([limiter('tokenPerIp')], () => new ApiError(ResultCode.DO_NOT_REPEAT_CLICK, DO_NOT_REPEAT_CLICK_MESSAGE)),
    passwordChange: check([limiter('passwordChangePerUser', userOf)], () => new ApiError(ResultCode.DO_NOT_REPEAT_CLICK, DO_NOT_REPEAT_CLICK_MESSAGE)),
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
