import { expect, type Page } from '@playwright/test';
import { newEmail, registerAndSignIn } from './account';
import { remotePage } from './store';

/** The checkout steps the browser tests share (checkout.spec.ts, member.spec.ts, firstVisit.spec.ts). */

/** PUBG Mobile UC (server/seed/catalog): a player id the game partner checks; 60 UC cost 89 ₽ or R$ 4,90. */
export const PRODUCT_PATH = '/d/pubg-uc';

/**
 * Each test buys for its own player: a second identical order within seconds would be the first
 * one again (docs/orders.md). The sandbox game partner knows every id not ending in 0 or 99, and
 * the sandbox game completes deliveries for ids not ending in 5.
 */
export const PLAYERS = { wallet: '5123401', pix: '5123402', decline: '5123403', member: '5123404' } as const;

/** The texts of the two storefronts the tests buy in. */
export const TEXTS = {
  ru: { buy: 'Купить', playerId: 'ID игрока', pay: /^Оплатить/ },
  br: { buy: 'Comprar', playerId: 'ID do jogador', pay: /^Pagar/ },
} as const;

/** From the product page to /ordre/confirm with the player filled in and recognised by the game. */
export async function confirmOrderFor(page: Page, locale: keyof typeof TEXTS, playerId: string): Promise<void> {
  const texts = TEXTS[locale];
  await page.getByRole('button', { name: texts.buy, exact: true }).click();
  await expect(page).toHaveURL(/\/ordre\/confirm\?productSpecDetailIds=/);
  await expect(remotePage(page, 'checkout')).toBeVisible();
  await page.getByLabel(texts.playerId).fill(playerId);
  await expect(page.getByTestId('player-found')).toBeVisible();
  await expect(page.getByTestId('player-summary')).toContainText(playerId);
}

export async function payButton(page: Page, locale: keyof typeof TEXTS) {
  const button = page.getByRole('button', { name: TEXTS[locale].pay });
  await expect(button).toBeEnabled();
  return button;
}

/**
 * Pays without a coupon (the confirmation preselects the best one), so a test buying as the demo
 * customer leaves the seeded 100 ₽ coupon to member.spec.ts, whatever order the specs run in.
 */
export async function payWithoutCoupon(page: Page): Promise<void> {
  const section = page.getByLabel('Купон на скидку').or(page.getByText('Подходящих купонов нет.'));
  await expect(section).toBeVisible();
  const choice = page.getByLabel('Купон на скидку');
  if (await choice.isVisible()) await choice.selectOption('');
}

/**
 * A new customer's order whose payment the sandbox declined, left on /ordre/paymentError: the
 * customer's e-mail and the order number. A new customer, so no earlier test's identical order
 * placed within seconds comes back instead.
 */
export async function declinedOrder(page: Page): Promise<{ email: string; orderNo: string }> {
  const email = newEmail();
  await registerAndSignIn(page, email, PRODUCT_PATH);
  await confirmOrderFor(page, 'ru', PLAYERS.decline);
  await page.getByLabel('E-mail').fill(email);
  await (await payButton(page, 'ru')).click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page).toHaveURL(/\/ordre\/paymentError\?orderNo=\d+/);
  return { email, orderNo: new URL(page.url()).searchParams.get('orderNo') ?? '' };
}
