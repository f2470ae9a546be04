import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/account';
import { expectNoSidewaysScroll } from '../support/layout';
import { expectShell, remoteFallback, remotePage } from '../support/store';
import { expectNoMissingKeys, text } from '../support/texts';

const PHONE = { width: 360, height: 740 };
const LOCALES = ['ru', 'mx', 'br', 'en', 'me'] as const;
/** UI.md: the phone header is one compact row. */
const MAX_HEADER_PX = 64;

/** Opens the store in a locale, as a visitor who chose it before would. */
async function useLocale(page: Page, locale: string): Promise<void> {
  await page.addInitScript((chosen) => {
    localStorage.setItem('intl-locale', JSON.stringify({ type: 'string', content: chosen, timestamp: 0 }));
  }, locale);
}

async function headerHeight(page: Page): Promise<number> {
  const box = await page.getByTestId('shell-header').boundingBox();
  expect(box).not.toBeNull();
  return box!.height;
}

/** Every in-store address the links of a part of the page lead to. */
async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(`${selector} a[href^="/"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

/** A real page: drawn, with a heading, neither the 404 page nor a remote's fallback. */
async function expectRealPage(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await expectShell(page);
  await expect(page.locator('main h1').first(), href).toBeAttached();
  await expect(page.getByTestId('error-page-404'), href).toHaveCount(0);
  await expect(page.getByTestId('remote-fallback'), href).toHaveCount(0);
  await expectNoMissingKeys(page);
}

for (const locale of ['ru', 'br'] as const) {
  test.describe(`on a phone in ${locale}`, () => {
    test.use({ viewport: PHONE });

    test('every link of the header and the footer leads to a real page, under a one-row header', async ({ page }) => {
      await useLocale(page, locale);
      await page.goto('/');
      await expect(remotePage(page, 'catalog')).toBeVisible();
      expect(await headerHeight(page)).toBeLessThanOrEqual(MAX_HEADER_PX);
      const hrefs = [...(await hrefsIn(page, '[data-testid="shell-header"]')), ...(await hrefsIn(page, '[data-testid="shell-footer"]'))];
      expect(hrefs).toEqual(expect.arrayContaining(['/login', '/service', '/help', '/agreement']));
      for (const href of new Set(hrefs)) {
        await expectRealPage(page, href);
        expect(await headerHeight(page), href).toBeLessThanOrEqual(MAX_HEADER_PX);
      }
    });

    test('every item of the account menu leads to a real page, and the header stays one row signed in', async ({ page }) => {
      await useLocale(page, locale);
      await signInAsDemo(page, '/');
      expect(await headerHeight(page)).toBeLessThanOrEqual(MAX_HEADER_PX);
      // The account is an initial on a phone: the address never breaks across lines.
      const account = page.getByTestId('shell-header').getByRole('button', { name: 'demo@topup.test' });
      await expect(account).toBeVisible();
      expect((await account.boundingBox())!.height).toBeLessThanOrEqual(44);
      await account.click();
      const items = page.getByRole('menu').getByRole('menuitem');
      const hrefs = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')).filter((href): href is string => href !== null));
      // br has coupons but no wallet (docs/storefronts.md); everyone has invitations.
      expect(hrefs).toContain('/service');
      expect(hrefs).toContain('/my/coupon');
      expect(hrefs.includes('/my/wallet')).toBe(locale === 'ru');
      expect(hrefs).toContain('/my/invitation');
      for (const href of [...hrefs, ...(await hrefsIn(page, '[data-testid="shell-footer"]'))]) {
        await expectRealPage(page, href);
        expect(await headerHeight(page), href).toBeLessThanOrEqual(MAX_HEADER_PX);
      }
      await page.goto('/my');
      for (const href of await hrefsIn(page, 'main')) await expectRealPage(page, href);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the header steps aside on scroll down and comes back on scroll up; search and locale open from icons', async ({ page }) => {
    await page.goto('/');
    await expect(remotePage(page, 'catalog')).toBeVisible();
    const header = page.getByTestId('shell-header');
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(header).not.toHaveAttribute('data-hidden');
    await expect(header).toBeInViewport();

    await expect(page.getByRole('combobox', { name: 'Поиск игр и товаров' })).toBeHidden();
    await header.getByRole('button', { name: 'Открыть поиск' }).click();
    const box = page.getByRole('combobox', { name: 'Поиск игр и товаров' });
    await expect(box).toBeFocused();
    await box.fill('Genshin');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=Genshin$/);
    await expect(box).toBeHidden();
    expect(await headerHeight(page)).toBeLessThanOrEqual(MAX_HEADER_PX);

    await page.getByTestId('locale-switcher').selectOption('br');
    await expect(header.getByRole('button', { name: 'Abrir busca' })).toBeVisible();
  });

  test('a page opened from far down another starts at its top: the sign-in heading is never under the header', async ({ page }) => {
    await page.goto('/');
    await expect(remotePage(page, 'catalog')).toBeVisible();
    const header = page.getByTestId('shell-header');
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 1500);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await page.mouse.wheel(0, -100);
    await header.getByRole('link', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/login/);
    const heading = page.locator('main h1').first();
    await expect(heading).toBeInViewport();
    const headerBox = (await header.boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  });
});

test('the phone header is one row that fits 360 px and 320 px in every locale, signed out and in', async ({ page }) => {
  for (const signedIn of [false, true]) {
    if (signedIn) await signInAsDemo(page, '/');
    for (const locale of LOCALES) {
      await page.setViewportSize(PHONE);
      await page.goto('/');
      await page.getByTestId('locale-switcher').selectOption(locale);
      const header = page.getByTestId('shell-header');
      await expect(header.getByRole('button', { name: text(locale, 'nav.openSearch') })).toBeVisible();
      // A small phone too: "Iniciar sesión" (mx, signed out) once made the page scroll 8 px there.
      for (const width of [PHONE.width, 320]) {
        await page.setViewportSize({ ...PHONE, width });
        const what = `${width} px, ${locale}, ${signedIn ? 'signed in' : 'signed out'}`;
        if (!signedIn) await expect(header.getByRole('link', { name: text(locale, 'nav.login'), exact: true }), what).toBeInViewport({ ratio: 1 });
        expect(await headerHeight(page), what).toBeLessThanOrEqual(MAX_HEADER_PX);
        await expectNoSidewaysScroll(page, what);
      }
    }
    await page.getByTestId('locale-switcher').selectOption('ru');
  }
});

test('the header is one row at 1280 px in every locale, signed out and in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const signedIn of [false, true]) {
    if (signedIn) await signInAsDemo(page, '/');
    for (const locale of LOCALES) {
      await page.goto('/');
      await page.getByTestId('locale-switcher').selectOption(locale);
      await expect(page.getByTestId('shell-header').getByRole('link', { name: text(locale, 'nav.support') })).toBeVisible();
      const what = `${locale}, ${signedIn ? 'signed in' : 'signed out'}`;
      expect(await headerHeight(page), what).toBeLessThanOrEqual(MAX_HEADER_PX);
      await expectNoSidewaysScroll(page, what);
    }
    await page.getByTestId('locale-switcher').selectOption('ru');
  }
});

test('an unknown address shows the 404 page where it was typed, with ways home and to support', async ({ page }) => {
  const response = await page.goto('/no-such-page?from=typo');
  // The server knows the store's pages (the shared route table) and says 404 too.
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-page-404')).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-page\?from=typo$/);
  await expect(page.getByTestId('error-page-404').getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', '/service');
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(remotePage(page, 'catalog')).toBeVisible();
});

test('the first Tab reaches the skip link, which moves the keyboard to the page', async ({ page }) => {
  await page.goto('/');
  await expect(remotePage(page, 'catalog')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the home page does not jump while its banners load on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The banners arrive last, as on a slow phone network.
  await page.route('**/galleryInfo**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Акции' })).toBeVisible();
  // The recent purchases, far below the first screen, are drawn as the visitor scrolls near them.
  await page.mouse.wheel(0, 3000);
  await expect(page.getByTestId('buyer-orders')).toBeVisible();
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: { total: number } }).layoutShift.total);
  // web.dev's "good" cumulative layout shift.
  expect(shift).toBeLessThan(0.1);
});

test("the home page's recent purchases wait, in a box of their size, until a phone's visitor scrolls near them", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Акции' })).toBeVisible();
  const standIn = page.getByTestId('render-when-near');
  await expect(standIn).toBeAttached();
  await expect(page.getByTestId('buyer-orders')).toHaveCount(0);
  const reserved = (await standIn.boundingBox())?.height;
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.mouse.wheel(0, 3000);
  const ticker = page.getByTestId('buyer-orders');
  await expect(ticker).toBeVisible();
  expect((await ticker.boundingBox())?.height).toBe(reserved);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(pageHeight);
});

test('a part of the store that cannot load still leads to support', async ({ page }) => {
  await page.route('**/remotes/member/**', (route) => route.abort('connectionrefused'));
  await page.goto('/my');
  const fallback = remoteFallback(page, 'member');
  await expect(fallback).toBeVisible();
  await fallback.getByRole('link', { name: 'Написать в поддержку' }).click();
  await expect(page).toHaveURL(/\/service$/);
  await expect(remotePage(page, 'catalog')).toBeVisible();
});
