import { expect, test, type Page } from '@playwright/test';
import { remotePage } from '../support/store';

/** The seeded demo customer (server/src/db/demoCustomer.ts, docs/money.md). */
const DEMO = { email: 'demo@topup.test', password: 'Demo2026' };

/** Gives the demo customer a new, unread coupon through the development money page. */
async function grantUnreadCoupon(page: Page): Promise<void> {
  const html = await (await page.request.get('/dev/money')).text();
  const templateId = /<option value="(\d+)">\d+: Скидка 100 ₽ \(RUB\)<\/option>/.exec(html)?.[1];
  expect(templateId, 'the demo coupon template').toBeTruthy();
  const granted = await page.request.post('/dev/money/grant', { form: { email: DEMO.email, templateId: templateId! } });
  expect(await granted.text()).toContain(`granted to ${DEMO.email}`);
}

/** The answer of the next unread-coupon check the page makes. */
function nextUnreadCheck(page: Page): Promise<boolean> {
  return page
    .waitForResponse((response) => response.url().includes('/api/user/front/user/queryUnreadCoupon'))
    .then(async (response) => ((await response.json()) as { data: boolean }).data);
}

test('in a storefront without coupons (en) the pop-up never shows, even with unread coupons', async ({ page }) => {
  await grantUnreadCoupon(page);
  const unreadChecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('queryUnreadCoupon')) unreadChecks.push(request.url());
  });
  await page.goto('/');
  await page.getByTestId('locale-switcher').selectOption('en');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true })).toBeVisible();

  // Sign in as the sign-in page would: the password login's code, exchanged by the shell.
  const login = await page.request.post('/api/user/login/v2/loginIn', { data: DEMO });
  const { data } = (await login.json()) as { data: { code: string } };
  const balances = page.waitForResponse((response) => response.url().includes('/getUserBalanceAmount'));
  await page.goto(`/login?code=${encodeURIComponent(data.code)}&fromPage=%2Fmy`);
  await expect(page).toHaveURL(/\/my$/);
  await expect(remotePage(page, 'member')).toBeVisible();
  // The polling round that would have asked about coupons has run.
  await balances;
  await page.goto('/');
  await expect(remotePage(page, 'catalog')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(unreadChecks).toEqual([]);
});

test('the demo customer signs in (ru), follows the pop-up to the coupons, and it stays dismissed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();

  const popup = page.getByRole('dialog', { name: 'Вам начислены купоны' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Открыть мои купоны' })).toBeFocused();
  const markedRead = page.waitForResponse((response) => response.url().includes('/api/user/front/user/readCoupon'));
  await popup.getByRole('link', { name: 'Открыть мои купоны' }).click();
  await expect(page).toHaveURL(/\/my\/coupon$/);
  expect(((await (await markedRead).json()) as { data: { marked: number } }).data.marked).toBeGreaterThan(0);
  await expect(popup).toBeHidden();
  await expect(remotePage(page, 'member')).toBeVisible();

  const afterReload = nextUnreadCheck(page);
  await page.reload();
  expect(await afterReload).toBe(false);
  await expect(remotePage(page, 'member')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const onHome = nextUnreadCheck(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Главная', exact: true }).click();
  expect(await onHome).toBe(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
