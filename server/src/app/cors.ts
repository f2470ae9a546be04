import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin API access for the configured remote origins only (a remote served from its own
 * origin calls the API from there). Same-origin pages need no CORS. Tokens travel in the
 * Authorization header, not cookies, so credentials stay off.
 */
export async function registerApiCors(app: FastifyInstance, remoteOrigins: readonly string[]): Promise<void> {
  await app.register(cors, {
    origin: remoteOrigins.length > 0 ? [...remoteOrigins] : false,
    maxAge: 600,
  });
}
