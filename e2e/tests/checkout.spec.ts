import { expect, test } from '@playwright/test';
import { DEMO, newEmail, registerAndSignIn, signInAsDemo } from '../support/account';
import { confirmOrderFor, declinedOrder, payButton, PLAYERS, PRODUCT_PATH } from '../support/checkout';
import { expectNoSidewaysScroll, wordsSplitAcrossLines } from '../support/layout';
import { remotePage } from '../support/store';

test.describe.configure({ timeout: 90_000 });

test('the demo customer buys with the wallet and sees the order completed', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsDemo(page, PRODUCT_PATH);
  await confirmOrderFor(page, 'ru', PLAYERS.wallet);

  // The Russian card comes first and is chosen; the wallet shows its balance.
  const payWays = page.getByRole('radio');
  await expect(payWays.first()).toHaveAccessibleName(/Банковская карта \(Мир, Visa, Mastercard\)/);
  await expect(payWays.first()).toBeChecked();
  const wallet = page.getByRole('radio', { name: /Баланс магазина/ });
  await expect(page.locator('label').filter({ has: wallet })).toContainText(/На балансе \d/);
  await wallet.check();
  await expect(page.getByTestId('pay-way-notice')).toContainText(/Пополнение придёт через 0–\d+ мин после оплаты\./);
  await expectNoSidewaysScroll(page);
  // On a 320 px phone the pay ways' names wrap between words, never inside one ("Банковска|я").
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await wordsSplitAcrossLines(page.getByRole('group', { name: 'Способ оплаты' })), 'words split at 320 px').toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });

  await (await payButton(page, 'ru')).click();
  await expect(page).toHaveURL(/\/deal\/paymentSucc\?orderNo=\d+$/);
  await expect(page.getByRole('heading', { name: 'Заказ выполнен' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/my/order');
});

test('the demo customer pays with PIX on the sandbox page and sees the top-up arrive', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('locale-switcher').selectOption('br');
  await expect(page.locator('html')).toHaveAttribute('data-locale', 'br');
  await signInAsDemo(page, PRODUCT_PATH);
  await confirmOrderFor(page, 'br', PLAYERS.pix);

  // PIX is Brazil's default; no wallet in a storefront without the balance feature.
  await expect(page.getByRole('radio').first()).toHaveAccessibleName(/Pix/);
  await expect(page.getByRole('radio').first()).toBeChecked();
  await expect(page.getByRole('radio', { name: /Saldo da loja/ })).toHaveCount(0);
  await expect(page.getByTestId('pay-way-notice')).toContainText('cerca de 1 min');

  await page.getByLabel('Nome completo').fill('João da Silva');
  await page.getByLabel('E-mail').fill(DEMO.email);
  const cpf = page.getByLabel('CPF');
  await cpf.fill('123.456.789-00');
  await (await payButton(page, 'br')).click();
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(cpf).toBeFocused();
  await cpf.fill('529.982.247-25');
  await (await payButton(page, 'br')).click();

  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await expect(page.getByRole('img', { name: 'QR' })).toBeVisible();
  await page.getByRole('button', { name: 'Aprovar o pagamento' }).click();
  await expect(page).toHaveURL(/\/deal\/paymentSucc\?orderNo=\d+$/);
  await expect(page.getByRole('heading', { name: 'Pedido concluído' })).toBeVisible({ timeout: 60_000 });
});

test('a declined payment leads to /ordre/paymentError, and the order is paid again from there', async ({ page }) => {
  await signInAsDemo(page, PRODUCT_PATH);
  await confirmOrderFor(page, 'ru', PLAYERS.decline);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await (await payButton(page, 'ru')).click();

  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page).toHaveURL(/\/ordre\/paymentError\?orderNo=\d+&reason=declined$/);
  await expect(page.getByRole('alert')).toContainText('Платёж отклонён');

  await page.getByRole('link', { name: 'Оплатить снова' }).click();
  await expect(page).toHaveURL(/\/ordre\/reConfirm\?orderNo=\d+$/);
  await expect(page.getByTestId('player-summary')).toContainText(PLAYERS.decline);
  await expect(page.getByRole('radio', { name: /Банковская карта \(Мир/ })).toBeChecked();
  // The card's e-mail comes back from the declined attempt.
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.email);
  await (await payButton(page, 'ru')).click();

  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: 'Подтвердить оплату' }).click();
  await expect(page).toHaveURL(/\/deal\/paymentSucc\?orderNo=\d+$/);
  await expect(page.getByRole('heading', { name: 'Заказ выполнен' })).toBeVisible({ timeout: 60_000 });
});

test('on a phone, an unpaid order cancelled from its pay page shows the message in view, with the focus', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await declinedOrder(page);
  await page.getByRole('link', { name: 'Оплатить снова' }).click();
  await expect(page).toHaveURL(/\/ordre\/reConfirm\?orderNo=\d+$/);

  // The cancel button sits below the pay ways, out of the first screen.
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да, отменить' }).click();
  const cancelled = page.getByRole('heading', { name: 'Заказ отменён' });
  await expect(cancelled).toBeInViewport({ ratio: 1 });
  await expect(page.locator('[tabindex="-1"]:focus')).toContainText('Заказ отменён');
});

test('what a buyer typed follows them through sign-in, and the next account on the same computer starts with an empty form', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(PRODUCT_PATH);
  await page.getByRole('button', { name: 'Купить', exact: true }).click();
  await expect(page).toHaveURL(/\/ordre\/confirm\?productSpecDetailIds=/);
  const confirmUrl = new URL(page.url());
  const confirmPath = confirmUrl.pathname + confirmUrl.search;
  await page.getByLabel('ID игрока').fill(PLAYERS.member);
  await page.getByRole('button', { name: 'Войти и оплатить' }).click();
  await expect(page).toHaveURL(/\/login\?fromPage=/);

  const first = newEmail();
  await registerAndSignIn(page, first, confirmPath);
  await expect(page.getByLabel('ID игрока')).toHaveValue(PLAYERS.member);
  await expect(page.getByTestId('player-found')).toBeVisible();

  await page.getByRole('button', { name: first }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  await registerAndSignIn(page, newEmail(), confirmPath);
  await expect(page.getByLabel('ID игрока')).toHaveValue('');
  await expect(page.getByLabel('E-mail')).not.toHaveValue(first);
});
