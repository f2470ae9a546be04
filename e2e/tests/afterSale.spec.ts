import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/account';
import { confirmOrderFor, payButton, payWithoutCoupon, PRODUCT_PATH } from '../support/checkout';
import { expectNoSidewaysScroll } from '../support/layout';
import { remotePage } from '../support/store';

test.describe.configure({ timeout: 120_000 });

/**
 * Players of these tests: the first plays a game that completes deliveries; the second one ends in
 * 444, whose sandbox game is down, so its delivery runs past the promise (docs/after-sale.md).
 */
const PLAYERS = { refund: '5123411', late: '5123444' } as const;

/** The ruble balance on /my/wallet, in kopecks. */
async function rubles(page: Page): Promise<number> {
  await page.goto('/my/wallet');
  const balance = page.getByTestId('wallet-balance').filter({ hasText: 'RUB' });
  await expect(balance).toContainText(/\d,\d{2}\s₽/);
  const text = (await balance.textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Buys 60 UC for `playerId` with the wallet; answers the order number. */
async function buyWithWallet(page: Page, playerId: string): Promise<string> {
  await page.goto(PRODUCT_PATH);
  await confirmOrderFor(page, 'ru', playerId);
  await page.getByRole('radio', { name: /Баланс магазина/ }).check();
  await payWithoutCoupon(page);
  await (await payButton(page, 'ru')).click();
  await expect(page).toHaveURL(/\/deal\/paymentSucc\?orderNo=\d+$/);
  return new URL(page.url()).searchParams.get('orderNo')!;
}

async function askForRefund(page: Page, reason: string): Promise<void> {
  await page.getByTestId('refund-offer').getByRole('button', { name: 'Вернуть деньги' }).click();
  const dialog = page.getByRole('dialog', { name: 'Возврат денег за заказ' });
  await expect(dialog).toContainText('Куда: На баланс магазина');
  await dialog.getByLabel('Причина возврата').fill(reason);
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog).toContainText('(На баланс магазина) за заказ №');
  await dialog.getByRole('button', { name: 'Да, вернуть деньги' }).click();
  await expect(page.getByTestId('refund-made')).toContainText('Запрос отправлен: Деньги возвращены.');
}

test('a customer buys with the wallet, asks for a refund to the balance and sees it approved and the balance grow', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsDemo(page, PRODUCT_PATH);
  const start = await rubles(page);
  const orderNo = await buyWithWallet(page, PLAYERS.refund);
  await expect(page.getByRole('heading', { name: 'Заказ выполнен' })).toBeVisible({ timeout: 60_000 });
  const paid = await rubles(page);
  expect(paid).toBeLessThan(start);

  // The order is completed in the list and in its detail, whose timeline reached 'delivered'.
  await page.goto('/my/order?tab=completed');
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await expect(card.getByTestId('order-status')).toHaveText('Выполнен');
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(`/ordre/detail?orderNo=${orderNo}`);
  await expect(page.getByTestId('timeline-delivered')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('refund-offer')).toContainText('Что-то не так с заказом?');

  await askForRefund(page, 'Передумал');
  await expect(page.getByTestId('order-status')).toContainText('есть возврат');
  await expect(page.getByRole('region', { name: 'Сумма заказа' })).toContainText('Возвращено');

  await page.getByRole('link', { name: 'Подробнее о возврате' }).click();
  await expect(remotePage(page, 'member')).toBeVisible();
  await expect(page.getByTestId('after-sale-status')).toHaveText('Деньги возвращены');
  await expect(page.getByTestId('after-sale-step')).toHaveText([/Запрос отправлен/, /Запрос одобрен/, /Деньги возвращены/]);
  await expectNoSidewaysScroll(page);

  await page.goto('/my/afterSale?status=1');
  await expect(page.getByTestId('after-sale').filter({ hasText: orderNo })).toContainText('На баланс магазина');

  // The whole amount paid came back: the balance is what it was before the purchase.
  expect(await rubles(page)).toBe(start);
});

test('a delivery that runs past its promise offers the refund on the detail page at once', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // The browser's clock is moved past the promise; the server's stays real, and the order stays
  // in delivery because its game is down.
  await page.clock.install();
  await signInAsDemo(page, PRODUCT_PATH);
  const orderNo = await buyWithWallet(page, PLAYERS.late);
  await page.goto(`/ordre/detail?orderNo=${orderNo}`);
  await expect(page.getByTestId('timeline-delivering')).toContainText(/Осталось \d+:\d\d/);
  await expect(page.getByTestId('refund-offer')).toHaveCount(0);

  await page.clock.fastForward('16:00');
  await expect(page.getByTestId('timeline-delivering')).toContainText('Обещанное время вышло');
  await expect(page.getByTestId('refund-offer')).toContainText('Пополнение не пришло в обещанное время');
  await askForRefund(page, 'Не пришло вовремя');
  await expect(page.getByTestId('order-status')).toContainText('Возвращён', { timeout: 30_000 });
  await expect(page.getByTestId('timeline-refunded')).toHaveAttribute('data-state', 'done');
});
