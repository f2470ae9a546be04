import { expect, test, type Page } from '@playwright/test';
import { codeFromOutbox, newEmail, registerAndSignIn } from '../support/account';
import { PRODUCT_PATH, confirmOrderFor, payButton } from '../support/checkout';
import { expectNoSidewaysScroll } from '../support/layout';
import { remotePage } from '../support/store';

const PASSWORD = 'Passw0rd!';
/** The invitee's own player id (checkout.ts PLAYERS are taken by other tests; not ending in 0 or 5). */
const INVITEE_PLAYER = '5123417';

/** Registers on /reg as a visitor would, after arriving through an invitation link. */
async function registerOnPage(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/reg\?fromPage=/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('button', { name: /Повторно через \d+ с/ })).toBeDisabled();
  await page.getByLabel('Код из письма').fill(await codeFromOutbox(page.request, email));
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Повторите пароль').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await expect(page.getByRole('button', { name: email })).toBeVisible();
}

test('an invitee who came through the link registers and buys; the inviter sees them, the order and the reward', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const inviterEmail = newEmail();
  await registerAndSignIn(page, inviterEmail, '/my/invitation');
  await expect(remotePage(page, 'member')).toBeVisible();
  const link = await page.getByTestId('invite-link').inputValue();
  expect(link).toMatch(/\/activies\/invitation\?inviteCode=[A-Z0-9]{8}$/);
  await page.getByRole('button', { name: 'Скопировать ссылку' }).click();
  await expect(page.getByTestId('invite-poster').getByRole('img', { name: 'QR-код ссылки-приглашения' })).toBeVisible();
  // The poster draws the server's QR image onto its canvas, which stays exportable (same origin).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Сохранить постер' }).click();
  expect((await download).suggestedFilename()).toMatch(/^topup-invite-[A-Z0-9]{8}\.png$/);
  await expect(page.getByText('По вашей ссылке пока никто не зарегистрировался.')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A new visitor, in a browser of their own, opens the link, registers and buys.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await expect(remotePage(visitor, 'activities')).toBeVisible();
  await expect(visitor.getByText(/Вас пригласил друг/)).toBeVisible();
  await expect(visitor.getByTestId('delivery-promise')).toContainText('10 минут');
  const inviteeEmail = newEmail();
  await registerOnPage(visitor, inviteeEmail);
  await visitor.goto(PRODUCT_PATH);
  await confirmOrderFor(visitor, 'ru', INVITEE_PLAYER);
  await visitor.getByRole('radio', { name: /СБП/ }).check();
  const email = visitor.getByLabel('E-mail');
  if (await email.isVisible()) await email.fill(inviteeEmail);
  await (await payButton(visitor, 'ru')).click();
  await expect(visitor).toHaveURL(/\/sandbox-pay\//);
  await visitor.getByRole('button', { name: 'Подтвердить оплату' }).click();
  await expect(visitor).toHaveURL(/\/deal\/paymentSucc\?orderNo=\d+$/);
  await expect(visitor.getByRole('heading', { name: 'Заказ выполнен' })).toBeVisible({ timeout: 60_000 });
  await visitorContext.close();

  // The inviter sees the invitee (masked), the order and the reward.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('invitee')).toContainText('Награда получена', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('invitee')).not.toContainText(inviteeEmail);
  await expect(page.getByTestId('invitee-order')).toContainText('Выполнен');
  await expect(page.getByTestId('invite-count')).toHaveText('1');
  await expect(page.getByTestId('invite-orders')).toHaveText('1');
  await expect(page.getByTestId('invite-rewards')).toContainText('100');
  await page.goto('/my/wallet');
  await expect(page.getByTestId('wallet-flow').first()).toContainText('100');
});
