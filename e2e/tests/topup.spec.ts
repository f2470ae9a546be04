import { expect, test } from '@playwright/test';
import { closeCouponPopupWhenShown, newEmail, registerAndSignIn } from '../support/account';
import { confirmOrderFor, payButton, PRODUCT_PATH } from '../support/checkout';
import { expectNoSidewaysScroll } from '../support/layout';
import { remotePage } from '../support/store';

test.describe.configure({ timeout: 180_000 });

/** A player of this test's own (docs/orders.md: an identical order within seconds would be another test's). */
const PLAYER = '5123406';

test('a new customer tops up by card and by USDT, sees the balance and the flows, then pays an order from the wallet', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await closeCouponPopupWhenShown(page);
  await registerAndSignIn(page, newEmail(), '/my/wallet');
  await expect(remotePage(page, 'member')).toBeVisible();
  const rubles = page.getByTestId('wallet-balance').filter({ hasText: 'RUB' });

  // By card through the sandbox's hosted page, back to the wallet's result view.
  await page.getByLabel('Сумма, ₽').fill('0');
  await page.getByRole('button', { name: 'Пополнить' }).click();
  await expect(page.getByText('Сумма должна быть больше 0')).toBeVisible();
  await page.getByLabel('Сумма, ₽').fill('150');
  await page.getByRole('radio', { name: /Банковская карта/ }).check();
  await page.getByRole('button', { name: 'Пополнить' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
  await page.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await page.getByLabel('CVC/CVV').fill('123');
  await page.getByRole('button', { name: /^Оплатить 150,00/ }).click();
  await expect(page).toHaveURL(/\/my\/wallet\?rechargeNo=R\d{20}&outcome=paid$/);
  await expect(page.getByTestId('topup-result')).toContainText(/Баланс пополнен на 150,00\s₽/, { timeout: 30_000 });
  await expect(rubles).toContainText(/150,00\s₽/);

  // By USDT: the customer's own TRC20 address, a transfer on the sandbox chain, its confirmations.
  await page.getByRole('button', { name: 'Получить адрес' }).click();
  await expect(page.getByTestId('usdt-network')).toHaveText('TRC20');
  await expect(page.getByRole('img', { name: 'QR-код адреса для пополнения' })).toBeVisible();
  const address = ((await page.getByTestId('usdt-address').textContent()) ?? '').trim();
  expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  const chain = await page.context().newPage();
  await chain.goto('/dev/chain');
  await chain.getByLabel('Deposit address').fill(address);
  await chain.getByLabel('Amount, USDT').fill('2');
  await chain.getByRole('button', { name: 'Send' }).click();
  await expect(chain.getByRole('status')).toContainText('Sent 2.000000 USDT');
  await page.reload();
  const deposit = page.getByTestId('usdt-deposit');
  await expect(deposit).toContainText('2.000000 USDT');
  await expect(deposit).toContainText('Подтверждений: 0 из 19');
  await chain.getByRole('button', { name: 'Add blocks' }).first().click();
  await expect(chain.getByRole('status')).toContainText('Added 19 block(s)');
  // 2 USDT at the demo rate of 95 ₽.
  await expect(deposit).toContainText(/Зачислено 190,00\s₽/, { timeout: 30_000 });
  await expect(rubles).toContainText(/340,00\s₽/);

  // The flows: two top-ups, filtered by type.
  await expect(page.getByTestId('wallet-flow')).toHaveCount(2);
  await page.getByLabel('Тип операции').selectOption({ label: 'Оплата с баланса' });
  await expect(page.getByText('Операций пока нет')).toBeVisible();
  await page.getByLabel('Тип операции').selectOption({ label: 'Пополнение' });
  await expect(page.getByTestId('wallet-flow')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  // The smallest phones: the filters give way, and a wrapped entry keeps its amount at the right edge.
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(page);
  const entry = page.getByTestId('wallet-flow').first();
  const entryBox = await entry.boundingBox();
  const amountBox = await entry.getByText(/^\+/).boundingBox();
  expect(entryBox!.x + entryBox!.width - (amountBox!.x + amountBox!.width), 'the amount ends at the entry\'s right edge').toBeLessThan(2);
  await page.setViewportSize({ width: 360, height: 800 });

  // The money pays an order from the wallet.
  await page.goto(PRODUCT_PATH);
  await confirmOrderFor(page, 'ru', PLAYER);
  await page.getByRole('radio', { name: /Баланс магазина/ }).check();
  await (await payButton(page, 'ru')).click();
  await expect(page).toHaveURL(/\/deal\/paymentSucc\?orderNo=\d+$/);
  await page.goto('/my/wallet');
  await expect(page.getByTestId('wallet-flow').first()).toContainText('Оплата с баланса');
  await expect(page.getByTestId('wallet-flow')).toHaveCount(3);
});
