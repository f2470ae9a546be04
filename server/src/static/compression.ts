import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Below this an answer goes as it is: compressing it saves less than the headers it adds. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses answers made per request (API answers, remotes.json, catalogue images) when the
 * browser accepts it. Built files are compressed once at build time and kept answers once when
 * kept: both arrive here already encoded and pass through. Brotli at quality 4 costs about what
 * gzip does and still saves more; the highest levels are for build time only.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
