import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RemoteName } from '@topup/shared/remotes';
import { remotesConfigSchema, type RemotesConfig } from '@topup/shared/contract';
import { cacheControlFor, NO_CACHE } from '../static/cachePolicy';
import { resolveRemotesConfig } from './remotesConfig';

export interface RemotesRoutesOptions {
  releasesDir: string;
  overrideFile: string;
  versions: Record<RemoteName, string>;
  envUrls: Partial<Record<RemoteName, string>>;
}

/** The map /remotes.json answers (and the shell page carries inline), as it stands now. */
export function currentRemotesConfig(options: RemotesRoutesOptions, log: FastifyBaseLogger): RemotesConfig {
  return resolveRemotesConfig({
    versions: options.versions,
    overrideFile: options.overrideFile,
    envUrls: options.envUrls,
    onInvalidFile: (problem) => log.warn({ file: options.overrideFile, problem }, 'ignoring the invalid remotes override file'),
  });
}

/** GET /remotes.json (where the host finds each remote) and the published releases under /remotes/. */
export async function registerRemotes(app: FastifyInstance, options: RemotesRoutesOptions): Promise<void> {
  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['system'],
        summary: 'Manifest URL of each remote, read by the host at boot',
        response: { 200: remotesConfigSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return currentRemotesConfig(options, request.log);
    },
  );

  if (!fs.existsSync(options.releasesDir)) {
    app.log.warn({ releasesDir: options.releasesDir }, 'no remote releases published yet');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.releasesDir,
    prefix: '/remotes/',
    decorateReply: false,
    // Each build carries .br/.gz copies of its text files (tooling/scripts/compressDist.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // Remote code is public and loaded from other origins in development; this opens only the
      // static files, the API keeps its own restricted CORS.
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
}
