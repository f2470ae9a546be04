import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commonStore, initialCommonState } from '@topup/shared/commonState';
import {
  actualPaymentCall,
  confirmOrderSkuInfoCall,
  createOrderCall,
  currencySettingsCall,
  getUserBalanceAmountCall,
  payCall,
  payWaysCall,
  playerCheckCall,
  playerProfilesCall,
  prePayFormInfoCall,
  savePlayerProfileCall,
  usableCouponListCall,
  userFilledInfoCall,
  type PayResult,
  type PayWay,
  type UsableCoupon,
} from '@topup/shared/contract';
import { refuse, serveCalls, stubCall, type Refusal } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { ResultCode } from '@topup/shared/errors';
import { isOrderConfirmLinkSigned, orderConfirmLinkOf, orderConfirmPath } from '@topup/shared/orderConfirm';
import { sessionStore } from '@topup/shared/session';
import { hostedPage } from '@topup/shared/storefront';
import {
  BRL_PAY_WAYS,
  CONFIRM_URL,
  COUPON,
  KNOWN_UID,
  ORDER_NO,
  PRE_PAY_FORM,
  PRODUCT_ID,
  RUB_PAY_WAYS,
  SKU_ID,
  STOREFRONTS,
  skuInfo,
  UNKNOWN_UID,
  USD_PAY_WAYS,
} from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { ConfirmOrderPage } from './ConfirmOrderPage';
import { PLAYER_CHECK_DELAY_MS } from './usePlayerCheck';

interface Setup {
  currency?: string;
  payWays?: PayWay[];
  coupons?: UsableCoupon[];
  balance?: number;
  pay?: PayResult | Refusal;
  prePayForm?: typeof PRE_PAY_FORM;
}

const DONE: PayResult = { kind: 'done', orderNo: ORDER_NO, payNo: 'P1', status: 2 };

function quantityOf(payload: Record<string, unknown>): number {
  return (JSON.parse(String(payload.productSpecDetailIds)) as { quantity: number }[])[0]?.quantity ?? 1;
}

function serve({ currency = 'RUB', payWays = RUB_PAY_WAYS, coupons = [], balance = 100_000, pay = DONE, prePayForm = PRE_PAY_FORM }: Setup = {}) {
  return serveCalls([
    stubCall(currencySettingsCall, STOREFRONTS),
    // As the server: code 11 for a link signed over other items.
    stubCall(confirmOrderSkuInfoCall, (payload) => {
      const parts = orderConfirmLinkOf(new URLSearchParams(payload as Record<string, string>));
      return parts && isOrderConfirmLinkSigned(parts) ? skuInfo(quantityOf(payload), currency) : refuse(ResultCode.PARAMETER_ERROR, 'Parameter error: signStr');
    }),
    stubCall(prePayFormInfoCall, prePayForm),
    stubCall(playerCheckCall, (payload) =>
      (payload.account as Record<string, string>).uid === KNOWN_UID ? { result: 'found' as const, nickname: 'Traveler' } : { result: 'unknown' as const },
    ),
    stubCall(playerProfilesCall, []),
    stubCall(savePlayerProfileCall, (payload) => ({
      id: '1',
      categoryId: '2',
      categoryName: 'Genshin Impact',
      account: payload.account as Record<string, string>,
      nickname: 'Traveler',
      updateTime: 1,
    })),
    stubCall(usableCouponListCall, coupons),
    stubCall(actualPaymentCall, (payload) => {
      const subtotal = { currencyName: currency, amount: 9900 * quantityOf(payload) };
      const coupon = coupons.find((candidate) => candidate.id === payload.couponId);
      const discount = { currencyName: currency, amount: coupon?.discountMinor ?? 0 };
      return {
        subtotal,
        discount,
        payAmount: { currencyName: currency, amount: subtotal.amount - discount.amount },
        coupon: coupon ? { id: coupon.id, name: 'Скидка 30 ₽', discount } : null,
      };
    }),
    stubCall(payWaysCall, payWays),
    stubCall(getUserBalanceAmountCall, [{ currencyName: 'RUB', amountMinor: balance }]),
    stubCall(userFilledInfoCall, (payload) => ({
      payWayId: String(payload.payWayId),
      extraFields: String(payload.payWayId).startsWith('PIX') ? ['cpf' as const] : [],
      values: { phone: null, email: null, name: null, cpf: null },
    })),
    stubCall(createOrderCall, (payload) => ({
      orderNo: ORDER_NO,
      status: 0 as const,
      payAmount: payload.expectedPayAmount as { currencyName: string; amount: number },
      payDeadline: Date.now() + 900_000,
    })),
    stubCall(payCall, pay),
  ]);
}

