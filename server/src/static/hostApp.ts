import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor, NO_CACHE } from './cachePolicy';
import { NOT_BUILT_PAGE } from './notBuiltPage';
import { sendShellPage, type ShellPageSources } from './shellPage';

/**
 * Sends the page that boots the store's client-side routing (or the "not built" notice), with
 * 404 for an address that is no page of the store (the client then draws its 404 page there).
 */
export type ShellSender = (reply: FastifyReply, status?: 200 | 404) => Promise<FastifyReply>;

/**
 * Serves the host's build at / and returns how to send its index.html, which the not-found
 * handler uses for every page path (/ included) so client routing can resolve it; the page
 * carries the remote map and the route's preloads (shellPage).
 */
export async function registerHostApp(app: FastifyInstance, hostDist: string, sources: ShellPageSources): Promise<ShellSender> {
  const indexFile = path.join(hostDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ hostDist }, 'the host is not built: "/" shows a notice until it is built and the server restarted');
    return async (reply, status = 200) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(NOT_BUILT_PAGE);
  }
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    // "/" is a page like any other, sent through sendShellPage.
    index: false,
    // The build's .br/.gz copies (tooling/scripts/compressDist.mjs), chosen by Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });
  const sendShell: ShellSender = (reply, status = 200) =>
    // Read per page: a rebuilt host shows without a restart (the file is a few kB).
    sendShellPage(reply.code(status).header('cache-control', NO_CACHE), fs.readFileSync(indexFile, 'utf8'), sources);
  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendShell(reply));
  return sendShell;
}
