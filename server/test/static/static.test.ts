import fs from 'node:fs';
import path from 'node:path';
import { publishRemoteBuilds } from '../../src/remotes/publish';
import { storePaths } from '../../src/config/paths';
import { closeTemplates, pgliteBackend } from '../support/backends';
import { createFakeRepo, removeDirs, tempDir } from '../support/fakeRepo';
import { buildTestApp, type TestApp } from '../support/testApp';

const IMMUTABLE = 'public, max-age=31536000, immutable';

afterAll(closeTemplates);

describe('a built store', () => {
  let repoRoot: string;
  let dataDir: string;
  let store: TestApp;

  beforeAll(async () => {
    repoRoot = createFakeRepo();
    dataDir = tempDir('topup-data-');
    publishRemoteBuilds({ repoRoot, releasesDir: storePaths({ repoRoot, dataDir }).releasesDir });
    store = await buildTestApp({ repoRoot, dataDir });
  });

  afterAll(async () => {
    await store.close();
    removeDirs(repoRoot, dataDir);
  });

  const get = (url: string, headers: Record<string, string> = {}) => store.app.inject({ method: 'GET', url, headers });

  it('serves a remote manifest and entry with no-cache, open to every origin', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await get(`/remotes/catalog/0.1.0/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('serves a content-hashed remote chunk as immutable', async () => {
    const response = await get('/remotes/catalog/0.1.0/__federation_expose_routes.5979ea41.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe('/* routes of catalog */');
  });

  it('answers a missing remote file with a plain 404', async () => {
    for (const url of ['/remotes/catalog/0.1.0/gone.0123abcd.js', '/remotes/nothing/1.0.0/mf-manifest.json']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('serves the host index.html at / with no-cache', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed host assets as immutable and others with revalidation', async () => {
    expect((await get('/main.3f2a1b9c.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
  });

  it('answers every page path with index.html for client routing, 404 where no page is', async () => {
    const pages = ['/404', '/ordre/detail?id=7', '/my/wallet', '/my/wallet/', '/detail/42', '/d', '/d/brawl-pass', '/act/summer', '/login?fromPage=%2F', '/auth-management'];
    for (const [url, status] of [...pages.map((page) => [page, 200] as const), ['/some/deep/path', 404] as const, ['/detail', 404] as const, ['/my/wallet/extra', 404] as const]) {
      const response = await get(url, { accept: 'text/html' });
      expect([url, response.statusCode]).toEqual([url, status]);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("lists a signed-in customer's first calls on a page of the store, none on a 404", async () => {
    expect((await get('/my/order?tab=toPay', { accept: 'text/html' })).body).toContain('"payload":{"tab":"toPay","pageNum":1,"pageSize":10}');
    expect((await get('/some/deep/path', { accept: 'text/html' })).body).not.toContain('topup-early-calls');
  });

  it('answers a missing asset with a plain 404 rather than the page', async () => {
    const response = await get('/main.00000000.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found');
  });

  it('gives no page to other methods', async () => {
    const response = await store.app.inject({ method: 'POST', url: '/some/page' });
    expect(response.statusCode).toBe(404);
  });
});

describe('a store whose front end is not built', () => {
  it('still starts, and / says how to build it', async () => {
    const repoRoot = createFakeRepo({ hostBuilt: false, remotesBuilt: false });
    const dataDir = tempDir('topup-data-');
    const store = await buildTestApp({ repoRoot, dataDir, database: await pgliteBackend.migrated() });
    try {
      for (const url of ['/', '/my/order']) {
        const response = await store.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('The front end is not built yet');
      }
      expect((await store.app.inject({ method: 'GET', url: '/remotes/catalog/0.1.0/mf-manifest.json' })).statusCode).toBe(404);
      expect((await store.app.inject({ method: 'GET', url: '/api/health' })).json().code).toBe(1);
      expect(fs.existsSync(path.join(dataDir, 'releases'))).toBe(false);
    } finally {
      await store.close();
      removeDirs(repoRoot, dataDir);
    }
  });
});
