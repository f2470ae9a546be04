import { expect, test, type Page } from '@playwright/test';
import { navigateInApp, refusedByPolicy, remotePage } from '../support/store';

/**
 * Issue 10, the first screen: index.html carries the public answers the page's first render needs
 * (server/src/static/firstAnswers.ts), so the product page renders without asking for them, and
 * nothing on the first screen moves while the page starts.
 */
const PRODUCT_PATH = '/detail/1011';
/** The same product by the short link its share dialog gives out. */
const SHORT_LINK_PATH = '/d/pubg-uc';
const OTHER_PRODUCT_PATH = '/detail/1012';
const PRODUCT_CALL = /\/api\/display\/v1\/product\/getProductById\//;

/** The product detail requests the page makes from now on. */
function productRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (PRODUCT_CALL.test(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** The layout shift score of the page so far (what Lighthouse reports as CLS, without input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test('the product page renders its product and buy button from index.html, and a later product is asked for', async ({ page }) => {
  const asked = productRequests(page);
  await page.goto(PRODUCT_PATH);
  await expect(remotePage(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText('PUBG Mobile: UC');
  await expect(page.getByRole('button', { name: 'Купить', exact: true })).toBeVisible();
  // The server's static picture of the page is gone once the page is drawn.
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  await navigateInApp(page, OTHER_PRODUCT_PATH);
  await expect(page).toHaveURL(OTHER_PRODUCT_PATH);
  await expect(remotePage(page, 'catalog').getByRole('heading', { level: 1 })).not.toHaveText('PUBG Mobile: UC');
  expect(asked).toEqual(['/api/display/v1/product/getProductById/1012']);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the static first screen shows the product, hidden from assistive technology, and the no-script notice over it', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    const firstScreen = page.locator('#first-screen');
    await expect(firstScreen).toHaveAttribute('aria-hidden', 'true');
    // The demo's 1 kB SVG comes inside the page.
    await expect(firstScreen.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect(firstScreen).toContainText('PUBG Mobile: UC');
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.locator('.no-script')).toBeVisible();
  });

  test("a product's short link gets the same first screen", async ({ page }) => {
    await page.goto(SHORT_LINK_PATH);
    await expect(page.locator('#first-screen')).toContainText('PUBG Mobile: UC');
  });
});

test('answers written for another locale than the visitor chose are not used', async ({ page }) => {
  // A choice in local storage from before the locale cookie: the server writes Russian answers.
  await page.addInitScript(() => {
    if (!document.cookie.includes('topup-locale=')) localStorage.setItem('intl-locale', JSON.stringify({ type: 'string', content: 'en', timestamp: 0 }));
  });
  const asked = productRequests(page);
  await page.goto(PRODUCT_PATH);
  await expect(page.getByRole('button', { name: 'Buy now', exact: true })).toBeVisible();
  await expect(page.getByText('Хит')).toHaveCount(0);
  expect(asked).toEqual(['/api/display/v1/product/getProductById/1011']);
});

for (const path of ['/', PRODUCT_PATH]) {
  test(`${path} starts without layout shift`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('loading-state')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
}

test('a first visit asks the API nothing: the shell and the page start from the answers index.html carries', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  // The game list, customer service, the content pages, an activity and a search: their addresses name their calls.
  const addressAnswered = ['/activies/ext/list', '/service', '/agreement', '/help', '/act/genshin-welkin', '/search?keyword=pubg'];
  for (const path of ['/', PRODUCT_PATH, SHORT_LINK_PATH, '/my/order', ...addressAnswered]) {
    await page.goto(path);
    await expect(page.getByTestId('loading-state')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  }
  expect(asked).toEqual([]);
});

test("the page's inline scripts run under its security policy, and what it asks for after the first paint is downloaded once", async ({ page }) => {
  const refused = refusedByPolicy(page);
  const requested = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    // A preload 'as fetch' shows as 'other', the client's own fetch as 'fetch'.
    if (['script', 'fetch', 'other'].includes(request.resourceType())) requested.set(pathname + search, (requested.get(pathname + search) ?? 0) + 1);
  });
  for (const [path, remote] of [['/', 'catalog'], [PRODUCT_PATH, 'catalog'], [SHORT_LINK_PATH, 'catalog'], ['/my/order', 'member']] as const) {
    requested.clear();
    await page.goto(path);
    // The route's remote is drawn (the static first screen alone has none), and has loaded.
    await expect(remotePage(page, remote)).toBeVisible();
    await expect(page.getByTestId('loading-state')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // The preload and the client's own load of the texts or the manifest are one download.
    expect([...requested].filter(([, count]) => count > 1)).toEqual([]);
    const files = [...requested.keys()];
    expect(files.filter((url) => /^\/main\.[0-9a-f]+\.js$/.test(url) || url.endsWith('/remoteEntry.js'))).toHaveLength(2);
    expect(files.filter((url) => url.endsWith('/mf-manifest.json'))).toHaveLength(1);
    // Later pages have the texts in local storage: only the first asks for them for sure.
    if (path === '/') expect(files.filter((url) => url.startsWith('/locales/ru.json'))).toHaveLength(1);
  }
  expect(refused).toEqual([]);
});
