import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../../src/store/buildApp';
import { loadConfig } from '../../src/config/config';
import { closeTemplates, testBackends } from '../support/backends';
import { createFakeRepo, removeDirs, tempDir } from '../support/fakeRepo';
import { buildTestApp, type TestApp } from '../support/testApp';

const TOKEN = 'operator-token-for-tests';
const auth = { authorization: `Bearer ${TOKEN}` };
const url = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;

/** A published release whose manifest says what a real build's would (name, exposes, shared). */
function publish(dataDir: string, name: string, version: string, manifest: Record<string, unknown> = {}): void {
  const dir = path.join(dataDir, 'releases', name, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: `topup_${name}`,
      metaData: { buildInfo: { buildVersion: `${version}-abc123` } },
      exposes: [{ name: 'routes', path: './routes' }],
      shared: [{ name: '@topup/shared', version: '1.0.0', requiredVersion: '^1.0.0' }],
      ...manifest,
    }),
  );
  fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ remote: name, version, commit: `commit-${version}` }));
}

describe.each(testBackends())('the remote registry on $kind', (backend) => {
  let repoRoot: string;
  let dataDir: string;
  let store: TestApp;
  let cdn: http.Server;
  let cdnOrigin: string;

  beforeAll(async () => {
    repoRoot = createFakeRepo();
    // What the live host provides to remotes (its build's manifest).
    fs.writeFileSync(
      path.join(repoRoot, 'host', 'dist', 'mf-manifest.json'),
      JSON.stringify({ name: 'topup_host', shared: [{ name: '@topup/shared', version: '1.0.0' }, { name: 'react', version: '19.1.0' }] }),
    );
    dataDir = tempDir('topup-data-');
    for (const version of ['0.1.0', '0.2.0', '0.3.0']) publish(dataDir, 'catalog', version);
    publish(dataDir, 'checkout', '0.1.0');
    publish(dataDir, 'catalog', '0.4.0-noroutes', { exposes: [] });
    publish(dataDir, 'catalog', '0.5.0-newshared', { shared: [{ name: '@topup/shared', version: '1.3.0', requiredVersion: '^1.3.0' }] });
    cdn = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ name: 'topup_catalog', exposes: [{ path: './routes' }], shared: [] }));
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    store = await buildTestApp({
      repoRoot,
      dataDir,
      database: await backend.migrated(),
      env: { OPERATOR_TOKEN: TOKEN, REMOTE_AUTO_ROLLBACK_FAILURES: '3', REMOTE_FAILURE_REPORTS_PER_MINUTE: '5' },
    });
  });

  afterAll(async () => {
    await store.close();
    await new Promise((resolve) => cdn.close(resolve));
    await closeTemplates();
    removeDirs(repoRoot, dataDir);
  });

  const inject = (method: 'GET' | 'POST', target: string, payload?: object, headers: Record<string, string> = auth) =>
    store.app.inject({ method, url: target, payload, headers });
  const live = async (cookie = 'topup_canary_bucket=99') =>
    (await store.app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie } })).json().catalog as string;
  const set = (manifestUrl: string, extra: object = {}) =>
    inject('POST', '/ops/remotes/catalog', { manifestUrl, reason: 'release 0.2.0', actor: 'ana', ...extra });

  it('refuses operations without the operator token', async () => {
    const response = await inject('GET', '/ops/remotes', undefined, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 15 });
    expect((await inject('GET', '/ops/remotes', undefined, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('shows the operations page to a browser that logs in with the token', async () => {
    const prompt = await store.app.inject({ method: 'GET', url: '/ops' });
    expect(prompt.statusCode).toBe(401);
    expect(prompt.headers['www-authenticate']).toContain('Basic');
    const basic = `Basic ${Buffer.from(`ops:${TOKEN}`).toString('base64')}`;
    const page = await store.app.inject({ method: 'GET', url: '/ops', headers: { authorization: basic } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<strong data-live="catalog">0.1.0</strong>');
    expect(page.body).toContain('commit-0.1.0');
    const style = await store.app.inject({ method: 'GET', url: '/ops/ops.css', headers: { authorization: basic } });
    expect(style.headers['content-type']).toContain('text/css');
  });

  it('checks a URL on a dry run without making it live', async () => {
    const response = await set(url('catalog', '0.2.0'), { dryRun: true });
    expect(response.json()).toMatchObject({ code: 1, data: { ok: true, check: { ok: true, buildVersion: '0.2.0-abc123' } } });
    expect(await live()).toBe(url('catalog', '0.1.0'));
  });

  it.each([
    ['a missing manifest', url('catalog', '9.9.9'), 'answered HTTP 404'],
    ["another remote's manifest", url('checkout', '0.1.0'), 'not of catalog'],
    ['a build without its route fragment', url('catalog', '0.4.0-noroutes'), 'does not expose ./routes'],
    ['a build against a newer shared', url('catalog', '0.5.0-newshared'), '@topup/shared ^1.3.0 (host has 1.0.0)'],
    ['an origin that is not allowed', 'https://elsewhere.example.com/catalog/mf-manifest.json', 'not an allowed remote origin'],
  ])('refuses %s with a clear message and keeps the live URL', async (_case, manifestUrl, problem) => {
    const response = await set(manifestUrl);
    expect(response.json()).toMatchObject({ code: 11 });
    expect(response.json().message).toContain(problem);
    expect(await live()).toBe(url('catalog', '0.1.0'));
  });

  it('makes a verified URL live at once, keeps who, when and why, and rolls back step by step', async () => {
    expect((await set(url('catalog', '0.2.0'))).json()).toMatchObject({ code: 1 });
    expect(await live()).toBe(url('catalog', '0.2.0'));
    await set(url('catalog', '0.3.0'), { reason: 'release 0.3.0' });
    expect(await live()).toBe(url('catalog', '0.3.0'));

    expect((await inject('POST', '/ops/remotes/catalog/rollback', { reason: '0.3.0 breaks search', actor: 'bo' })).json()).toMatchObject({ code: 1 });
    expect(await live()).toBe(url('catalog', '0.2.0'));
    await inject('POST', '/ops/remotes/catalog/rollback', { reason: 'back to the start' });
    expect(await live()).toBe(url('catalog', '0.1.0'));
    expect((await inject('POST', '/ops/remotes/catalog/rollback', { reason: 'nothing left' })).json()).toMatchObject({ code: 11 });

    const catalog = (await inject('GET', '/ops/remotes')).json().data.remotes.find((entry: { remote: string }) => entry.remote === 'catalog');
    expect(catalog).toMatchObject({ live: url('catalog', '0.1.0'), source: 'registry', commit: 'commit-0.1.0', health: { ok: true, build: '0.1.0-abc123' } });
    expect(catalog.history.map((entry: { action: string; manifestUrl: string }) => [entry.action, entry.manifestUrl])).toEqual([
      ['rollback', url('catalog', '0.1.0')],
      ['rollback', url('catalog', '0.2.0')],
      ['set', url('catalog', '0.3.0')],
      ['set', url('catalog', '0.2.0')],
    ]);
    expect(catalog.history[1]).toMatchObject({ actor: 'bo', reason: '0.3.0 breaks search' });
  });

  it('sends a canary to its share of visitors, the same one each time, and to testers who ask', async () => {
    const canary = await inject('POST', '/ops/remotes/catalog/canary', { manifestUrl: url('catalog', '0.3.0'), percent: 50, reason: 'try 0.3.0' });
    expect(canary.json()).toMatchObject({ code: 1 });
    expect(await live('topup_canary_bucket=10')).toBe(url('catalog', '0.3.0'));
    expect(await live('topup_canary_bucket=49')).toBe(url('catalog', '0.3.0'));
    expect(await live('topup_canary_bucket=50')).toBe(url('catalog', '0.1.0'));

    const first = await store.app.inject({ method: 'GET', url: '/remotes.json' });
    const bucketCookie = String(first.headers['set-cookie']).split(';')[0] as string;
    expect(bucketCookie).toMatch(/^topup_canary_bucket=\d+$/);
    for (let visit = 0; visit < 3; visit += 1) expect(await live(bucketCookie)).toBe(first.json().catalog);

    const tester = await store.app.inject({ method: 'GET', url: '/remotes.json?canary=catalog', headers: { cookie: 'topup_canary_bucket=99' } });
    expect(tester.json().catalog).toBe(url('catalog', '0.3.0'));
    expect(String(tester.headers['set-cookie'])).toContain('topup_canary=catalog');
    expect(await live('topup_canary_bucket=99; topup_canary=catalog')).toBe(url('catalog', '0.3.0'));

    await inject('POST', '/ops/remotes/catalog/canary', { percent: 0, reason: 'enough' });
    expect(await live('topup_canary_bucket=10')).toBe(url('catalog', '0.1.0'));
  });

  it('takes an allowed origin from the registry, verifies its manifest over HTTP and puts it in the security policy', async () => {
    const cdnUrl = `${cdnOrigin}/catalog/mf-manifest.json`;
    expect((await set(cdnUrl)).json().message).toContain('not an allowed remote origin');
    await inject('POST', '/ops/origins', { origin: cdnOrigin, reason: 'the CDN' });
    const page = await store.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain(cdnOrigin);
    expect((await set(cdnUrl)).json()).toMatchObject({ code: 1 });
    expect(await live()).toBe(cdnUrl);
    await inject('POST', '/ops/remotes/catalog/rollback', { reason: 'back home' });
  });

  it('agrees across two API processes on one database', async () => {
    const other = await buildApp({
      config: { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, OPERATOR_TOKEN: TOKEN }), repoRoot },
      database: store.database,
    });
    try {
      await set(url('catalog', '0.2.0'), { reason: 'seen by both' });
      const seen = (await other.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: 'topup_canary_bucket=99' } })).json();
      expect(seen.catalog).toBe(url('catalog', '0.2.0'));
    } finally {
      await other.close();
    }
  });

  it('stores failure reports, limits them per visitor and rolls a failing URL back', async () => {
    const report = (manifestUrl: string) =>
      store.app.inject({ method: 'POST', url: '/remote-failures', payload: { remote: 'catalog', manifestUrl, reason: 'crash', message: 'boom' } });
    expect(await live()).toBe(url('catalog', '0.2.0'));
    expect((await report(url('catalog', '0.2.0'))).json()).toMatchObject({ code: 1 });
    await report(url('catalog', '0.2.0'));
    await report(url('catalog', '0.2.0'));
    expect(await live()).not.toBe(url('catalog', '0.2.0'));
    const catalog = (await inject('GET', '/ops/remotes')).json().data.remotes.find((entry: { remote: string }) => entry.remote === 'catalog');
    expect(catalog.failures).toHaveLength(3);
    expect(catalog.history[0]).toMatchObject({ action: 'auto-rollback', actor: 'auto-rollback' });

    await report(url('catalog', '0.1.0'));
    await report(url('catalog', '0.1.0'));
    const limited = await report(url('catalog', '0.1.0'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 103 });
  });

  it('rolls back one step at most on reports: a URL an automatic rollback made live stays for an operator', async () => {
    const report = (manifestUrl: string, remoteAddress: string) =>
      store.app.inject({ method: 'POST', url: '/remote-failures', remoteAddress, payload: { remote: 'catalog', manifestUrl, reason: 'crash', message: 'boom' } });
    await set(url('catalog', '0.2.0'), { reason: 'the release before' });
    await set(url('catalog', '0.3.0'), { reason: 'the release after' });
    for (let i = 0; i < 3; i += 1) await report(url('catalog', '0.3.0'), '10.0.0.1');
    expect(await live()).toBe(url('catalog', '0.2.0'));
    for (let i = 0; i < 3; i += 1) expect((await report(url('catalog', '0.2.0'), '10.0.0.2')).json()).toMatchObject({ code: 1 });
    expect(await live()).toBe(url('catalog', '0.2.0'));
    const catalog = (await inject('GET', '/ops/remotes')).json().data.remotes.find((entry: { remote: string }) => entry.remote === 'catalog');
    expect(catalog.history[0]).toMatchObject({ action: 'auto-rollback', manifestUrl: url('catalog', '0.2.0') });
    // An operator's release is open to an automatic rollback again.
    await set(url('catalog', '0.3.0'), { reason: 'fixed' });
    for (let i = 0; i < 3; i += 1) await report(url('catalog', '0.3.0'), '10.0.0.3');
    expect(await live()).toBe(url('catalog', '0.2.0'));
  });

  it('hands a remote back to its seeds, keeping the history', async () => {
    await set(url('catalog', '0.2.0'), { reason: 'before the unset' });
    fs.writeFileSync(path.join(dataDir, 'remotes.json'), JSON.stringify({ catalog: url('catalog', '0.3.0') }));
    expect(await live()).toBe(url('catalog', '0.2.0'));
    expect((await inject('POST', '/ops/remotes/catalog/unset', { reason: 'back to the file' })).json()).toMatchObject({ code: 1 });
    expect(await live()).toBe(url('catalog', '0.3.0'));
    const catalog = (await inject('GET', '/ops/remotes')).json().data.remotes.find((entry: { remote: string }) => entry.remote === 'catalog');
    expect(catalog.source).toBe('file');
    expect(catalog.history[0]).toMatchObject({ action: 'unset', reason: 'back to the file' });
    fs.rmSync(path.join(dataDir, 'remotes.json'));
  });
});
