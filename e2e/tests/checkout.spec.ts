import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAsDemo } from '../support/account';
import { remotePage } from '../support/store';

/** PUBG Mobile UC (server/seed/catalog): a player id the game partner checks; 60 UC cost 89 ₽ or R$ 4,90. */
const PRODUCT_PATH = '/d/pubg-uc';

/**
 * Each test buys for its own player: a second identical order within seconds would be the first
 * one again (docs/orders.md). The sandbox game partner knows every id not ending in 0 or 99, and
 * the sandbox game completes deliveries for ids not ending in 5.
 */
const PLAYERS = { wallet: '5123401', pix: '5123402', decline: '5123403' } as const;

/** The texts of the two storefronts the tests buy in. */
const TEXTS = {
  ru: { buy: 'Купить', playerId: 'ID игрока', pay: /^Оплатить/ },
  br: { buy: 'Comprar', playerId: 'ID do jogador', pay: /^Pagar/ },
} as const;

/** From the product page to /ordre/confirm with the player filled in and recognised by the game. */
async function confirmOrderFor(page: Page, locale: keyof typeof TEXTS, playerId: string): Promise<void> {
  const texts = TEXTS[locale];
  await page.getByRole('button', { name: texts.buy, exact: true }).click();
  await expect(page).toHaveURL(/\/ordre\/confirm\?productSpecDetailIds=/);
  await expect(remotePage(page, 'checkout')).toBeVisible();
  await page.getByLabel(texts.playerId).fill(playerId);
  await expect(page.getByTestId('player-found')).toBeVisible();
  await expect(page.getByTestId('player-summary')).toContainText(playerId);
}

async function payButton(page: Page, locale: keyof typeof TEXTS) {
  const button = page.getByRole('button', { name: TEXTS[locale].pay });
  await expect(button).toBeEnabled();
  return button;
}

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
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0);

  await (await payButton(page, 'ru')).click();
  await expect(page).toHaveURL(/\/deal\/paymentSucc\?orderNo=\d+$/);
  await expect(page.getByRole('heading', { name: 'Заказ выполнен' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/my/order');
});

test('the demo customer pays with PIX on the sandbox page and sees the top-up arrive', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('locale-switcher').selectOption('br');
  await expect(page.locator('html')).toHaveAttribute('lang', 'br');
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
