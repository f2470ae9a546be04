import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { REMOTE_NAMES } from '@topup/shared/remotes';
import { storePaths } from '../../src/config/paths';
import { publicDataChanged } from '../../src/app/publicDataChanges';
import { publishRemoteBuilds } from '../../src/remotes/publish';
import { seedCatalog } from '../../seed/catalog/seedCatalog';
import { closeTemplates, pgliteBackend } from '../support/backends';
import { createFakeRepo, removeDirs, tempDir } from '../support/fakeRepo';
import { buildTestApp, type TestApp } from '../support/testApp';
import { SEEDED_AT } from '../catalog/catalogStore';

const COMPRESS_DIST = path.resolve(__dirname, '../../../tooling/scripts/compressDist.mjs');

/** One file of each kind a browser fetches as text. */
const TEXT_ANSWERS = {
  'the host page': '/',
  'the host page for a client route': '/detail/1011',
  'a host chunk': '/main.3f2a1b9c.js',
  'a remote manifest': '/remotes/catalog/0.1.0/mf-manifest.json',
  'a remote entry': '/remotes/catalog/0.1.0/remoteEntry.js',
  'a remote chunk': '/remotes/catalog/0.1.0/__federation_expose_routes.5979ea41.js',
  'a locale file': '/locales/ru.json',
  'a catalogue image': '/media/games/pubg-mobile.svg',
  'a kept public answer': '/api/display/v1/product/getProductById/1011?locale=ru',
  'another kept public answer': '/api/display/v1/page/info?locale=ru&pageKey=home',
  'an answer made per request': '/api/docs/json',
};

/** Made per request (the shell page carries the live remote map): compressed, but no validator. */
const MADE_PER_REQUEST = new Set(['/', '/detail/1011', '/api/docs/json']);

/** A host page of a real build's size: the shell page is compressed only above the 1 kB threshold. */
const HOST_PAGE = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>TopUp</title><style>${'body{margin:0}'.repeat(100)}</style></head><body><div id="root"></div></body></html>`;

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

afterAll(closeTemplates);

describe('text answers', () => {
  let repoRoot: string;
  let dataDir: string;
  let store: TestApp;

  beforeAll(async () => {
    repoRoot = createFakeRepo();
    writeFileSync(path.join(repoRoot, 'host', 'dist', 'index.html'), HOST_PAGE);
    dataDir = tempDir('topup-data-');
    // What the build does after webpack: compressed copies beside each text file.
    const dists = ['host', ...REMOTE_NAMES.map((name) => `remote-${name}`)].map((part) => path.join(repoRoot, part, 'dist'));
    execFileSync(process.execPath, [COMPRESS_DIST, ...dists]);
    publishRemoteBuilds({ repoRoot, releasesDir: storePaths({ repoRoot, dataDir }).releasesDir });
    const database = await pgliteBackend.migrated();
    await seedCatalog(database.db, SEEDED_AT);
    store = await buildTestApp({ repoRoot, dataDir, database, now: () => SEEDED_AT });
  });

  afterAll(async () => {
    await store.close();
    removeDirs(repoRoot, dataDir);
  });

  const get = (url: string, headers: Record<string, string> = {}) => store.app.inject({ method: 'GET', url, headers });

  describe.each(Object.entries(TEXT_ANSWERS))('%s', (_kind, url) => {
    it.each([
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ])('is sent compressed to Accept-Encoding: %s', async (acceptEncoding, expected) => {
      const plain = await get(url);
      const response = await get(url, { 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(response)).toBe(plain.body);
    });

    it('is sent as it is to a browser that accepts no encoding, with its validator', async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.length).toBeGreaterThan(0);
      if (!MADE_PER_REQUEST.has(url)) expect(response.headers.etag).toBeDefined();
    });
  });

  it('answers a public call again from what it kept, 304 when the browser holds it', async () => {
    const url = TEXT_ANSWERS['a kept public answer'];
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('keeps a POST answer per body, never sharing it between different payloads', async () => {
    const page = (pageSize: number) =>
      store.app.inject({ method: 'POST', url: '/api/display/goodsGroup/v1/getGoodsPageByQuery', payload: { locale: 'ru', pageNum: 1, pageSize } });
    const one = (await page(1)).json() as { data: { list: unknown[] } };
    const two = (await page(2)).json() as { data: { list: unknown[] } };
    expect([one.data.list.length, two.data.list.length]).toEqual([1, 2]);
    expect(((await page(1)).json() as { data: { list: unknown[] } }).data.list).toHaveLength(1);
  });

  it('forgets kept answers when the catalogue changes', async () => {
    const url = TEXT_ANSWERS['a kept public answer'];
    const before = (await get(url)).headers.etag;
    const { products } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await store.database.db.update(products).set({ soldCount: 123456 }).where(eq(products.id, 1011n));
    expect((await get(url)).headers.etag).toBe(before);
    await publicDataChanged();
    expect((await get(url)).headers.etag).not.toBe(before);
  });

  it('still validates a public call it has no answer for', async () => {
    const response = await get('/api/display/v1/product/getProductById/eleven?locale=ru');
    expect((response.json() as { code: number }).code).toBe(11);
  });
});
