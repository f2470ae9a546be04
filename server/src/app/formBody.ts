import type { FastifyInstance } from 'fastify';

/**
 * Parses application/x-www-form-urlencoded bodies (the OAuth token call) into a plain object.
 * A repeated key keeps its last value: no call of the spec sends lists in a form.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
