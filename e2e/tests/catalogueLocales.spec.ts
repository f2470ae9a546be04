import { expect, test } from '@playwright/test';
import { navigateInApp } from '../support/store';
import { expectLoaded, expectNoMissingKeys, text } from '../support/texts';

const LOCALES = ['ru', 'mx', 'br', 'en', 'me'] as const;
/** Pages of the catalogue and the activity page, with demo data behind each (docs/catalogue.md). */
const PAGES = ['/detail/1021', '/d/pubg-uc', '/activies/ext/list', '/search?keyword=pubg', '/service', '/act/genshin-welkin', '/detail/empty'];

for (const locale of LOCALES) {
  test(`the catalogue's pages and the order confirmation show no text key in ${locale}`, async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('locale-switcher').selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('data-locale', locale);
    for (const path of PAGES) {
      await navigateInApp(page, path);
      await expectLoaded(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoMissingKeys(page);
    }
    await navigateInApp(page, '/detail/1011');
    await expectLoaded(page);
    await page.getByRole('button', { name: text(locale, 'catalog.product.buy'), exact: true }).click();
    await expect(page).toHaveURL(/\/ordre\/confirm\?/);
    await expectLoaded(page);
    await expectNoMissingKeys(page);
  });
}
