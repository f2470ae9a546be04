import type { FastifyInstance } from 'fastify';
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
    // Not even built at a level that is off (by pino's numbers; 'silent' has none): at info, most
    // answers write nothing.
    if ((pino.levels.values[request.log.level] ?? Infinity) <= (pino.levels.values[level] ?? 0)) {
      request.log[level]({ method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'answered');
    }
    done();
  });
}
