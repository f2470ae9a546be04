import { expect, test, type Page } from '@playwright/test';
import { REMOTE_HOME, expectShell, navigateInApp, remotePage } from '../support/store';

const HOME_LINK = { ru: 'Главная', mx: 'Inicio', br: 'Início', en: 'Home', me: 'Home' } as const;
/** The page's language for screen readers: a language tag, not the store's locale code. */
const PAGE_LANG = { ru: 'ru', mx: 'es-MX', br: 'pt-BR', en: 'en', me: 'en-AE' } as const;

/** A text key shown instead of words looks like "nav.home" or "title.my". */
async function expectNoMissingKeys(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(nav|title|footer|placeholder|remote|errorPage|validation)\.[a-zA-Z]+/);
}

test('a visitor switches the store to each locale, sees its texts everywhere and keeps the choice', async ({ page }) => {
  await page.goto('/');
  await expect(remotePage(page, 'catalog')).toBeVisible();
  for (const locale of ['mx', 'br', 'en', 'me', 'ru'] as const) {
    await page.getByTestId('locale-switcher').selectOption(locale);
    await expect(page.getByRole('navigation').getByRole('link', { name: HOME_LINK[locale], exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-locale', locale);
    await expect(page.locator('html')).toHaveAttribute('lang', PAGE_LANG[locale]);
    for (const path of [...Object.values(REMOTE_HOME), '/login', '/404']) {
      await navigateInApp(page, path);
      await expectShell(page);
      await expectNoMissingKeys(page);
    }
  }

  await page.getByTestId('locale-switcher').selectOption('br');
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Início', exact: true })).toBeVisible();
  await expect(page.getByTestId('locale-switcher')).toHaveValue('br');
});

test('a visitor whose connection drops while switching the locale is told so and can switch once back online', async ({ page, context }) => {
  await page.goto('/');
  await expect(remotePage(page, 'catalog')).toBeVisible();
  await context.setOffline(true);
  await page.getByTestId('locale-switcher').selectOption('br');
  await expect(page.getByRole('alert')).toHaveText(/Не удалось переключить язык/);
  await expect(page.getByTestId('locale-switcher')).toHaveValue('ru');
  await expect(page.locator('html')).toHaveAttribute('data-locale', 'ru');
  await context.setOffline(false);
  await page.getByTestId('locale-switcher').selectOption('br');
  await expect(page.getByRole('navigation').getByRole('link', { name: HOME_LINK.br, exact: true })).toBeVisible();
});

test('locale texts are downloaded again only when their version changes', async ({ page }) => {
  // Bytes that came over the network per request (DevTools): the page's preload of the texts and
  // the shell's fetch of them are one download, and a cached copy is none.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  const textUrls = new Map<string, string>();
  const downloads: string[] = [];
  devtools.on('Network.requestWillBeSent', (event) => {
    if (/\/locales\/[\w.]+\.json/.test(event.request.url)) textUrls.set(event.requestId, event.request.url);
  });
  devtools.on('Network.loadingFinished', (event) => {
    const url = textUrls.get(event.requestId);
    if (url && event.encodedDataLength > 0) downloads.push(url);
  });
  await page.goto('/');
  await expect(remotePage(page, 'catalog')).toBeVisible();
  expect(downloads.filter((url) => url.includes('/locales/ru.json'))).toHaveLength(1);
  await page.reload();
  await expect(remotePage(page, 'catalog')).toBeVisible();
  expect(downloads.filter((url) => url.includes('/locales/ru.json'))).toHaveLength(1);
  // Each page carries the current version stamps inline: no request for them.
  expect([...textUrls.values()].filter((url) => url.includes('/locales/versions.json'))).toHaveLength(0);
});

/** The answers index.html carries inline (server/src/static/firstAnswers.ts). */
async function inlineAnswers(html: string): Promise<{ path: string; payload: object; envelope: { data: unknown } }[]> {
  const block = /<script type="application\/json" id="topup-first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block ? (JSON.parse(block) as { answers: { path: string; payload: object; envelope: { data: unknown } }[] }).answers : [];
}

test('the shell has the pay ways of the current storefront from the page, and asks for them after a switch', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/order/v2/getPayWays')) asked.push(new URL(request.url()).search);
  });
  const response = await page.goto('/');
  const rub = (await inlineAnswers((await response?.text()) ?? '')).find((answer) => answer.path === '/order/v2/getPayWays');
  expect(rub?.payload).toEqual({ currencyName: 'RUB' });
  expect((rub?.envelope.data as { payWay: string }[])[0]?.payWay).toBe('CARDPAY_RU');
  await expect(remotePage(page, 'catalog')).toBeVisible();
  const brlPayWays = page.waitForResponse((response) => response.url().includes('/api/order/v2/getPayWays?currencyName=BRL'));
  await page.getByTestId('locale-switcher').selectOption('br');
  expect(((await (await brlPayWays).json()) as { data: { payWay: string }[] }).data.map((payWay) => payWay.payWay)).toEqual(['PIX', 'MERCADO_PAGO', 'card']);
  expect(asked).toEqual(['?currencyName=BRL']);
});
