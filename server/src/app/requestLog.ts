import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { redactUrl } from './logger';

/**
 * One log line per answer, in place of Fastify's two ("incoming request", "request completed"),
 * which at info cost more than a kept catalogue answer itself. Writes and failures are logged at
 * info; successful reads (pages, files, catalogue), the bulk of the traffic, at debug. URLs are
 * written redacted, as the logger's own serializer does (a sign-in link carries a code).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const level = read && reply.statusCode < 400 ? 'debug' : 'info';
    // Not even built at a level that is off: at info, most answers write nothing.
    if (writesAt(request.log, level)) {
      request.log[level]({ method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'answered');
    }
    done();
  });
}

/** Whether `logger` writes lines of `level` (by pino's numbers; 'silent' has none). */
function writesAt(logger: FastifyBaseLogger, level: 'debug' | 'info'): boolean {
  return (pino.levels.values[logger.level] ?? Infinity) <= (pino.levels.values[level] ?? 0);
}

/** Whether a successful read writes a line, as registerRequestLog decides. */
export function logsSuccessfulReads(logger: FastifyBaseLogger): boolean {
  return writesAt(logger, 'debug');
}
