import { act, fireEvent, screen, within } from '@testing-library/react';
import { currencySettingsCall } from '@topup/shared/contract';
import { afterSaleDetailCall, afterSalePageCall, type AfterSale, type AfterSaleDetail } from '@topup/shared/contract/afterSale';
import { offline, refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { renderPage } from '@topup/shared/testing';
import { ORDER_NO, STOREFRONTS } from '../../testing/fixtures';
import { AfterSaleDetailPage } from './AfterSaleDetailPage';
import { AfterSaleListPage } from './AfterSaleListPage';

const NO = '20260515120500123456';
const AT = Date.UTC(2026, 4, 15, 12, 30);

function item(overrides: Partial<AfterSale> = {}): AfterSale {
  return {
    afterSaleNo: NO,
    orderNo: ORDER_NO,
    productName: 'Кристаллы Сотворения',
    status: 1,
    reason: 'Не пришло',
    amount: { currencyName: 'RUB', amount: 19800 },
    refundPath: 5,
    createTime: AT,
    finishTime: AT,
    ...overrides,
  };
}

function detail(overrides: Partial<AfterSaleDetail> = {}): AfterSaleDetail {
  return {
    ...item(),
    status: 2,
    finishTime: AT + 60_000,
    orderStatus: 3,
    history: [
      { step: 'requested', status: 0, note: null, time: AT },
      { step: 'rejected', status: 2, note: 'Кристаллы уже потрачены', time: AT + 60_000 },
    ],
    ...overrides,
  };
}

const page = (list: AfterSale[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

beforeAll(async () => {
  await initTestI18n('ru');
});

beforeEach(() => {
  act(() => {
    sessionStore.getState().setLocale('ru');
    sessionStore.getState().setAccessToken('token');
  });
});

it('lists the refund requests with amount, path and status, and filters them by status tab', async () => {
  const { requests } = serveCalls([
    stubCall(currencySettingsCall, STOREFRONTS),
    stubCall(afterSalePageCall, (payload) => (payload.status === 2 ? page([]) : page([item(), item({ afterSaleNo: '20260515120500999999', status: 0, refundPath: 10, finishTime: null })]))),
  ]);
  renderPage(<AfterSaleListPage />, { url: '/my/afterSale' });
  const items = await screen.findAllByTestId('after-sale');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent(`Возврат № ${NO}`);
  expect(items[0]).toHaveTextContent('Деньги возвращены');
  expect(items[0]).toHaveTextContent('На баланс магазина');
  expect(items[1]).toHaveTextContent('На рассмотрении');
  expect(items[1]).toHaveTextContent('На банковскую карту');
  expect(within(items[0]!).getByRole('link', { name: 'Подробнее о возврате' })).toHaveAttribute('href', `/my/afterSale/detail?id=${NO}`);
  expect(within(items[0]!).getByRole('link', { name: `Заказ № ${ORDER_NO}` })).toHaveAttribute('href', `/ordre/detail?orderNo=${ORDER_NO}`);

  fireEvent.click(screen.getByRole('tab', { name: 'Отклонён' }));
  expect(await screen.findByText('Здесь запросов нет')).toBeInTheDocument();
  expect(requests.at(-1)?.payload).toMatchObject({ status: 2 });
});

it('says when there are no requests, and offers a retry when the list cannot load', async () => {
  serveCalls([stubCall(currencySettingsCall, STOREFRONTS), stubCall(afterSalePageCall, page([]))]);
  const { unmount } = renderPage(<AfterSaleListPage />, { url: '/my/afterSale' });
  expect(await screen.findByText('Запросов на возврат нет')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'К моим заказам' })).toHaveAttribute('href', '/my/order');
  unmount();
  serveCalls([stubCall(currencySettingsCall, STOREFRONTS), stubCall(afterSalePageCall, offline)]);
  renderPage(<AfterSaleListPage />, { url: '/my/afterSale' });
  expect(await screen.findByTestId('error-state', {}, { timeout: 5_000 })).toBeInTheDocument();
});

it('asks a signed-out visitor to log in', () => {
  act(() => logoutLocally());
  const { requests } = serveCalls([stubCall(afterSalePageCall, page([]))]);
  renderPage(<AfterSaleListPage />, { url: '/my/afterSale' });
  expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
  expect(requests).toEqual([]);
});

it('shows one request: reason, amount, path and its history with support words', async () => {
  serveCalls([stubCall(currencySettingsCall, STOREFRONTS), stubCall(afterSaleDetailCall, detail())]);
  renderPage(<AfterSaleDetailPage />, { url: `/my/afterSale/detail?id=${NO}` });
  expect(await screen.findByRole('heading', { name: 'Кристаллы Сотворения' })).toBeInTheDocument();
  expect(screen.getByTestId('after-sale-status')).toHaveTextContent('Отклонён');
  expect(screen.getByText('Не пришло')).toBeInTheDocument();
  expect(screen.getByText('На баланс магазина')).toBeInTheDocument();
  const steps = screen.getAllByTestId('after-sale-step');
  expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual(['Запрос отправлен', 'Запрос отклонён']);
  expect(steps[1]).toHaveTextContent('Кристаллы уже потрачены');
});

it("says there is no such request for another customer's id or a malformed one", async () => {
  const { notices } = serveCalls([stubCall(currencySettingsCall, STOREFRONTS), stubCall(afterSaleDetailCall, refuse(12, 'no'))]);
  const { unmount } = renderPage(<AfterSaleDetailPage />, { url: `/my/afterSale/detail?id=${NO}` });
  expect(await screen.findByText('Такого возврата нет')).toBeInTheDocument();
  expect(notices).toEqual([]);
  unmount();
  renderPage(<AfterSaleDetailPage />, { url: '/my/afterSale/detail?id=abc' });
  expect(screen.getByText('Такого возврата нет')).toBeInTheDocument();
});
