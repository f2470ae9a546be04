import { expect, test } from '@playwright/test';
import { expectShell, remotePage } from '../support/store';

test('the shell renders with the catalog home loaded at run time', async ({ page }) => {
  await page.goto('/');
  await expectShell(page);
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(remotePage(page, 'catalog')).toBeVisible();
  await expect(page).toHaveTitle('Пополнение игр · TopUp');
});

test('an unknown path shows the 404 page in place, with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByTestId('error-page-404')).toBeVisible();
  await expectShell(page);
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(remotePage(page, 'catalog')).toBeVisible();
});

test('the server error page offers a refresh that reloads the page, inside the shell', async ({ page }) => {
  await page.goto('/500');
  await expect(page.getByTestId('error-page-500')).toBeVisible();
  await expectShell(page);
  await expect(page).toHaveTitle(/TopUp/);
  await page.evaluate(() => ((window as unknown as { beforeRefresh: boolean }).beforeRefresh = true));
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Обновить' }).click()]);
  expect(await page.evaluate(() => (window as unknown as { beforeRefresh?: boolean }).beforeRefresh)).toBeUndefined();
  await expect(page.getByTestId('error-page-500')).toBeVisible();
});

test('the header navigates between remotes without reloading', async ({ page }) => {
  await page.goto('/');
  await expect(remotePage(page, 'catalog')).toBeVisible();
  await page.getByRole('link', { name: 'Мои заказы' }).click();
  await expect(page).toHaveURL(/\/my\/order$/);
  await expect(remotePage(page, 'member')).toBeVisible();
  await page.getByRole('link', { name: 'Помощь' }).click();
  await expect(remotePage(page, 'activities')).toBeVisible();
});

test('the header search leads to the catalogue results and offers past searches', async ({ page }) => {
  await page.goto('/my');
  const box = page.getByRole('combobox', { name: 'Поиск игр и товаров' });
  await box.fill('Genshin Impact');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=Genshin\+Impact$/);
  await expect(remotePage(page, 'catalog')).toBeVisible();
  await page.reload();
  await expect(page.locator('datalist option')).toHaveAttribute('value', 'Genshin Impact');
});
