import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { remotesConfigSchema, type RemotesConfig } from '@topup/shared/contract';
import type { ReleasesConfig } from '../config/releasesConfig';
import type { Database } from '../db/database';
import { cacheControlFor, NO_CACHE } from '../static/cachePolicy';
import { registerFailureReports } from './failureRoutes';
import type { OperationsDeps } from './operations';
import { registerOperations } from './opsRoutes';
import type { RemoteMap } from './remoteMap';
import { visitorOf } from './visitor';

export interface RemotesRoutesOptions {
  releasesDir: string;
  remoteMap: RemoteMap;
  database: Database;
  releases: ReleasesConfig;
  /** OPERATOR_TOKEN, the credential of /ops. */
  operatorToken: string | undefined;
  hostShared(): Record<string, string>;
}

/** How often each API process re-reads the registry, so processes on one database agree within it. */
const REFRESH_MS = 1000;
const MANIFEST_TIMEOUT_MS = 5000;

/** The map one request gets (the shell page carries it inline): live URLs and the visitor's canaries. */
export type RemotesConfigFor = (request: FastifyRequest, reply: FastifyReply) => RemotesConfig;

/**
 * GET /remotes.json (where the host finds each remote), the published releases under /remotes/,
 * the failure reports of visitors' pages and the operations endpoints of the registry.
 */
export async function registerRemotes(app: FastifyInstance, options: RemotesRoutesOptions): Promise<RemotesConfigFor> {
  const { remoteMap } = options;
  await remoteMap.refresh();
  const timer = setInterval(() => {
    remoteMap.refresh().catch((error: unknown) => app.log.warn({ error }, 'the remote registry could not be re-read; keeping the last one'));
  }, REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const mapFor: RemotesConfigFor = (request, reply) => remoteMap.mapFor(visitorOf(request, reply));
  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['system'],
        summary: 'Manifest URL of each remote, read by the host at boot and before a retry',
        querystring: z.object({ canary: z.string().optional() }),
        response: { 200: remotesConfigSchema },
      },
    },
    async (request, reply) => {
      // A retry asks here after a fix: read the registry now rather than up to REFRESH_MS ago.
      await remoteMap.refresh();
      reply.header('cache-control', NO_CACHE);
      return mapFor(request, reply);
    },
  );

  const deps: OperationsDeps = {
    db: options.database.db,
    remoteMap,
    hostShared: options.hostShared,
    readManifest: async (url) => {
      if (url.startsWith('/')) {
        const answer = await app.inject({ method: 'GET', url });
        return { status: answer.statusCode, body: answer.body };
      }
      const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      return { status: response.status, body: await response.text() };
    },
  };
  registerFailureReports(app, deps, options.releases);
  registerOperations(app, deps, options.operatorToken);

  // Registered even before anything is published: a release published while the store runs
  // must be served at once, without a restart.
  if (!fs.existsSync(options.releasesDir)) app.log.warn({ releasesDir: options.releasesDir }, 'no remote releases published yet');
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
  return mapFor;
}

