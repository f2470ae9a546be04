import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The store's code, styles, images and API calls come from this
 * server or from the configured remote origins (remotes served elsewhere), nothing else.
 */
export async function registerSecurityHeaders(app: FastifyInstance, remoteOrigins: readonly string[]): Promise<void> {
  const trusted = ["'self'", ...remoteOrigins];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: trusted,
        styleSrc: trusted,
        imgSrc: [...trusted, 'data:'],
        fontSrc: [...trusted, 'data:'],
        connectSrc: trusted,
        // The store is served over plain HTTP on a LAN or localhost by default; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
  });
}
