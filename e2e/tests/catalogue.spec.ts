import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, wordsSplitAcrossLines } from '../support/layout';
import { remotePage } from '../support/store';

/** Every loading skeleton of the page has been replaced by content (or an empty or error state). */
async function expectLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('loading-state')).toHaveCount(0, { timeout: 15_000 });
}

/** A text key shown instead of words looks like "catalog.home.noOrders" or "ui.retry". */
async function expectNoMissingKeys(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(catalog|ui|nav|title|footer|placeholder|remote|errorPage|validation)\.[a-zA-Z]+/);
}

test('a visitor finds Genshin Impact in Russian, picks a SKU and quantity, shares it and reaches the order confirmation', async ({ page }) => {
  await page.goto('/');
  await expect(remotePage(page, 'catalog')).toBeVisible();
  await expectLoaded(page);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const box = page.getByRole('combobox', { name: 'Поиск игр и товаров' });
  await box.fill('геншин');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=%D0%B3%D0%B5%D0%BD%D1%88%D0%B8%D0%BD$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты по запросу «геншин»');
  const products = page.getByRole('region', { name: /^Товары: \d+$/ });
  const genshinProduct = products.getByRole('link').filter({ hasText: 'Genshin Impact' }).first();
  await expect(genshinProduct).toBeVisible();
  await genshinProduct.click();

  await expect(page).toHaveURL(/\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The product's own window, not the footer's store-wide promise in the same words.
  await expect(remotePage(page, 'catalog').getByText('Пополнение за 0–15 мин после оплаты')).toBeVisible();

  // The second SKU that can be bought (or the only one), chosen by clicking its card.
  const buyable = page.getByRole('group', { name: 'Выберите номинал' }).getByRole('radio', { disabled: false });
  await expect(buyable.first()).toBeAttached();
  const sku = (await buyable.count()) > 1 ? buyable.nth(1) : buyable.first();
  const skuId = await sku.getAttribute('value');
  // The card around the radio (its label) is what a visitor clicks.
  await sku.locator('xpath=..').click();
  await expect(sku).toBeChecked();

  // Two steps up from 1 by keyboard, within the SKU's limit.
  const quantity = page.getByRole('spinbutton', { name: 'Количество' });
  const max = Number(await quantity.getAttribute('aria-valuemax'));
  await quantity.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const expected = Math.min(3, max);
  await expect(quantity).toHaveAttribute('aria-valuenow', String(expected));

  await page.getByRole('button', { name: 'Поделиться' }).click();
  const dialog = page.getByRole('dialog', { name: 'Поделиться товаром' });
  const poster = dialog.getByTestId('product-poster');
  await expect(poster).toBeVisible();
  const qr = poster.getByRole('img', { name: 'QR-код ссылки на товар' });
  await expect(qr).toBeVisible();
  // The QR code is the server's image: black modules on white.
  const darkPixels = await qr.evaluate(async (element) => {
    const image = element as HTMLImageElement;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context!.drawImage(image, 0, 0, canvas.width, canvas.height);
    const { data } = context!.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 64) dark += 1;
    return dark;
  });
  expect(darkPixels).toBeGreaterThan(100);
  await expect(dialog.getByRole('textbox', { name: 'Ссылка на товар' })).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/(d|detail)\/[\w-]+$/);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Сохранить картинку' }).click();
  expect((await download).suggestedFilename()).toMatch(/^topup-[\w-]+\.png$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Купить' }).click();
  await expect(page).toHaveURL(/\/ordre\/confirm\?/);
  await expect(remotePage(page, 'checkout')).toBeVisible();
  const query = new URL(page.url()).searchParams;
  expect(JSON.parse(query.get('productSpecDetailIds') ?? '')).toEqual([{ skuId, quantity: expected }]);
  expect(query.get('flag')).toBe('info');
  expect(query.get('signStr')).toMatch(/^[0-9A-F]{32}$/);
});

test('the home page is complete in each locale, with no text keys showing', async ({ page }) => {
  await page.goto('/');
  await expectLoaded(page);
  const currency = { ru: /₽/, mx: /(?<!R)\$/, br: /R\$/, en: /(?<!R)\$/, me: /SAR/ } as const;
  for (const locale of ['mx', 'br', 'en', 'me', 'ru'] as const) {
    await page.getByTestId('locale-switcher').selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('data-locale', locale);
    // The products were asked for again: their prices are in the storefront's currency.
    await expect(page.locator('a[href^="/detail/"]').filter({ hasText: currency[locale] }).first()).toBeVisible();
    await expectLoaded(page);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoMissingKeys(page);
  }
});

test('the catalogue fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expectLoaded(page);
  await expectNoSidewaysScroll(page);
  const product = page.locator('a[href^="/detail/"]:visible').first();
  await product.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLoaded(page);
  await expectNoSidewaysScroll(page);
  const buy = page.getByRole('button', { name: /^(Купить|Нет в наличии)$/ });
  await buy.scrollIntoViewIfNeeded();
  await expect(buy).toBeInViewport();
});

test('on a 320 px phone titles, games and products keep their words whole and the banner its title on the scrim', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  for (const path of ['/agreement', '/activies/ext/list', '/']) {
    await page.goto(path);
    // Sections far below the first screen are drawn when the visitor comes near them: scroll down.
    await page.waitForLoadState('networkidle');
    await expect(async () => {
      await page.mouse.wheel(0, 2_000);
      await expect(page.getByTestId('render-when-near')).toHaveCount(0, { timeout: 500 });
    }).toPass();
    await expectLoaded(page);
    await expectNoSidewaysScroll(page);
    expect(await wordsSplitAcrossLines(page.getByRole('main')), `words split at 320 px on ${path}`).toEqual([]);
  }
  // The title's safe area is the frame's left 60% (padding included); its longest word stays inside.
  const overrun = await page.locator('section[aria-roledescription] a span[aria-hidden="true"]').first().evaluate((caption) => {
    const frame = caption.getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(caption).paddingRight);
    const words = document.createRange();
    words.selectNodeContents(caption);
    return Math.max(...Array.from(words.getClientRects(), (line) => line.right)) - (frame.right - padding);
  });
  expect(overrun, 'the banner title runs past its scrim').toBeLessThanOrEqual(0);
});
