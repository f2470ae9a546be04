import type { FastifyInstance } from 'fastify';
import { redactUrl } from './logger';

/** pino's numbers for its levels; 'silent' and unknown names write nothing. */
const LEVEL_VALUES: Readonly<Record<string, number>> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

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
    if ((LEVEL_VALUES[request.log.level] ?? Infinity) <= (LEVEL_VALUES[level] ?? 0)) {
      request.log[level]({ method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'answered');
    }
    done();
  });
}
