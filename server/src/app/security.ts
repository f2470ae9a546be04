import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The store's code, styles, images and API calls come from this
 * server or from the allowed remote origins (remotes served elsewhere), nothing else; uploads and
 * their images also from the object store's origin when it is not this site. The remote origins
 * are asked on each request, so an origin added to the remote registry needs no restart.
 *
 * Answers of the API (JSON, never rendered as a page) get the short set OWASP's REST guidance
 * names instead of a page's policy: most traffic is catalogue reads, and a page's dozen headers
 * were larger than a kept catalogue answer itself (docs/benchmarks.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance, remoteOrigins: () => readonly string[], uploadOrigins: readonly string[] = []): Promise<void> {
  // The headers depend on the origins only, so they are computed once per list: helmet building
  // them on each request halved the requests/s of a kept catalogue answer (docs/benchmarks.md).
  const computed = new Map<string, Record<string, string>>();
  const headersFor = async (origins: readonly string[]) => {
    const key = origins.join(' ');
    let headers = computed.get(key);
    if (!headers) {
      headers = await policyHeaders(origins, uploadOrigins);
      computed.set(key, headers);
    }
    return headers;
  };
  await headersFor(remoteOrigins());
  app.addHook('onRequest', (request, reply, done) => {
    const apiHeaders = apiAnswerHeaders(request.url);
    if (apiHeaders) {
      reply.headers(apiHeaders);
      done();
      return;
    }
    const origins = remoteOrigins();
    const known = computed.get(origins.join(' '));
    if (known) {
      reply.headers(known);
      done();
      return;
    }
    headersFor(origins).then((headers) => {
      reply.headers(headers);
      done();
    }, done);
  });
}

/**
 * The security headers of an API answer (JSON under /api and /oauth), or undefined for a page (the
 * OpenAPI pages under /api/docs are pages).
 */
export function apiAnswerHeaders(url: string): Readonly<Record<string, string>> | undefined {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/oauth/') ? API_ANSWER_HEADERS : undefined;
}

/** Nothing in a JSON answer may load, frame or be sniffed as something else. */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

function policyHeaders(remoteOrigins: readonly string[], uploadOrigins: readonly string[]): Promise<Record<string, string>> {
  const trusted = ["'self'", ...remoteOrigins];
  return helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: trusted,
        styleSrc: trusted,
        imgSrc: [...trusted, 'data:', ...uploadOrigins],
        fontSrc: [...trusted, 'data:'],
        connectSrc: [...trusted, ...uploadOrigins],
        // The store is served over plain HTTP on a LAN or localhost by default; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
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
