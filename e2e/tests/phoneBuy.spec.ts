import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAsDemo } from '../support/account';
import { PRODUCT_PATH } from '../support/checkout';
import { remotePage } from '../support/store';

/**
 * Issue 17, buying on a phone (360 x 740) in ru and br: the buy button stays in reach once a
 * denomination is chosen, the success page says what was bought, and an order page opened before
 * paying turns to completed by itself, never offering to pay after the payment was approved.
 */
test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ timeout: 90_000 });

const SKU_NAME = /^325 UC/;

const CASES = {
  ru: {
    playerId: '5123421',
    buy: 'Купить',
    playerLabel: 'ID игрока',
    pay: /^Оплатить/,
    completed: 'Выполнен',
    receipt: 'Чек',
    paid: 'Оплачено',
    /** The card form of the sandbox page. */
    payOnHostedPage: async (page: Page) => {
      await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: /^Оплатить/ }).click();
    },
    fillExtra: async (page: Page) => {
      const email = page.getByLabel('E-mail', { exact: true });
      if ((await email.inputValue()) === '') await email.fill(DEMO.email);
    },
  },
  br: {
    playerId: '5123422',
    buy: 'Comprar',
    playerLabel: 'ID do jogador',
    pay: /^Pagar/,
    completed: 'Concluído',
    receipt: 'Recibo',
    paid: 'Pago',
    payOnHostedPage: async (page: Page) => {
      await page.getByRole('button', { name: 'Aprovar o pagamento' }).click();
    },
    fillExtra: async (page: Page) => {
      await page.getByLabel('Nome completo').fill('João da Silva');
      const email = page.getByLabel('E-mail', { exact: true });
      if ((await email.inputValue()) === '') await email.fill(DEMO.email);
      await page.getByLabel('CPF').fill('529.982.247-25');
    },
  },
} as const;

for (const [locale, texts] of Object.entries(CASES)) {
  test(`${locale}: buy bar in reach, a receipt, and the order page following the payment live`, async ({ page, context }) => {
    await page.goto('/');
    if (locale !== 'ru') {
      await page.getByTestId('locale-switcher').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('data-locale', locale);
    }
    await signInAsDemo(page, PRODUCT_PATH);

    // The product page: once a denomination is chosen, the buy button is on screen.
    const sku = page.getByRole('radio', { name: SKU_NAME });
    await sku.locator('xpath=..').click();
    await expect(sku).toBeChecked();
    const buy = page.getByRole('button', { name: texts.buy, exact: true });
    await expect(buy).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('buy-bar')).toContainText('325 UC');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(buy).toBeInViewport({ ratio: 1 });
    await buy.click();

    // The confirmation page: the pay button is in reach too.
    await expect(page).toHaveURL(/\/ordre\/confirm\?productSpecDetailIds=/);
    await expect(remotePage(page, 'checkout')).toBeVisible();
    await page.getByLabel(texts.playerLabel).fill(texts.playerId);
    await expect(page.getByTestId('player-found')).toBeVisible();
    await texts.fillExtra(page);
    const pay = page.getByRole('button', { name: texts.pay });
    await expect(pay).toBeEnabled();
    await expect(pay).toBeInViewport({ ratio: 1 });
    // The order number is read as the answer passes: the page leaves for the hosted page at once,
    // and a response's body is gone once its page has navigated away.
    let orderNo = '';
    await page.route(
      (url) => url.pathname === '/api/order/v2/createOrder',
      async (route) => {
        const response = await route.fetch();
        orderNo = ((await response.json()) as { data: { orderNo: string } }).data.orderNo;
        await route.fulfill({ response });
      },
    );
    await pay.click();
    await expect(page).toHaveURL(/\/sandbox-pay\//);
    expect(orderNo).not.toBe('');

    // The order page, opened while the payment is under way, before it is approved.
    const detail = await context.newPage();
    let loads = 0;
    detail.on('load', () => void (loads += 1));
    await detail.goto(`/ordre/detail?orderNo=${orderNo}`);
    const status = detail.getByTestId('order-status');
    await expect(status).toBeVisible();
    await expect(status).not.toHaveText(texts.completed);

    await page.bringToFront();
    await texts.payOnHostedPage(page);

    // The success page: what was bought and for how much.
    await expect(page).toHaveURL(new RegExp(`/deal/paymentSucc\\?orderNo=${orderNo}$`));
    const receipt = page.getByTestId('receipt');
    await expect(receipt.getByRole('heading', { name: texts.receipt })).toBeVisible();
    await expect(receipt).toContainText('325 UC');
    await expect(receipt).toContainText(orderNo);
    await expect(receipt.getByText(texts.paid, { exact: true })).toBeVisible({ timeout: 30_000 });

    // The order page turned to completed by itself, and never offered to pay again.
    await detail.bringToFront();
    await expect(status).toHaveText(texts.completed, { timeout: 45_000 });
    await expect(detail.getByRole('link', { name: texts.pay })).toHaveCount(0);
    expect(loads).toBe(1);
  });
}
