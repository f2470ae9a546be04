import { expect, test } from '@playwright/test';
import { remotePage } from '../support/store';

test('a signed-in visitor gets the account menu on hover and can sign out', async ({ page }) => {
  // Accounts arrive with their own issue; a stored access token is what "signed in" means here.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('intl-access_token', JSON.stringify({ type: 'string', content: 'e2e-token', timestamp: Date.now() }));
  });
  await page.goto('/');
  await expect(remotePage(page, 'catalog')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Мой аккаунт' }).hover();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Мой аккаунт', 'Мои заказы', 'Приглашения', 'Безопасность', 'Помощь', 'Выйти']);
  await menu.getByRole('menuitem', { name: 'Мои заказы' }).click();
  await expect(remotePage(page, 'member')).toBeVisible();

  await page.getByRole('button', { name: 'Мой аккаунт' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
});

test('the header works on a phone-sized window', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/my');
  await expect(remotePage(page, 'member')).toBeVisible();
  for (const name of ['Главная', 'Игровая зона', 'Мои заказы', 'Мой аккаунт', 'Войти']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeInViewport();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
