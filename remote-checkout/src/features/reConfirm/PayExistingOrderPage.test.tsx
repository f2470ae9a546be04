import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commonStore, initialCommonState } from '@topup/shared/commonState';
import {
  closeOrderCall,
  currencySettingsCall,
  getUserBalanceAmountCall,
  payConfirmInfoCall,
  payWaysCall,
  prePayFormInfoCall,
  rePayCall,
  unpaidOrderInfoCall,
  userFilledInfoCall,
  type PayResult,
} from '@topup/shared/contract';
import { refuse, serveCalls, stubCall, type Refusal } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { sessionStore } from '@topup/shared/session';
import { hostedPage } from '@topup/shared/storefront';
import { ORDER_NO, PRE_PAY_FORM, RUB_PAY_WAYS, STOREFRONTS, unpaidOrder } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { PayExistingOrderPage } from './PayExistingOrderPage';

const URL = `/ordre/reConfirm?orderNo=${ORDER_NO}`;

function serve({ order = unpaidOrder() as ReturnType<typeof unpaidOrder> | Refusal, rePay = [] as (PayResult | Refusal)[] } = {}) {
  return serveCalls([
    stubCall(currencySettingsCall, STOREFRONTS),
    stubCall(unpaidOrderInfoCall, order),
    stubCall(prePayFormInfoCall, PRE_PAY_FORM),
    stubCall(payWaysCall, RUB_PAY_WAYS),
    stubCall(getUserBalanceAmountCall, [{ currencyName: 'RUB', amountMinor: 100 }]),
    stubCall(userFilledInfoCall, (payload) => ({
      payWayId: String(payload.payWayId),
      extraFields: String(payload.payWayId).startsWith('SBP') ? ['phone' as const] : [],
      values: { phone: '+79123456789', email: null, name: null, cpf: null },
    })),
    stubCall(payConfirmInfoCall, (payload) => ({
      orderNo: ORDER_NO,
      payWayId: String(payload.payWayId),
      payAmount: { currencyName: 'RUB', amount: 19800 },
      extraFields: [],
      confirmMinutes: 0,
      cashVoucher: false,
      balance: null,
      payDeadline: Date.now() + 600_000,
    })),
    stubCall(rePayCall, () => rePay.shift() ?? refuse(18)),
    stubCall(closeOrderCall, { orderNo: ORDER_NO, status: 4 }),
  ]);
}

function sentTo(requests: ReturnType<typeof serve>['requests'], path: string) {
  return requests.filter((served) => served.call.path === path).map((served) => served.payload);
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
  commonStore.setState(initialCommonState());
  act(() => {
    sessionStore.getState().setLocale('ru');
    sessionStore.getState().setAccessToken('token');
  });
});

afterEach(() => jest.restoreAllMocks());

it('shows the unpaid order, its player and the time left, and pays it again with another pay way', async () => {
  const open = jest.spyOn(hostedPage, 'open').mockImplementation(() => undefined);
  const { requests } = serve({ rePay: [{ kind: 'redirect', orderNo: ORDER_NO, payNo: 'P2', url: 'https://pay.example/P2' }] });
  renderPage(<PayExistingOrderPage />, { url: URL });
  expect(await screen.findByRole('heading', { name: `Заказ № ${ORDER_NO}` })).toBeInTheDocument();
  const player = screen.getByTestId('player-summary');
  expect(player).toHaveTextContent('Traveler');
  expect(await within(player).findByText('Europe')).toBeInTheDocument();
  expect(screen.getByText('Оплатите в течение')).toBeInTheDocument();
  // The order's own pay way is chosen; the wallet cannot pay 198 ₽ from 1 ₽.
  expect(screen.getByRole('radio', { name: /Банковская карта/ })).toBeChecked();
  await waitFor(() => expect(screen.getByRole('radio', { name: /Баланс магазина/ })).toBeDisabled());

  fireEvent.click(screen.getByRole('radio', { name: /СБП/ }));
  expect(await screen.findByLabelText('Телефон')).toHaveValue('+79123456789');
  fireEvent.click(await payButton());
  await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example/P2'));
  expect(sentTo(requests, rePayCall.path)).toEqual([
    expect.objectContaining({ orderNo: ORDER_NO, payWayId: 'SBP|RUB', extraInfo: { phone: '+79123456789' } }),
  ]);
});

it('stays on a refused attempt, and the next click is a new attempt with a new key', async () => {
  const { requests } = serve({ rePay: [refuse(3019, 'pay way gone'), { kind: 'waiting', orderNo: ORDER_NO, payNo: 'P3', confirmMinutes: 1 }] });
  renderPage(<PayExistingOrderPage />, { url: URL });
  fireEvent.click(await payButton());
  await waitFor(() => expect(sentTo(requests, rePayCall.path)).toHaveLength(1));
  fireEvent.click(await payButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/deal/paymentSucc?orderNo=${ORDER_NO}`));
  const [first, second] = sentTo(requests, rePayCall.path);
  expect(first?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  expect(second?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
});

it('cancels the order only after the Yes of the confirmation', async () => {
  const { requests } = serve();
  renderPage(<PayExistingOrderPage />, { url: URL });
  fireEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
  const dialog = screen.getByRole('dialog', { name: 'Отменить заказ?' });
  expect(within(dialog).getByRole('button', { name: 'Нет' })).toHaveFocus();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Нет' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sentTo(requests, closeOrderCall.path)).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Да, отменить' }));
  // The form gives way to the message, which takes the focus: the pressed button is gone.
  const cancelled = await screen.findByRole('heading', { name: 'Заказ отменён' });
  expect(cancelled.closest('[tabindex="-1"]')).toHaveFocus();
  expect(sentTo(requests, closeOrderCall.path)).toEqual([{ orderNo: ORDER_NO }]);
  expect(screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute('href', '/my/order');
});

it('says when the order is closed or already paid, and asks a signed-out visitor to log in', async () => {
  serve({ order: refuse(3011, 'closed') });
  const closed = renderPage(<PayExistingOrderPage />, { url: URL });
  expect(await screen.findByText('Заказ закрыт')).toBeInTheDocument();
  closed.unmount();

  serve({ order: refuse(3012, 'paid') });
  const paid = renderPage(<PayExistingOrderPage />, { url: URL });
  expect(await screen.findByRole('link', { name: 'Посмотреть статус' })).toHaveAttribute('href', `/deal/paymentSucc?orderNo=${ORDER_NO}`);
  paid.unmount();

  act(() => sessionStore.getState().setAccessToken(''));
  renderPage(<PayExistingOrderPage />, { url: URL });
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', `/login?fromPage=${encodeURIComponent(URL)}`);
});
