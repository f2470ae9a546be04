import type { FastifyInstance } from 'fastify';
import { redactUrl } from './logger';

/**
 * One log line per answer, in place of Fastify's two ("incoming request", "request completed"),
 * which at info cost more than a kept catalogue answer itself. Writes and failures are logged at
 * info; successful reads (pages, files, catalogue), the bulk of the traffic, at debug. URLs are
 * written redacted, as the logger's own serializer does (a sign-in link carries a code).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const level = read && reply.statusCode < 400 ? 'debug' : 'info';
    request.log[level]({ method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'answered');
  });
}
