import { expect, test, type Page } from '@playwright/test';
import { newEmail, registerAndSignIn, signInAsDemo } from '../support/account';
import { remotePage } from '../support/store';

/**
 * Issue 6's "done when": every pay way of every storefront (docs/storefronts.md) buys a top-up in
 * Chromium, from the product page through /ordre/confirm and the sandbox's hosted page to a
 * completed order on /deal/paymentSucc. The demo customer buys in ru, mx and br; in en and me a
 * visitor registers first with the code mailed to the outbox. The browser tests' server confirms
 * sandbox payments at once (SANDBOX_WEBHOOK_DELAY_MS=0, playwright.config.ts).
 */

/** PUBG Mobile UC (server/seed/catalog/products.ts), sold in every storefront; its player id is checked by the game partner. */
const PRODUCT_PATH = '/detail/1011';
/** The SKU bought: the second pack. */
const SKU_NAME = /^325 UC/;

type ExtraField = 'email' | 'name' | 'phone' | 'cpf';

/** What the buyer reads in a storefront: the store's own texts and the sandbox page's. */
interface Texts extends Record<ExtraField, string> {
  buy: string;
  playerId: string;
  pay: RegExp;
  completed: string;
  approve: string;
  cardNumber: string;
}

const ENGLISH: Texts = {
  buy: 'Buy now', playerId: 'Player ID', pay: /^Pay/, completed: 'Order completed',
  email: 'Email', name: 'Full name', phone: 'Phone', cpf: 'CPF',
  approve: 'Approve the payment', cardNumber: 'Card number',
};

interface Storefront {
  currency: string;
  /** Who buys: the seeded demo customer, or a visitor who registers first. */
  buyer: 'demo' | 'new';
  /** Pay way codes with their names, in the order /ordre/confirm lists them, the default first. */
  payWays: Readonly<Record<string, string>>;
  texts: Texts;
}

/** docs/storefronts.md, with QIWI switched off (PAY_WAYS_DISABLED's default). */
const STOREFRONTS = {
  ru: {
    currency: 'RUB',
    buyer: 'demo',
    payWays: { CARDPAY_RU: 'Банковская карта (Мир, Visa, Mastercard)', SBP: 'СБП — Система быстрых платежей', balance: 'Баланс магазина' },
    texts: {
      buy: 'Купить', playerId: 'ID игрока', pay: /^Оплатить/, completed: 'Заказ выполнен',
      email: 'E-mail', name: 'Имя и фамилия', phone: 'Телефон', cpf: 'CPF',
      approve: 'Подтвердить оплату', cardNumber: 'Номер карты',
    },
  },
  mx: {
    currency: 'MXN',
    buyer: 'demo',
    payWays: { SPEI: 'SPEI (transferencia bancaria)', OXXO_PAY: 'OXXO (efectivo en tienda)', MERCADO_PAGO: 'Mercado Pago', card: 'Tarjeta de crédito o débito' },
    texts: {
      buy: 'Comprar', playerId: 'ID de jugador', pay: /^Pagar/, completed: 'Pedido completado',
      email: 'Correo electrónico', name: 'Nombre completo', phone: 'Teléfono', cpf: 'CPF',
      approve: 'Aprobar el pago', cardNumber: 'Número de tarjeta',
    },
  },
  br: {
    currency: 'BRL',
    buyer: 'demo',
    payWays: { PIX: 'Pix', MERCADO_PAGO: 'Mercado Pago', card: 'Cartão de crédito ou débito' },
    texts: {
      buy: 'Comprar', playerId: 'ID do jogador', pay: /^Pagar/, completed: 'Pedido concluído',
      email: 'E-mail', name: 'Nome completo', phone: 'Celular', cpf: 'CPF',
      approve: 'Aprovar o pagamento', cardNumber: 'Número do cartão',
    },
  },
  en: { currency: 'USD', buyer: 'new', payWays: { card: 'Bank card', USDT_TRC20: 'USDT (TRC20 network)', balance: 'Store balance' }, texts: ENGLISH },
  me: { currency: 'SAR', buyer: 'new', payWays: { STC_PAY: 'STC Pay', card: 'Bank card' }, texts: ENGLISH },
} satisfies Record<string, Storefront>;

type Locale = keyof typeof STOREFRONTS;

/** Valid extra info (docs/orders.md): a CPF with its check digits, a phone with its country code. */
const EXTRA_VALUES: Record<ExtraField, string> = {
  email: 'payer@example.com',
  name: 'Ana María López',
  phone: '+966 50 123 4567',
  cpf: '529.982.247-25',
};

