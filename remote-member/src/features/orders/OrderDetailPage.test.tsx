import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closeOrderCall, currencySettingsCall, orderButtonStatusCall, orderDetailsCall, prePayFormInfoCall, type OrderButtonStatus, type OrderDetail } from '@topup/shared/contract';
import { refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { ORDER_NO, STOREFRONTS, order } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { OrderDetailPage } from './OrderDetailPage';

const URL = `/ordre/detail?orderNo=${ORDER_NO}`;
const FORM = {
  productId: '30',
  categoryId: '2',
  fields: [
    { key: 'uid', label: 'UID', type: 'text' as const, required: true, pattern: null, options: [] },
    { key: 'server', label: 'Сервер', type: 'select' as const, required: true, pattern: null, options: [{ value: 'os_euro', label: 'Европа' }] },
  ],
  playerCheck: true,
};

/** What the server allows an order of this status, as getOrderButtonStatus answers. */
function allowed(answer: OrderDetail | ReturnType<typeof refuse>, payment: Partial<OrderButtonStatus>): OrderButtonStatus | ReturnType<typeof refuse> {
  if (!('status' in answer)) return answer;
  const unpaid = answer.status <= 1;
  return { orderNo: ORDER_NO, status: answer.status, pay: unpaid, cancel: unpaid, refund: false, form: false, history: false, paymentConfirming: false, paymentPending: false, ...payment };
}

function serve(answers: (OrderDetail | ReturnType<typeof refuse>)[], payment: Partial<OrderButtonStatus> = {}) {
  let current = answers[0]!;
  return serveCalls([
    stubCall(currencySettingsCall, STOREFRONTS),
    stubCall(prePayFormInfoCall, FORM),
    stubCall(orderDetailsCall, () => {
      current = answers.length > 1 ? answers.shift()! : answers[0]!;
      return current;
    }),
    stubCall(orderButtonStatusCall, () => allowed(current, payment)),
    stubCall(closeOrderCall, { orderNo: ORDER_NO, status: 4 }),
  ]);
}

beforeAll(async () => {
  await initTestI18n('ru');
});

beforeEach(() => {
  act(() => {
    sessionStore.getState().setLocale('ru');
    sessionStore.getState().setAccessToken('token');
  });
});

it('asks a signed-out visitor to log in, coming back to this order', () => {
  act(() => logoutLocally());
  const { requests } = serve([order()]);
  renderPage(<OrderDetailPage />, { url: URL });
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', `/login?fromPage=${encodeURIComponent(URL)}`);
  expect(requests).toEqual([]);
});

it('shows a paid, partly refunded order: statuses, amounts, times, player and pay way', async () => {
  serve([
    order({
      status: 3,
      refunded: true,
      discount: { currencyName: 'RUB', amount: 1000 },
      coupon: { id: '5', name: 'Скидка 10 ₽', discount: { currencyName: 'RUB', amount: 1000 } },
      payAmount: { currencyName: 'RUB', amount: 18800 },
      paidAmount: { currencyName: 'RUB', amount: 18800 },
      refundAmount: { currencyName: 'RUB', amount: 5000 },
      payWayId: 'CARDPAY_RU|RUB',
      payTime: Date.UTC(2026, 4, 15, 12, 1),
      deliverTime: Date.UTC(2026, 4, 15, 12, 2),
      finishTime: Date.UTC(2026, 4, 15, 12, 3),
    }),
  ]);
  renderPage(<OrderDetailPage />, { url: URL });
  expect(await screen.findByRole('heading', { name: 'Кристаллы Сотворения' })).toBeInTheDocument();
  expect(screen.getByTestId('order-status')).toHaveTextContent('Выполнен · есть возврат');
  const amounts = screen.getByRole('region', { name: 'Сумма заказа' });
  expect(within(amounts).getByText('Купон «Скидка 10 ₽»')).toBeInTheDocument();
  // Money is written the storefront's way once its settings are in.
  await waitFor(() => expect(within(amounts).getByText('Оплачено').nextSibling).toHaveTextContent(/188,00\s₽/));
  expect(within(amounts).getByText('Возвращено').nextSibling).toHaveTextContent(/50,00\s₽/);
  expect(within(amounts).getByText('Банковская карта (Мир, Visa, Mastercard)')).toBeInTheDocument();
  const times = screen.getByRole('region', { name: 'Даты' });
  for (const label of ['Оформлен', 'Оплачен', 'Передан на пополнение', 'Завершён']) expect(within(times).getByText(label)).toBeInTheDocument();
  expect(within(times).queryByText('Закрыт')).toBeNull();
  const player = screen.getByRole('region', { name: 'Аккаунт в игре' });
  expect(await within(player).findByText('Европа')).toBeInTheDocument();
  expect(within(player).getByText('Traveler')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Оплатить' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
});

it('cancels an unpaid order after Yes, and keeps it after No', async () => {
  const { requests } = serve([order(), order({ status: 4, closeTime: Date.UTC(2026, 4, 15, 12, 5) })]);
  renderPage(<OrderDetailPage />, { url: URL });
  expect(await screen.findByRole('link', { name: 'Оплатить' })).toHaveAttribute('href', `/ordre/reConfirm?orderNo=${ORDER_NO}`);
  fireEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Нет' }));
  expect(requests.some((served) => served.call === closeOrderCall)).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Да, отменить' }));
  const closed = await screen.findByText('Закрыт', { selector: '[data-testid="order-status"]' });
  // The button went with the reload: the focus is on the order's number and status.
  await waitFor(() => expect(closed.parentElement).toHaveFocus());
  expect(requests.filter((served) => served.call === closeOrderCall).map((served) => served.payload)).toEqual([{ orderNo: ORDER_NO }]);
  expect(screen.queryByRole('link', { name: 'Оплатить' })).toBeNull();
});

it('says the payment is being confirmed instead of offering to pay once it was approved', async () => {
  serve([order({ payWayId: 'CARDPAY_RU|RUB' })], { pay: false, cancel: false, paymentConfirming: true, paymentPending: true });
  renderPage(<OrderDetailPage />, { url: URL });
  expect(await screen.findByTestId('live-order-progress')).toHaveTextContent('платить ещё раз не нужно');
  expect(screen.getByTestId('order-status')).toHaveTextContent('Оплата подтверждается');
  expect(screen.queryByText('Ожидает оплаты')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Оплатить' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
});

it('follows the order to completed without a reload', async () => {
  serve([order({ status: 2, payTime: Date.now(), paidAmount: { currencyName: 'RUB', amount: 19800 } }), order({ status: 3, finishTime: Date.now() })]);
  renderPage(<OrderDetailPage />, { url: URL });
  expect(await screen.findByText('Выполняется', { selector: '[data-testid="order-status"]' })).toBeInTheDocument();
  expect(screen.getByTestId('live-order-progress')).toHaveTextContent('в течение 15 мин');
  expect(await screen.findByText('Выполнен', { selector: '[data-testid="order-status"]' }, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.queryByTestId('live-order-progress')).toBeNull();
});

it('says so when there is no such order, or the number is not one', async () => {
  serve([refuse(12, 'No such order')]);
  const { unmount } = renderPage(<OrderDetailPage />, { url: URL });
  expect(await screen.findByText('Такого заказа нет')).toBeInTheDocument();
  unmount();
  const { requests } = serve([order()]);
  renderPage(<OrderDetailPage />, { url: '/ordre/detail?orderNo=abc' });
  expect(screen.getByText('Такого заказа нет')).toBeInTheDocument();
  expect(requests.filter((served) => served.call === orderDetailsCall)).toEqual([]);
});
