import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../support/environment';
import { remotePage } from '../support/store';

const releasesDir = path.join(E2E_DATA_DIR, 'releases', 'catalog');
const overrideFile = path.join(E2E_DATA_DIR, 'remotes.json');
const ALT_VERSION = '0.0.0-e2e-alt';

test.afterEach(() => {
  rmSync(overrideFile, { force: true });
  rmSync(path.join(releasesDir, ALT_VERSION), { recursive: true, force: true });
});

test('changing a remote URL in the server configuration swaps it on the next page load, without rebuilding the host', async ({ page }) => {
  const [published] = readdirSync(releasesDir);
  expect(published).toBeDefined();
  cpSync(path.join(releasesDir, published!), path.join(releasesDir, ALT_VERSION), { recursive: true });
  writeFileSync(overrideFile, JSON.stringify({ catalog: `/remotes/catalog/${ALT_VERSION}/mf-manifest.json` }));

  const altEntry = page.waitForRequest((request) => request.url().includes(`/remotes/catalog/${ALT_VERSION}/remoteEntry.js`));
  await page.goto('/');
  await altEntry;
  await expect(remotePage(page, 'catalog')).toBeVisible();

  rmSync(overrideFile);
  const originalEntry = page.waitForRequest((request) => request.url().includes(`/remotes/catalog/${published}/remoteEntry.js`));
  await page.reload();
  await originalEntry;
  await expect(remotePage(page, 'catalog')).toBeVisible();
});
