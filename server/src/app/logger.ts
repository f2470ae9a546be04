import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from '../config/config';

/** Query parameters whose values are secrets (codes, tokens, passwords, signatures) or a person's address. */
const SECRET_QUERY = /([?&](?:[^=&]*(?:code|token|password|secret|sign|key|auth|email|phone)[^=&]*)=)[^&#]*/gi;

/** A URL with the values of its secret-looking query parameters replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

/** Drizzle's failed-query errors carry the query's parameters: hashes, mail texts with codes... */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

/** pino's error serializer, without the parameters of a failed query (in `params`, the message, the stack). */
function errorWithoutParams(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(QUERY_PARAMS, '\nparams: [REDACTED]');
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'params' ? '[REDACTED]' : clean(item)]));
  };
  return clean(serialized) as Record<string, unknown>;
}

/**
 * The server's pino logger. Fastify logs every request's URL; a query string may carry a code or
 * a token (an OAuth redirect, a confirm link), so URLs are written redacted; headers or fields
 * that hold secrets, and the parameters of a failed query, never are (docs/security.md).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      serializers: {
        err: errorWithoutParams,
        req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'password', 'newPassword', 'oldPassword', '*.password', '*.newPassword', '*.oldPassword'],
        censor: '[REDACTED]',
      },
    },
    destination,
  );
}
