import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the catalogue's images are served; image URLs in the database start with it. */
export const MEDIA_PREFIX = '/media/';

/** The demo catalogue's images: SVG masters made for the project and the WebP copies the catalogue shows (seed/rasterizeImages.ts). */
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

/** Up to this size a catalogue image may travel inside the page itself (the demo's SVGs are about 1 kB). */
export const INLINE_MEDIA_MAX_BYTES = 4096;

const inlineMedia = new Map<string, string | undefined>();

/** The SVG drawing of a catalogue image: the image itself, or the master a WebP copy was drawn from. */
function svgMasterFile(url: string): string | undefined {
  if (!url.startsWith(MEDIA_PREFIX)) return undefined;
  const name = url.slice(MEDIA_PREFIX.length);
  const svgName = name.endsWith('.webp') ? `${name.slice(0, -'.webp'.length)}.svg` : name;
  if (!svgName.endsWith('.svg')) return undefined;
  const file = path.resolve(MEDIA_FOLDER, svgName);
  return file.startsWith(MEDIA_FOLDER + path.sep) ? file : undefined;
}

/**
 * A small SVG of the catalogue as a data URL, for the static first screen: painted with the page's
 * own bytes, without waiting for a request that shares the link with the scripts. For a WebP copy
 * it is the SVG it was drawn from: the first screen paints before any script, so the SVG's cost on
 * the main thread is spent before the page's first paint, and the page's own copy (preloaded) is
 * the WebP. Undefined for anything else (a photo, another origin, a missing file). Read once per
 * image: files do not change while the server runs.
 */
export function smallMediaDataUrl(url: string): string | undefined {
  if (inlineMedia.has(url)) return inlineMedia.get(url);
  const file = svgMasterFile(url);
  let dataUrl: string | undefined;
  if (file) {
    try {
      const svg = fs.readFileSync(file, 'utf8');
      if (Buffer.byteLength(svg) <= INLINE_MEDIA_MAX_BYTES) dataUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    } catch {
      dataUrl = undefined;
    }
  }
  if (inlineMedia.size < 1000) inlineMedia.set(url, dataUrl);
  return dataUrl;
}
