import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../support/environment';
import { catalogBuildAs, operate, startReleaseOrigin, type ReleaseOrigin } from '../support/releases';
import { expectShell, navigateInApp, remoteFallback, remotePage } from '../support/store';

/** The budget: a broken or hung remote shows its fallback within 5 s. */
const FALLBACK_BUDGET_MS = 5_000;
const releasesDir = path.join(E2E_DATA_DIR, 'releases', 'catalog');
const overrideFile = path.join(E2E_DATA_DIR, 'remotes.json');

// One registry for the whole store: these tests change it in turn and hand it back at the end.
test.describe.configure({ mode: 'serial' });

let cdn: ReleaseOrigin;

test.beforeAll(async () => {
  cdn = await startReleaseOrigin();
});

test.afterAll(async () => {
  rmSync(overrideFile, { force: true });
  await operate(['ops', 'canary', 'catalog', 'off', '--reason', 'e2e done']);
  await operate(['ops', 'unset', 'catalog', '--reason', 'e2e done']);
  await cdn.close();
});

/** Opens `path` and resolves with the URL the catalogue's entry came from. */
async function catalogEntryOf(page: Page, target = '/'): Promise<string> {
  const entry = page.waitForRequest((request) => /\/catalog\/[^/]+\/remoteEntry\.js/.test(request.url()));
  await page.goto(target);
  const url = (await entry).url();
  await expect(remotePage(page, 'catalog')).toBeVisible();
  return url;
}

function released(output: string): string {
  const url = /live at (\S+)|get (\S+)$/m.exec(output);
  expect(url, output).not.toBeNull();
  return (url![1] ?? url![2]) as string;
}

test('release catalog 0.2.0 while the store runs: an open tab keeps working, a reload shows it, rollback brings 0.1.0 back', async ({ page }) => {
  test.setTimeout(120_000);
  const before = await catalogEntryOf(page);
  expect(before).toContain('/remotes/catalog/0.1.0/');

  const result = await operate(['release', 'catalog', '--from', catalogBuildAs('0.2.0'), '--reason', 'e2e release']);
  expect(result.status, result.output).toBe(0);
  const manifestUrl = released(result.output);
  expect(manifestUrl).toMatch(/^\/remotes\/catalog\/0\.2\.0\+[0-9a-f]{12}\/mf-manifest\.json$/);
  const folder = manifestUrl.split('/')[3] as string;
  // Written once, without the build's input stamp or source maps.
  expect(readdirSync(path.join(releasesDir, folder)).filter((file) => file.endsWith('.map') || file === '.build-inputs')).toEqual([]);

  // The tab opened before the release goes on with the release it started with.
  await navigateInApp(page, '/search');
  await expect(remotePage(page, 'catalog')).toBeVisible();

  expect(await catalogEntryOf(page)).toContain(`/remotes/catalog/${folder}/`);

  // Releasing the same build again writes nothing and changes nothing.
  const again = await operate(['release', 'catalog', '--from', catalogBuildAs('0.2.0'), '--no-register']);
  expect(again.output).toContain('already in');

  const dryRun = await operate(['ops', 'dry-run', 'catalog', '/remotes/catalog/0.1.0/mf-manifest.json']);
  expect(dryRun.output).toContain('passes every check');
  const list = await operate(['ops', 'list']);
  expect(list.output).toContain(`catalog: ${manifestUrl} (registry)`);

  const rollback = await operate(['ops', 'rollback', 'catalog', '--reason', 'e2e rollback']);
  expect(rollback.status, rollback.output).toBe(0);
  expect(await catalogEntryOf(page)).toContain('/remotes/catalog/0.1.0/');
});

test('a canary at 50% shows both versions across visitors and the same one to each visitor', async ({ browser }) => {
  test.setTimeout(120_000);
  expect((await operate(['ops', 'origins', 'add', cdn.origin, '--reason', 'e2e CDN'])).status).toBe(0);
  const result = await operate(['release', 'catalog', '--from', catalogBuildAs('0.3.0'), '--to', cdn.dir, '--base-url', cdn.origin, '--canary', '50']);
  expect(result.status, result.output).toBe(0);

  const entryFor = async (target: Browser, cookies: Array<{ name: string; value: string }>, address = '/') => {
    const context = await target.newContext();
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: `http://127.0.0.1:${E2E_PORT}` })));
    const page = await context.newPage();
    const first = await catalogEntryOf(page, address);
    const second = await catalogEntryOf(page);
    await context.close();
    expect(second).toBe(first);
    return first;
  };
  expect(await entryFor(browser, [{ name: 'topup_canary_bucket', value: '10' }])).toContain(`${cdn.origin}/catalog/0.3.0+`);
  expect(await entryFor(browser, [{ name: 'topup_canary_bucket', value: '90' }])).toContain('/remotes/catalog/0.1.0/');
  // A new visitor gets a share of their own and keeps it.
  await entryFor(browser, []);
  // A tester sees the canary whatever their share.
  expect(await entryFor(browser, [{ name: 'topup_canary_bucket', value: '90' }], '/?canary=catalog')).toContain(cdn.origin);

  expect((await operate(['ops', 'canary', 'catalog', 'off', '--reason', 'e2e canary done'])).status).toBe(0);
  expect(await entryFor(browser, [{ name: 'topup_canary_bucket', value: '10' }])).toContain('/remotes/catalog/0.1.0/');
});