function sentTo(requests: ReturnType<typeof serve>['requests'], path: string) {
  return requests.filter((served) => served.call.path === path).map((served) => served.payload);
}

/**
 * How long the player check's answer may take: the check waits out its delay, then asks, and a CI
 * machine running two jest workers beside a database can take seconds more to draw the answer.
 */
const PLAYER_CHECK_WAIT = { timeout: PLAYER_CHECK_DELAY_MS + 4500 };

async function fillPlayer(uid: string) {
  fireEvent.change(await screen.findByLabelText('UID'), { target: { value: uid } });
  fireEvent.change(screen.getByLabelText('Сервер'), { target: { value: 'os_euro' } });
}

async function payButton() {
  const button = await screen.findByRole('button', { name: /^Оплатить/ });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

beforeAll(async () => {
  await initTestI18n('ru');
});

beforeEach(() => {
  sessionStorage.clear();
  commonStore.setState(initialCommonState());
  act(() => {
    sessionStore.getState().setLocale('ru');
    sessionStore.getState().setAccessToken('token');
    sessionStore.getState().setUserInfo(null);
  });
});

afterEach(() => jest.restoreAllMocks());

it('explains a link that was edited by hand and offers the way home', async () => {
  serve();
  const params = new URLSearchParams(CONFIRM_URL.split('?')[1]);
  params.set('productSpecDetailIds', `[{"skuId":"${SKU_ID}","quantity":5}]`);
  renderPage(<ConfirmOrderPage />, { url: `/ordre/confirm?${params.toString()}` });
  expect(await screen.findByText('Ссылка на заказ не работает')).toBeInTheDocument();
  expect(screen.getByText(/Ссылку изменили или она устарела/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
});

it('explains a link missing its product at once, asking nothing', () => {
  const { requests } = serve();
  const params = new URLSearchParams(CONFIRM_URL.split('?')[1]);
  params.delete('productSpecDetailIds');
  renderPage(<ConfirmOrderPage />, { url: `/ordre/confirm?${params.toString()}` });
  expect(screen.getByText(/В ссылке не хватает данных о товаре/)).toBeInTheDocument();
  expect(requests).toEqual([]);
});

it('says why the server refuses a well-signed link with code 11', async () => {
  serveCalls([stubCall(currencySettingsCall, STOREFRONTS), stubCall(confirmOrderSkuInfoCall, refuse(ResultCode.PARAMETER_ERROR, 'Parameter error: locale'))]);
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  expect(await screen.findByText('Этот заказ сейчас не оформить')).toBeInTheDocument();
  expect(screen.getByText('Неверные данные. Проверьте и попробуйте снова')).toBeInTheDocument();
  expect(screen.queryByText(/Ссылку изменили/)).not.toBeInTheDocument();
});

it('shows what is bought, the Russian card first and chosen, the wallet balance and the amount', async () => {
  serve();
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  expect(await screen.findByText('Кристаллы Сотворения')).toBeInTheDocument();
  const radios = await screen.findAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
    expect.stringContaining('Банковская карта (Мир, Visa, Mastercard)'),
    expect.stringContaining('СБП'),
    expect.stringContaining('Баланс магазина'),
  ]);
  expect(radios[0]).toBeChecked();
  expect(await screen.findByText(/На балансе 1\s000,00\s₽/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('pay-amount')).toHaveTextContent(/198,00\s₽/));
  expect(screen.getByTestId('pay-way-notice')).toHaveTextContent('Пополнение придёт через 0–15 мин после оплаты.');
});

it('does not offer the wallet where the storefront has no balance feature, nor coupons where it has no coupon feature', async () => {
  act(() => sessionStore.getState().setLocale('br'));
  serve({ currency: 'BRL', payWays: [...BRL_PAY_WAYS, { payWayId: 'balance|BRL', payWay: 'balance', currencyName: 'BRL', confirmMinutes: 0 }] });
  const { unmount } = renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3));
  expect(screen.queryByText('Баланс магазина')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Купон' })).toBeInTheDocument();
  unmount();

  act(() => sessionStore.getState().setLocale('en'));
  serve({ currency: 'USD', payWays: USD_PAY_WAYS });
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3));
  expect(screen.getByText('Баланс магазина')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Купон' })).toBeNull();
});

it('re-prices with a chosen coupon', async () => {
  serve({ coupons: [COUPON] });
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  fireEvent.change(await screen.findByLabelText('Купон на скидку'), { target: { value: COUPON.id } });
  await waitFor(() => expect(screen.getByTestId('pay-amount')).toHaveTextContent(/168,00\s₽/));
  expect(screen.getByTestId('amount-summary')).toHaveTextContent(/Купон «Скидка 30 ₽»/);
});

