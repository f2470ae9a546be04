import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor, NO_CACHE } from './cachePolicy';
import { NOT_BUILT_PAGE } from './notBuiltPage';

/** Sends the page that boots the store's client-side routing (or the "not built" notice). */
export type ShellSender = (reply: FastifyReply) => FastifyReply;

/**
 * Serves the host's build at / and returns how to send its index.html, which the not-found
 * handler uses for every other page path so client routing can resolve it.
 */
export async function registerHostApp(app: FastifyInstance, hostDist: string): Promise<ShellSender> {
  if (!fs.existsSync(path.join(hostDist, 'index.html'))) {
    app.log.warn({ hostDist }, 'the host is not built: "/" shows a notice until it is built and the server restarted');
    return (reply) => reply.code(200).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(NOT_BUILT_PAGE);
  }
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    // The build's .br/.gz copies (tooling/scripts/compressDist.mjs), chosen by Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });
  return (reply) => reply.code(200).sendFile('index.html');
}
