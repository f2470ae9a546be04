import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor, NO_CACHE } from './cachePolicy';
import { NOT_BUILT_PAGE } from './notBuiltPage';
import { inlineScriptHashes, sendShellPage, type ShellPageSources } from './shellPage';

/** Sends the page that boots the store's client-side routing (or the "not built" notice). */
export type ShellSender = (reply: FastifyReply) => FastifyReply;

/**
 * Serves the host's build at / and returns how to send its index.html, which the not-found
 * handler uses for every page path (/ included) so client routing can resolve it; the page
 * carries the remote map and the route's preloads (shellPage).
 */
export async function registerHostApp(app: FastifyInstance, hostDist: string, sources: ShellPageSources): Promise<ShellSender> {
  const indexFile = path.join(hostDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ hostDist }, 'the host is not built: "/" shows a notice until it is built and the server restarted');
    return (reply) => reply.code(200).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(NOT_BUILT_PAGE);
  }
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    // "/" is a page like any other, sent through sendShellPage.
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });
  const sendShell: ShellSender = (reply) => {
    // Read per page: a rebuilt host shows without a restart (the file is a few kB).
    const template = fs.readFileSync(indexFile, 'utf8');
    return sendShellPage(reply.header('cache-control', NO_CACHE), template, inlineScriptHashes(template), sources);
  };
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendShell(reply));
  return sendShell;
}
