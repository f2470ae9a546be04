import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor, NO_CACHE } from './cachePolicy';
import { NOT_BUILT_PAGE } from './notBuiltPage';

/**
 * Sends the page that boots the store's client-side routing (or the "not built" notice), with
 * 404 for an address that is no page of the store (the client then draws its 404 page there).
 */
export type ShellSender = (reply: FastifyReply, status?: 200 | 404) => FastifyReply;

/**
 * Serves the host's build at / and returns how to send its index.html, which the not-found
 * handler uses for every other page path so client routing can resolve it.
 */
export async function registerHostApp(app: FastifyInstance, hostDist: string): Promise<ShellSender> {
  if (!fs.existsSync(path.join(hostDist, 'index.html'))) {
    app.log.warn({ hostDist }, 'the host is not built: "/" shows a notice until it is built and the server restarted');
    return (reply, status = 200) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(NOT_BUILT_PAGE);
  }
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });
  return (reply, status = 200) => reply.code(status).sendFile('index.html');
}