/**
 * The hosted page: the card form, paid with the test card; or the method's screen (a QR code, or
 * text such as a CLABE or a voucher reference) and the tester's 'approve'; or none (the wallet).
 */
type HostedPage = { kind: 'card' } | { kind: 'approve'; shows: RegExp | 'qr' } | { kind: 'none' };

/** What each pay way asks before paying (server/src/payments/payWayRules.ts) and what its hosted page shows. */
const PAY_WAYS: Readonly<Record<string, { extra: readonly ExtraField[]; hosted: HostedPage }>> = {
  CARDPAY_RU: { extra: ['email'], hosted: { kind: 'card' } },
  card: { extra: ['email'], hosted: { kind: 'card' } },
  SBP: { extra: [], hosted: { kind: 'approve', shows: 'qr' } },
  balance: { extra: [], hosted: { kind: 'none' } },
  SPEI: { extra: ['name', 'email'], hosted: { kind: 'approve', shows: /CLABE\s*646180\d{12}/ } },
  OXXO_PAY: { extra: ['name', 'email'], hosted: { kind: 'approve', shows: /(\d{4} ){3}\d{2}/ } },
  MERCADO_PAGO: { extra: ['email'], hosted: { kind: 'approve', shows: /payer@example\.com/ } },
  PIX: { extra: ['name', 'cpf', 'email'], hosted: { kind: 'approve', shows: /br\.gov\.bcb\.pix/ } },
  USDT_TRC20: { extra: [], hosted: { kind: 'approve', shows: /TRC20[\s\S]*T[1-9A-HJ-NP-Za-km-z]{33}/ } },
  STC_PAY: { extra: ['phone'], hosted: { kind: 'approve', shows: /\+966501234567/ } },
};

/** One test per pay way of every storefront. */
const CASES = Object.entries(STOREFRONTS).flatMap(([locale, storefront]) =>
  Object.keys(storefront.payWays).map((payWay) => ({ locale: locale as Locale, payWay })),
);

/**
 * One player per test: a second identical order within seconds would be the first one again
 * (docs/orders.md). The sandbox partner knows ids not ending in 0 or 99; ids not ending in 5 complete.
 */
function playerIdOf(index: number): string {
  return `77${String(index + 1).padStart(4, '0')}1`;
}

/** The storefront switcher in the header, on the page already open (no reload). */
async function switchLocale(page: Page, locale: Locale): Promise<void> {
  await page.getByTestId('locale-switcher').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('data-locale', locale);
}

/** Tops the new customer's wallet up through the development page (docs/money.md). */
async function creditThroughDevPage(page: Page, email: string, amount: string, currency: string): Promise<void> {
  await page.goto('/dev/money');
  const form = page.locator('form[action$="/credit"]');
  await form.getByLabel('Account e-mail').fill(email);
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Currency').selectOption(currency);
  await form.getByRole('button', { name: 'Credit' }).click();
  await expect(page.getByRole('status')).toContainText(`Credited ${amount} ${currency} to ${email}`);
}

/** The latest answer of the result page's polling, to check which pay way paid the order. */
function watchOrderStatus(page: Page): () => { status: number; payment: { payWayId: string } | null } | undefined {
  let latest: { status: number; payment: { payWayId: string } | null } | undefined;
  page.on('response', async (response) => {
    if (!response.url().includes('/api/order/payOrder/getPayOrderInfoStatus')) return;
    const body = (await response.json().catch(() => undefined)) as { code: number; data: typeof latest } | undefined;
    if (body?.code === 1) latest = body.data;
  });
  return () => latest;
}

test('the server offers each storefront its pay ways, the default first, and QIWI is switched off', async ({ request }) => {
  for (const [locale, storefront] of Object.entries(STOREFRONTS)) {
    const answer = await request.get('/api/order/v2/getPayWays', { params: { currencyName: storefront.currency, locale } });
    const body = (await answer.json()) as { code: number; data: { payWay: string; currencyName: string }[] };
    expect(body.code).toBe(1);
    expect(body.data.map((payWay) => payWay.payWay), `${locale} pay ways`).toEqual(Object.keys(storefront.payWays));
  }
  const everyCurrency = (await (await request.get('/api/order/v2/getPayWays')).json()) as { data: { payWay: string }[] };
  expect(everyCurrency.data.map((payWay) => payWay.payWay)).not.toContain('QIWI');
  const settings = (await (await request.get('/api/setting/currency/v1/getCurrencySettings')).json()) as { data: { payWays: string[] }[] };
  expect(settings.data.flatMap((storefront) => storefront.payWays)).not.toContain('QIWI');
});

