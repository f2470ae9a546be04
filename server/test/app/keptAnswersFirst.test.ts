import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { keptAnswersFirst } from '../../src/app/keptAnswersFirst';
import { PublicAnswers } from '../../src/app/publicAnswers';
import { CompressedAnswer } from '../../src/static/compressedAnswer';
import { capturedLog } from '../support/capturedLog';
import { storeForTests } from '../support/testApp';

const SEARCH = '/api/display/goodsGroup/v1/searchGoodsByQuery?locale=ru&pageSize=20&keyword=kept';

/** The headers that say what was sent, without the ones that change per answer. */
function sentHeaders(response: Response): Record<string, string> {
  const headers = Object.fromEntries(response.headers.entries());
  delete headers.date;
  return headers;
}

describe('kept answers sent before Fastify (a store listening on a port)', () => {
  const store = storeForTests({
    extend: (app) => {
      app.addHook('onRequest', (_request, _reply, done) => {
        routed += 1;
        done();
      });
    },
  });
  let routed = 0;
  let origin = '';

  beforeAll(async () => {
    await store.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(store.app.server.address() as AddressInfo).port}`;
  });

  it('sends a kept answer without routing it, with the route’s status, headers and bytes', async () => {
    const asked = { headers: { 'accept-encoding': 'br, gzip' } };
    const throughRoute = await fetch(`${origin}${SEARCH}`, asked);
    expect(routed).toBe(1);
    const kept = await fetch(`${origin}${SEARCH}`, asked);
    expect(routed).toBe(1);

    expect(kept.status).toBe(throughRoute.status);
    expect(await kept.text()).toBe(await throughRoute.text());
    expect(sentHeaders(kept)).toEqual(sentHeaders(throughRoute));
    expect(kept.headers.get('content-encoding')).toBe('br');
    expect(kept.headers.get('x-frame-options')).toBe('DENY');

    const held = await fetch(`${origin}${SEARCH}`, { headers: { 'if-none-match': kept.headers.get('etag') ?? '' } });
    expect(held.status).toBe(304);
    expect(routed).toBe(1);
  });

  it('leaves a cross-origin request to the route, where CORS is decided', async () => {
    const before = routed;
    await fetch(`${origin}${SEARCH}`, { headers: { origin: 'http://elsewhere.test' } });
    expect(routed).toBe(before + 1);
  });

  it('keeps the timeouts Fastify gives its own server', () => {
    expect(store.app.server.keepAliveTimeout).toBe(72_000);
  });
});

describe('which requests a kept answer is sent to', () => {
  let now = 0;
  const answers = new PublicAnswers(1000, () => now, () => 0);
  const { logger } = capturedLog('info');
  const { logger: debugLogger } = capturedLog('debug');
  const servers: http.Server[] = [];

  async function serve(first: ReturnType<typeof keptAnswersFirst>): Promise<string> {
    const server = http.createServer((request, response) => {
      if (!first(request, response)) response.end('routed');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('sends fresh kept answers of plain GETs to the API, and leaves everything else to the route', async () => {
    answers.keep('/api/kept', new CompressedAnswer('{"kept":true}', 'application/json'));
    answers.keep('/page', new CompressedAnswer('{"page":true}', 'application/json'));
    const info = await serve(keptAnswersFirst(answers, logger));
    const text = async (path: string, init?: RequestInit) => (await fetch(`${info}${path}`, init)).text();

    now = 0;
    expect(await text('/api/kept')).toBe('{"kept":true}');
    expect(await text('/api/other')).toBe('routed');
    expect(await text('/page')).toBe('routed');
    expect(await text('/api/kept', { method: 'POST' })).toBe('routed');
    expect(await text('/api/kept', { headers: { origin: 'http://elsewhere.test' } })).toBe('routed');
    expect(await text('/api/kept', { headers: { 'x-topup-refresh': 'any' } })).toBe('routed');
    now = 1000;
    expect(await text('/api/kept')).toBe('routed');
  });

  it('writes the answer’s bytes unchanged in each encoding, and a 304 with its validators', async () => {
    now = 0;
    const body = '{"name":"Кристаллы Генезиса × 6480"}';
    answers.keep('/api/text', new CompressedAnswer(body, 'application/json'));
    const info = await serve(keptAnswersFirst(answers, logger));
    const raw = (headers: http.OutgoingHttpHeaders) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        http.get(`${info}/api/text`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
        }).on('error', reject);
      });

    for (let round = 0; round < 2; round += 1) {
      const identity = await raw({});
      expect(identity.bytes.toString('utf8')).toBe(body);
      expect(identity.headers['content-length']).toBe(String(Buffer.byteLength(body)));
      expect(brotliDecompressSync((await raw({ 'accept-encoding': 'br' })).bytes).toString('utf8')).toBe(body);
      const gzip = await raw({ 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(body);

      const held = await raw({ 'if-none-match': identity.headers.etag });
      expect(held.status).toBe(304);
      expect(held.bytes.length).toBe(0);
      expect(held.headers).toMatchObject({ etag: identity.headers.etag, 'x-content-type-options': 'nosniff', 'cache-control': identity.headers['cache-control'] });
    }
  });

  it('leaves every request to the route when successful reads are logged', async () => {
    now = 0;
    answers.keep('/api/kept', new CompressedAnswer('{"kept":true}', 'application/json'));
    const debug = await serve(keptAnswersFirst(answers, debugLogger));
    expect(await (await fetch(`${debug}/api/kept`)).text()).toBe('routed');
  });
});
