import { expect, test, type Page } from '@playwright/test';
import { expectShell, remoteFallback, remotePage } from '../support/store';

/** The budget: a broken or hung remote shows its fallback within 5 s. */
const FALLBACK_BUDGET_MS = 5_000;

const CATALOG_FILES = '**/remotes/catalog/**';

async function openHomeAndExpectFallback(page: Page): Promise<void> {
  await page.goto('/', { waitUntil: 'commit' });
  await expect(remoteFallback(page, 'catalog')).toBeVisible({ timeout: FALLBACK_BUDGET_MS });
  await expectShell(page);
}

async function retryAndExpectCatalog(page: Page): Promise<void> {
  await remoteFallback(page, 'catalog').getByRole('button', { name: 'Повторить' }).click();
  await expect(remotePage(page, 'catalog')).toBeVisible();
  await expect(remoteFallback(page, 'catalog')).toHaveCount(0);
}

test('a remote whose files cannot be loaded shows its fallback; the rest of the store works; retry recovers', async ({ page }) => {
  await page.route(CATALOG_FILES, (route) => route.abort('connectionrefused'));
  await openHomeAndExpectFallback(page);

  await page.getByRole('link', { name: 'Мои заказы' }).click();
  await expect(remotePage(page, 'member')).toBeVisible();
  await page.getByRole('link', { name: 'Главная' }).first().click();
  await expect(remoteFallback(page, 'catalog')).toBeVisible({ timeout: FALLBACK_BUDGET_MS });

  await page.unroute(CATALOG_FILES);
  await retryAndExpectCatalog(page);
});

test('a manifest answered with 500 shows the fallback', async ({ page }) => {
  await page.route('**/remotes/catalog/**/mf-manifest.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await openHomeAndExpectFallback(page);
  await page.unroute('**/remotes/catalog/**/mf-manifest.json');
  await retryAndExpectCatalog(page);
});

// A request that is never answered: the runtime's own defaults would wait 20 s to forever.
for (const [what, pattern] of [
  ['manifest', '**/remotes/catalog/**/mf-manifest.json'],
  ['remote entry', '**/remotes/catalog/**/remoteEntry.js'],
  ['exposed routes chunk', '**/remotes/catalog/**/__federation_expose_routes*.js'],
] as const) {
  test(`a hanging ${what} shows the fallback within 5 s, and retry recovers`, async ({ page }) => {
    await page.route(pattern, () => undefined);
    await openHomeAndExpectFallback(page);
    await page.unroute(pattern);
    await retryAndExpectCatalog(page);
  });
}

test('a remote missing from the remote map shows the fallback while others load', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, string>;
    delete config.catalog;
    await route.fulfill({ response, json: config });
  });
  // The page carries the same map inline (read instead of /remotes.json): drop it there too.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/"catalog":"[^"]*",?/, '');
      await route.fulfill({ response, body: html });
    },
  );
  await openHomeAndExpectFallback(page);
  await page.goto('/my');
  await expect(remotePage(page, 'member')).toBeVisible();
});
