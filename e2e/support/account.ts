import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { remotePage, type RemoteName } from './store';

/** The latest code mailed to an address, read from the store's development outbox. */
export async function codeFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  const html = await (await request.get('/dev/outbox')).text();
  const mail = html.split('<article>').find((article) => article.includes(`To: ${email}`));
  const code = mail && /<pre>[^<]*?(\d{6})/.exec(mail)?.[1];
  expect(code, `a code mailed to ${email}`).toBeTruthy();
  return code!;
}

let accounts = 0;

/** A fresh address per call, so tests never share an account. */
export function newEmail(): string {
  accounts += 1;
  return `player${Date.now()}${accounts}@example.com`;
}

/**
 * Registers through the real calls (code mailed to the outbox, loginRegister), then lands on
 * /login?code= as the sign-in flow does, so the shell exchanges the code and returns to fromPage.
 */
export async function registerAndSignIn(page: Page, email: string, fromPage = '/'): Promise<void> {
  const send = await page.request.get('/api/user/verification/code/sendVerificationCode', { params: { email, scene: 'register' } });
  expect((await send.json()).code).toBe(1);
  const code = await codeFromOutbox(page.request, email);
  const login = await page.request.post('/api/user/login/code/loginRegister', { data: { email, code, password: 'Passw0rd!' } });
  const body = (await login.json()) as { code: number; data: { code: string } };
  expect(body.code).toBe(1);
  await page.goto(`/login?code=${encodeURIComponent(body.data.code)}&fromPage=${encodeURIComponent(fromPage)}`);
  await expect(page).toHaveURL(new RegExp(`${fromPage.replace(/[/?]/g, '\\$&')}$`));
}

/** The seeded demo customer (server/src/db/demoCustomer.ts, docs/money.md): 5 000 ₽ and 50 $ in the wallet. */
export const DEMO = { email: 'demo@topup.test', password: 'Demo2026' } as const;

/**
 * Closes the coupon pop-up whenever it covers the page. It opens, in storefronts with coupons,
 * for a customer holding unread coupons (the demo customer's seeded one) until one test closes it.
 */
export async function closeCouponPopupWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('coupon-popup-image'), async () => {
    await page.keyboard.press('Escape');
  });
}

/**
 * Signs the demo customer in as the login page would (the password login's code, exchanged by the
 * shell) and lands on `fromPage`, drawn by the remote `lands`; the coupon pop-up is closed
 * whenever it shows.
 */
export async function signInAsDemo(page: Page, fromPage: string, lands: RemoteName = 'catalog'): Promise<void> {
  await closeCouponPopupWhenShown(page);
  const login = await page.request.post('/api/user/login/v2/loginIn', { data: DEMO });
  const { data } = (await login.json()) as { data: { code: string } };
  await page.goto(`/login?code=${encodeURIComponent(data.code)}&fromPage=${encodeURIComponent(fromPage)}`);
  await expect(remotePage(page, lands)).toBeVisible();
}
