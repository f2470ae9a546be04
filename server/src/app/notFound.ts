import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import type { ShellSender } from '../static/hostApp';
import { isStorePage } from '@topup/shared/remotes';
import { API_PREFIX, OAUTH_PREFIX } from './scopes';

/** A file-like last segment (main.js, logo.png): a missing asset, not a page of the store. */
const ASSET_PATH = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * What answers a request no route or file matched:
 * - /api/* and /oauth/*: HTTP 404 with the envelope, code 17 (function unavailable);
 * - /remotes/*: a plain 404, a missing remote file must fail loudly in the loader;
 * - any other GET of a page: the host's index.html, so client routing shows the page or its own
 *   404 page at the typed address; 200 for a page of the route table, 404 for any other address;
 *   a missing asset gets a plain 404 so a stale chunk never parses HTML.
 */
export function registerNotFoundHandler(app: FastifyInstance, sendShell: ShellSender): void {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ([API_PREFIX, OAUTH_PREFIX].some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      return reply
        .code(404)
        .send(fail(ResultCode.FUNCTION_UNAVAILABLE, `Function unavailable: no call ${request.method} ${path}`));
    }
    if (isPageRequest(request, path)) return sendShell(reply, isStorePage(path) ? 200 : 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

function isPageRequest(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (path.startsWith('/remotes/') || path === '/remotes.json') return false;
  return !ASSET_PATH.test(path) || (request.headers.accept ?? '').includes('text/html');
}
