import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The store's code, styles, images and API calls come from this
 * server or from the configured remote origins (remotes served elsewhere), nothing else.
 */
export async function registerSecurityHeaders(app: FastifyInstance, remoteOrigins: readonly string[]): Promise<void> {
  const trusted = ["'self'", ...remoteOrigins];
  const headers = await helmetHeaders({
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
  // The headers depend on the options only, so they are set as computed once: helmet building
  // them on each request halved the requests/s of a kept catalogue answer (docs/benchmarks.md).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What helmet with these options adds to an answer, read once from a throwaway instance. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const notHelmets = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(response.headers).flatMap(([name, value]) => (notHelmets.has(name) || value === undefined ? [] : [[name, String(value)]])),
  );
}
