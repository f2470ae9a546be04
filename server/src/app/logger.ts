import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from '../config/config';

/** Query parameters whose values are secrets: codes, tokens, passwords, signatures. */
const SECRET_QUERY = /([?&](?:[^=&]*(?:code|token|password|secret|sign|key|auth)[^=&]*)=)[^&#]*/gi;

/** A URL with the values of its secret-looking query parameters replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

/**
 * The server's pino logger. Fastify logs every request's URL; a query string may carry a code or
 * a token (an OAuth redirect, a confirm link), so URLs are written redacted, and headers or bodies
 * that hold secrets never are (docs/security.md).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      serializers: {
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