test.describe('every pay way buys a top-up from the product page to a completed order', () => {
  test.describe.configure({ timeout: 60_000 });

  CASES.forEach(({ locale, payWay }, index) => {
    const storefront: Storefront = STOREFRONTS[locale];
    const { texts } = storefront;
    const { extra, hosted } = PAY_WAYS[payWay]!;

    test(`${locale} ${payWay}`, async ({ page }) => {
      const playerId = playerIdOf(index);
      const latestStatus = watchOrderStatus(page);
      if (storefront.buyer === 'demo') {
        await signInAsDemo(page, PRODUCT_PATH);
      } else {
        const email = newEmail();
        if (payWay === 'balance') {
          await registerAndSignIn(page, email, '/');
          await creditThroughDevPage(page, email, '100.00', storefront.currency);
          await page.goto(PRODUCT_PATH);
        } else {
          await registerAndSignIn(page, email, PRODUCT_PATH);
        }
      }
      if (locale !== 'ru') await switchLocale(page, locale);

      // The product page: pick a SKU, buy.
      const sku = page.getByRole('radio', { name: SKU_NAME });
      await sku.locator('xpath=..').click();
      await expect(sku).toBeChecked();
      await page.getByRole('button', { name: texts.buy, exact: true }).click();

      // /ordre/confirm: the player, the storefront's pay ways with the default chosen, the extra info.
      await expect(page).toHaveURL(/\/ordre\/confirm\?productSpecDetailIds=/);
      await expect(remotePage(page, 'checkout')).toBeVisible();
      await page.getByLabel(texts.playerId).fill(playerId);
      await expect(page.getByTestId('player-found')).toBeVisible();
      const radios = page.getByRole('radio');
      const listed = Object.values(storefront.payWays);
      await expect(radios).toHaveCount(listed.length);
      for (const [position, name] of listed.entries()) {
        await expect(radios.nth(position)).toHaveAccessibleName(new RegExp(`^${escapeRegExp(name)}`));
      }
      await expect(radios.first()).toBeChecked();
      const chosen = page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(storefront.payWays[payWay]!)}`) });
      await chosen.check();
      await expect(chosen).toBeChecked();
      if (payWay === 'OXXO_PAY') {
        await expect(page.getByTestId('pay-way-notice')).toContainText('Pago en efectivo: la recarga empieza hasta que se confirme el pago, y eso puede tardar hasta el día siguiente.');
      }
      await expect(page.getByTestId('extra-info').getByRole('textbox')).toHaveCount(extra.length);
      for (const field of extra) await page.getByLabel(texts[field], { exact: true }).fill(EXTRA_VALUES[field]);
      const pay = page.getByRole('button', { name: texts.pay });
      await expect(pay).toBeEnabled();
      await pay.click();

      // The sandbox's hosted page, where there is one.
      if (hosted.kind !== 'none') {
        await expect(page).toHaveURL(/\/sandbox-pay\/sbx_[0-9a-f]{24}$/);
        if (hosted.kind === 'card') {
          // Typed as digits, shown in groups of four as on the card.
          const cardNumber = page.getByLabel(texts.cardNumber);
          await cardNumber.clear();
          await cardNumber.pressSequentially('4242424242424242');
          await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
          await page.getByRole('button', { name: texts.pay }).click();
        } else {
          if (hosted.shows === 'qr') await expect(page.getByRole('img', { name: 'QR' })).toBeVisible();
          else await expect(page.locator('main')).toContainText(hosted.shows);
          await expectCopyButtonCopies(page);
          await page.getByRole('button', { name: texts.approve }).click();
        }
      }

      await expect(page).toHaveURL(/\/deal\/paymentSucc\?orderNo=\d+$/);
      await expect(page.getByRole('heading', { name: texts.completed })).toBeVisible({ timeout: 30_000 });
      expect(latestStatus()).toMatchObject({ status: 3, payment: { payWayId: `${payWay}|${storefront.currency}` } });
    });
  });
});

/** Codes a buyer pastes in another app (Pix, CLABE, OXXO reference, TRC20 address) copy with one tap. */
async function expectCopyButtonCopies(page: Page): Promise<void> {
  const copy = page.locator('button[data-copy]').first();
  if ((await copy.count()) === 0) return;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const code = await copy.getAttribute('data-copy');
  await expect(copy).toBeVisible();
  await copy.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
