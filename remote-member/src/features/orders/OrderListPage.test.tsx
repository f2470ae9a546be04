import { act, fireEvent, screen, within } from '@testing-library/react';
import { currencySettingsCall, myOrderPageCall, orderCountCall, orderNoSchema, type OrderDetail } from '@topup/shared/contract';
import { offline, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { ORDER_NO, STOREFRONTS, order } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { OrderListPage } from './OrderListPage';

const COUNTS = { all: 12, toPay: 1, inProgress: 0, completed: 10, closed: 1 };
const completed = order({
  orderNo: orderNoSchema.parse('20260514090000654321'),
  status: 3,
  refunded: true,
  paidAmount: { currencyName: 'RUB', amount: 19800 },
  refundAmount: { currencyName: 'RUB', amount: 9900 },
  payWayId: 'balance|RUB',
  payTime: Date.UTC(2026, 4, 14, 9, 1),
});

function serve(pages: (payload: Record<string, unknown>) => { list: OrderDetail[]; total: number } | typeof offline) {
  return serveCalls([
    stubCall(currencySettingsCall, STOREFRONTS),
    stubCall(orderCountCall, COUNTS),
    stubCall(myOrderPageCall, (payload) => {
      const page = pages(payload);
      return 'list' in page ? { ...page, pageNum: Number(payload.pageNum), pageSize: Number(payload.pageSize) } : page;
    }),
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

it('asks a signed-out visitor to log in, coming back to the same tab, and asks nothing', () => {
  act(() => logoutLocally());
  const { requests } = serve(() => ({ list: [], total: 0 }));
  renderPage(<OrderListPage />, { url: '/my/order?tab=toPay' });
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login?fromPage=%2Fmy%2Forder%3Ftab%3DtoPay');
  expect(requests).toEqual([]);
});

it('lists the orders with their counts per tab, amount, status and a pay link on the unpaid one', async () => {
  const { requests } = serve(() => ({ list: [order(), completed], total: 12 }));
  renderPage(<OrderListPage />, { url: '/my/order' });
  const cards = await screen.findAllByTestId('order-card');
  expect(cards).toHaveLength(2);
  const [unpaid, done] = cards as [HTMLElement, HTMLElement];
  expect(within(unpaid).getByRole('link', { name: 'Кристаллы Сотворения' })).toHaveAttribute('href', `/ordre/detail?orderNo=${ORDER_NO}`);
  expect(within(unpaid).getByText('60 кристаллов × 2')).toBeInTheDocument();
  expect(within(unpaid).getByText(/198,00\s₽/)).toBeInTheDocument();
  expect(within(unpaid).getByTestId('order-status')).toHaveTextContent('Ожидает оплаты');
  expect(within(unpaid).getByRole('link', { name: 'Оплатить' })).toHaveAttribute('href', `/ordre/reConfirm?orderNo=${ORDER_NO}`);
  expect(within(done).getByTestId('order-status')).toHaveTextContent('Выполнен · есть возврат');
  expect(within(done).queryByRole('link', { name: 'Оплатить' })).toBeNull();
  expect(await screen.findByRole('tab', { name: 'Выполненные 10' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Все 12' })).toHaveAttribute('aria-selected', 'true');
  expect(requests.filter((served) => served.call === myOrderPageCall).map((served) => served.payload)).toEqual([{ tab: 'all', pageNum: 1, pageSize: 10 }]);
  // The pager has two pages of ten: the next one is asked for with the same tab.
  fireEvent.click(screen.getByRole('button', { name: 'Дальше' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/my/order?page=2');
});

it('switches tabs with the keyboard and shows the empty state of a tab', async () => {
  const { requests } = serve((payload) => (payload.tab === 'all' ? { list: [order()], total: 1 } : { list: [], total: 0 }));
  renderPage(<OrderListPage />, { url: '/my/order' });
  await screen.findAllByTestId('order-card');
  const all = screen.getByRole('tab', { name: /^Все/ });
  all.focus();
  fireEvent.keyDown(all, { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: /^К оплате/ })).toHaveFocus();
  expect(await screen.findByText('Здесь заказов нет')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/my/order?tab=toPay');
  expect(requests.some((served) => served.call === myOrderPageCall && served.payload.tab === 'toPay')).toBe(true);
});

it('shows an error with a retry when the list cannot be loaded, and loads it on retry', async () => {
  let fail = true;
  serve(() => (fail ? offline : { list: [order()], total: 1 }));
  renderPage(<OrderListPage />, { url: '/my/order' });
  const retry = await screen.findByRole('button', { name: 'Повторить' }, { timeout: 4000 });
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findAllByTestId('order-card')).toHaveLength(1);
});

it('shows the empty state with a way to the store when there are no orders at all', async () => {
  serve(() => ({ list: [], total: 0 }));
  renderPage(<OrderListPage />, { url: '/my/order' });
  expect(await screen.findByText('Заказов пока нет')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Перейти в магазин' })).toHaveAttribute('href', '/');
});


it('follows an order being delivered until it completes, without a reload, then rests', async () => {
  const delivering = order({ status: 2, payTime: Date.now(), paidAmount: { currencyName: 'RUB', amount: 19800 } });
  const answers = [delivering, order({ status: 3, finishTime: Date.now() })];
  const { requests } = serve(() => ({ list: [answers.length > 1 ? answers.shift()! : answers[0]!], total: 1 }));
  renderPage(<OrderListPage />, { url: '/my/order' });
  expect(await screen.findByText('Выполняется', { selector: '[data-testid="order-status"]' })).toBeInTheDocument();
  expect(await screen.findByText('Выполнен', { selector: '[data-testid="order-status"]' }, { timeout: 4000 })).toBeInTheDocument();
  const asked = requests.filter((request) => request.call === myOrderPageCall).length;
  await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
  expect(requests.filter((request) => request.call === myOrderPageCall)).toHaveLength(asked);
});