it('chooses the best usable coupon for the buyer, who can remove it', async () => {
  serve({ coupons: [COUPON] });
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  const choice = await screen.findByLabelText('Купон на скидку');
  await waitFor(() => expect(choice).toHaveValue(COUPON.id));
  // The discount leads the option, so a narrow select cut at its end still shows what it saves.
  expect(screen.getByRole('option', { name: /^−30,00\s₽ · Скидка 30 ₽$/ })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('pay-amount')).toHaveTextContent(/168,00\s₽/));
  fireEvent.change(choice, { target: { value: '' } });
  await waitFor(() => expect(screen.getByTestId('pay-amount')).toHaveTextContent(/198,00\s₽/));
  expect(choice).toHaveValue('');
});

it("tells where the game shows the player's ID, with a picture", async () => {
  serve();
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  const hint = await screen.findByTestId('player-id-hint');
  expect(hint).toHaveTextContent('Где найти ID игрока?');
  expect(hint).toHaveTextContent('Откройте Genshin Impact');
  expect(hint.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

it("says where this game shows the ID, in the catalogue's words for it", async () => {
  const where = 'UID всегда виден в правом нижнем углу экрана.';
  serve({ prePayForm: { ...PRE_PAY_FORM, fields: PRE_PAY_FORM.fields.map((field) => (field.key === 'uid' ? { ...field, hint: where } : field)) } });
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  const hint = await screen.findByTestId('player-id-hint');
  expect(hint).toHaveTextContent(where);
  expect(hint).not.toHaveTextContent('Откройте Genshin Impact');
});

it('changes the quantity through a newly signed link and re-prices the order', async () => {
  serve();
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  fireEvent.click(await screen.findByRole('button', { name: 'Увеличить количество' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(orderConfirmPath({ skuId: SKU_ID, quantity: 3 })));
  await waitFor(() => expect(screen.getByTestId('pay-amount')).toHaveTextContent(/297,00\s₽/));
  expect(screen.getByRole('spinbutton')).toHaveValue('3');
});

it('counts two quick steps while the new link is being signed', async () => {
  serve();
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  const more = await screen.findByRole('button', { name: 'Увеличить количество' });
  fireEvent.click(more);
  fireEvent.click(more);
  expect(screen.getByRole('spinbutton')).toHaveValue('4');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(orderConfirmPath({ skuId: SKU_ID, quantity: 4 })));
  await waitFor(() => expect(screen.getByTestId('pay-amount')).toHaveTextContent(/396,00\s₽/));
});

it('blocks paying for a player the game does not know until the buyer confirms the details', async () => {
  const { requests } = serve();
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  await fillPlayer(UNKNOWN_UID);
  expect(await screen.findByTestId('player-unknown', {}, PLAYER_CHECK_WAIT)).toHaveTextContent('Игра не знает игрока');
  fireEvent.click(await payButton());
  expect(await screen.findByText('Подтвердите, что данные игрока верны, или исправьте их')).toBeInTheDocument();
  expect(sentTo(requests, createOrderCall.path)).toEqual([]);

  fireEvent.click(screen.getByLabelText('Данные верны — пополнить этот аккаунт'));
  fireEvent.click(await payButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/deal/paymentSucc?orderNo=${ORDER_NO}`));
  expect(sentTo(requests, createOrderCall.path)).toEqual([
    expect.objectContaining({ account: { uid: UNKNOWN_UID, server: 'os_euro' }, playerConfirmed: true, couponId: null }),
  ]);
});

it('shows the nickname, and a double click places one order and pays it once with one fresh key', async () => {
  const { requests } = serve();
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  await fillPlayer(KNOWN_UID);
  expect(await screen.findByTestId('player-found', {}, PLAYER_CHECK_WAIT)).toHaveTextContent('Игрок найден: Traveler');
  fireEvent.click(screen.getByLabelText('Сохранить игрока для следующих покупок'));
  const button = await payButton();
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/deal/paymentSucc?orderNo=${ORDER_NO}`));
  expect(sentTo(requests, createOrderCall.path)).toEqual([
    expect.objectContaining({
      playerConfirmed: false,
      expectedSubtotal: { currencyName: 'RUB', amount: 19800 },
      expectedPayAmount: { currencyName: 'RUB', amount: 19800 },
      productSpecDetailIds: `[{"skuId":"${SKU_ID}","quantity":2}]`,
      flag: 'info',
    }),
  ]);
  const pays = sentTo(requests, payCall.path);
  expect(pays).toEqual([expect.objectContaining({ orderNo: ORDER_NO, payWayId: 'CARDPAY_RU|RUB', locale: 'ru' })]);
  expect(pays[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  expect(sentTo(requests, savePlayerProfileCall.path)).toEqual([{ locale: 'ru', productId: PRODUCT_ID, account: { uid: KNOWN_UID, server: 'os_euro' } }]);
});

it('checks the CPF that PIX needs, then leaves for the hosted page with the digits only', async () => {
  act(() => sessionStore.getState().setLocale('br'));
  const open = jest.spyOn(hostedPage, 'open').mockImplementation(() => undefined);
  const { requests } = serve({
    currency: 'BRL',
    payWays: BRL_PAY_WAYS,
    pay: { kind: 'redirect', orderNo: ORDER_NO, payNo: 'P1', url: 'http://localhost/sandbox/pay/P1' },
  });
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  await fillPlayer(KNOWN_UID);
  expect(await screen.findByTestId('pay-way-notice')).toHaveTextContent('Этот способ обычно подтверждает оплату примерно за 1 минуту.');
  const cpf = await screen.findByLabelText('CPF');
  fireEvent.change(cpf, { target: { value: '123.456.789-00' } });
  fireEvent.click(await payButton());
  expect(await screen.findByText('Введите корректный CPF')).toBeInTheDocument();
  await waitFor(() => expect(cpf).toHaveFocus());
  expect(sentTo(requests, createOrderCall.path)).toEqual([]);

  fireEvent.change(cpf, { target: { value: '529.982.247-25' } });
  fireEvent.click(await payButton());
  await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/sandbox/pay/P1'));
  expect(sentTo(requests, payCall.path)).toEqual([expect.objectContaining({ payWayId: 'PIX|BRL', extraInfo: { cpf: '52998224725' } })]);
  expect(screen.getByRole('button', { name: 'Отправляем платёж…' })).toBeDisabled();
});

it('says that a cash voucher may only be confirmed the next day', async () => {
  act(() => sessionStore.getState().setLocale('mx'));
  serve({ currency: 'MXN', payWays: [{ payWayId: 'OXXO_PAY|MXN', payWay: 'OXXO_PAY', currencyName: 'MXN', confirmMinutes: 30 }] });
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  const notice = await screen.findByTestId('pay-way-notice');
  expect(notice).toHaveTextContent('лишь на следующий день');
  expect(notice).toHaveTextContent('примерно за 30 минут.');
});

it('sends a refused payment to the payment error page with its code', async () => {
  serve({ pay: refuse(3026, 'balance short') });
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  await fillPlayer(KNOWN_UID);
  await screen.findByTestId('player-found', {}, PLAYER_CHECK_WAIT);
  fireEvent.click(await payButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/ordre/paymentError?orderNo=${ORDER_NO}&reason=3026`));
});

it('asks a signed-out visitor to log in and keeps what was typed', async () => {
  act(() => sessionStore.getState().setAccessToken(''));
  serve();
  const { unmount } = renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  await fillPlayer(KNOWN_UID);
  expect(screen.getByText(/мы покажем ник игрока/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Войти и оплатить' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/login?fromPage=${encodeURIComponent(CONFIRM_URL)}`));
  unmount();

  act(() => sessionStore.getState().setAccessToken('token'));
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  expect(await screen.findByLabelText('UID')).toHaveValue(KNOWN_UID);
  expect(within(screen.getByTestId('player-summary')).getByText('Europe')).toBeInTheDocument();
  expect(await screen.findByTestId('player-found', {}, PLAYER_CHECK_WAIT)).toHaveTextContent('Traveler');
});

it('gives the next account signed in within the tab an empty form, not what the last customer typed', async () => {
  act(() => sessionStore.getState().setUserInfo({ id: '7', email: 'first@example.com' }));
  const { requests } = serve();
  renderPage(<ConfirmOrderPage />, { url: CONFIRM_URL });
  await fillPlayer(KNOWN_UID);

  act(() => {
    sessionStore.getState().setAccessToken('next-token');
    sessionStore.getState().setUserInfo({ id: '8', email: 'next@example.com' });
  });
  await waitFor(() => expect(screen.getByLabelText('UID')).toHaveValue(''));
  // The new form reads the wallet afresh, as every confirm form does: its answer lands before the test ends.
  await waitFor(() => expect(sentTo(requests, getUserBalanceAmountCall.path)).toHaveLength(2));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(sessionStorage.getItem('intl-checkout_confirm_draft')).not.toContain(KNOWN_UID);
});