test('a bad map is refused and the last good one stays', async ({ page }) => {
  // remotes.json is a seed: it governs a remote the registry does not name.
  expect((await operate(['ops', 'unset', 'catalog', '--reason', 'e2e back to the seeds'])).status).toBe(0);
  const [good] = readdirSync(releasesDir).filter((folder) => folder.startsWith('0.2.0+'));
  writeFileSync(overrideFile, JSON.stringify({ catalog: `/remotes/catalog/${good}/mf-manifest.json` }));
  expect(await catalogEntryOf(page)).toContain(`/remotes/catalog/${good}/`);
  writeFileSync(overrideFile, '{"catalog": "/remotes/catalog/0.1.0/mf-manifest.json", "catalgo": ');
  expect(await catalogEntryOf(page)).toContain(`/remotes/catalog/${good}/`);
  rmSync(overrideFile);

  const refused = await operate(['ops', 'set', 'catalog', '/remotes/checkout/0.1.0/mf-manifest.json', '--reason', 'wrong remote']);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain('not of catalog');
  expect(await catalogEntryOf(page)).toContain('/remotes/catalog/0.1.0/');
});

async function expectFallbackThenRetry(page: Page, reason: string, fix: () => Promise<void> | void): Promise<void> {
  await page.goto('/', { waitUntil: 'commit' });
  const fallback = remoteFallback(page, 'catalog');
  await expect(fallback).toBeVisible({ timeout: FALLBACK_BUDGET_MS });
  await expect(fallback).toHaveAttribute('data-reason', reason);
  await expect(fallback).toContainText('catalog');
  await expectShell(page);
  await page.evaluate(() => ((window as unknown as { __sameTab: boolean }).__sameTab = true));
  await fix();
  await fallback.getByRole('button', { name: 'Повторить' }).click();
  await expect(remotePage(page, 'catalog')).toBeVisible();
  // Recovered in the same page: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { __sameTab?: boolean }).__sameTab)).toBe(true);
}

test('a hung CSS file shows the fallback within 5 s and retry recovers once the file comes', async ({ page }) => {
  const css = '**/remotes/catalog/**/*.css';
  await page.route(css, () => undefined);
  await expectFallbackThenRetry(page, 'stalled', () => page.unroute(css));
});

test('a hung entry shows the fallback within 5 s and retry recovers once it comes', async ({ page }) => {
  const entry = '**/remotes/catalog/**/remoteEntry.js';
  await page.route(entry, () => undefined);
  await expectFallbackThenRetry(page, 'stalled', () => page.unroute(entry));
});

test('a page that throws shows the fallback within 5 s and retry recovers once its files are fixed, without a reload', async ({ page }) => {
  // The catalogue's home page, served with a render that throws (its title's fallback text). Not
  // kept by the browser's cache as the immutable file it stands in for: a broken file is fixed
  // by a release at its own URL, never by changing the bytes behind one.
  const files = '**/remotes/catalog/**/*.js';
  await page.route(files, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/\?\?(\w+)\("title\.home"\)/, '??(()=>{throw new Error("e2e: the home page throws")})()');
    await route.fulfill({ response, headers: { ...response.headers(), 'cache-control': 'no-store' }, body });
  });
  // The title's fallback text is only read while the page info is missing: a locale cookie other
  // than the page's (ru) makes the server's inline first answers unusable, so the page asks.
  await page.context().addCookies([{ name: 'topup-locale', value: 'en', url: `http://127.0.0.1:${E2E_PORT}` }]);
  await expectFallbackThenRetry(page, 'crash', () => page.unroute(files));
});

test('a release whose manifest is gone (404) shows the fallback with its version, and retry recovers once the registry is fixed', async ({ page }) => {
  const result = await operate(['release', 'catalog', '--from', catalogBuildAs('0.4.0'), '--to', cdn.dir, '--base-url', cdn.origin]);
  expect(result.status, result.output).toBe(0);
  const folder = readdirSync(path.join(cdn.dir, 'catalog')).find((name) => name.startsWith('0.4.0+')) as string;
  rmSync(path.join(cdn.dir, 'catalog', folder, 'mf-manifest.json'));
  await expectFallbackThenRetry(page, 'notFound', async () => {
    await expect(remoteFallback(page, 'catalog')).toContainText(`Версия ${folder}`);
    expect((await operate(['ops', 'rollback', 'catalog', '--reason', 'e2e 0.4.0 is gone'])).status).toBe(0);
  });
});

test('a remote built against an incompatible shared is refused at release time', async () => {
  const build = catalogBuildAs('0.9.0', (manifest) => {
    const shared = manifest.shared as Array<{ name: string; requiredVersion: string }>;
    for (const entry of shared) if (entry.name.startsWith('@topup/shared')) entry.requiredVersion = '^9.0.0';
  });
  const result = await operate(['release', 'catalog', '--from', build, '--reason', 'e2e incompatible']);
  expect(result.status).not.toBe(0);
  expect(result.output).toContain('refused');
  expect(result.output).toContain('@topup/shared');
  expect(readdirSync(releasesDir).some((folder) => folder.startsWith('0.9.0'))).toBe(false);
});
