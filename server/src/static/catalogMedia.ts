import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the catalogue's images are served; image URLs in the database start with it. */
export const MEDIA_PREFIX = '/media/';

/** The demo catalogue's images (SVG files made for the project). */
export const MEDIA_FOLDER = path.resolve(__dirname, '../../seed/images');

/**
 * Image names do not change with their content, so browsers keep them a day and then revalidate
 * (ETag). They are public and may be shown by a remote served from another origin.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

export async function registerCatalogMedia(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: MEDIA_FOLDER,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', MEDIA_CACHE_CONTROL);
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
