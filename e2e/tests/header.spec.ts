import { expect, test } from '@playwright/test';
import { registerAndSignIn, newEmail } from '../support/account';
import { expectNoSidewaysScroll } from '../support/layout';
import { remotePage } from '../support/store';

test('a visitor signs in through the code flow, gets the account menu on hover and can sign out', async ({ page }) => {
  const email = newEmail();
  // The member pages offer their own sign-in link to visitors; the header's is the one tested.
  const headerLogin = page.getByTestId('shell-header').getByRole('link', { name: 'Войти' });
  await registerAndSignIn(page, email, '/my');
  await expect(remotePage(page, 'member')).toBeVisible();
  await expect(headerLogin).toHaveCount(0);

  await page.getByRole('button', { name: email }).hover();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Мой аккаунт', 'Мои заказы', 'Возвраты', 'Кошелёк', 'Купоны', 'Приглашения', 'Безопасность', 'Помощь', 'Поддержка', 'Выйти']);
  await menu.getByRole('menuitem', { name: 'Мои заказы' }).click();
  await expect(page).toHaveURL(/\/my\/order$/);

  await page.reload();
  await expect(page.getByRole('button', { name: email })).toBeVisible();

  await page.getByRole('button', { name: email }).focus();
  await page.keyboard.press('Enter');
  const logout = page.waitForResponse('**/oauth/logout');
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(headerLogin).toBeVisible();
  // The server revoked the session the browser just forgot.
  expect(((await (await logout).json()) as { code: number }).code).toBe(1);
  // Signing out leads home, and the member page left behind asks the server nothing more, so no
  // 401 sends the visitor on to /login.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(headerLogin).toBeVisible();
});

test('the header works on a phone-sized window', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/my');
  await expect(remotePage(page, 'member')).toBeVisible();
  const header = page.getByTestId('shell-header');
  for (const name of ['Открыть поиск', 'Язык']) await expect(header.getByRole(name === 'Язык' ? 'combobox' : 'button', { name })).toBeInViewport();
  await expect(header.getByRole('link', { name: 'Войти', exact: true })).toBeInViewport();
  await expect(page.getByTestId('shell-footer').getByRole('link', { name: 'Игровая зона' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
