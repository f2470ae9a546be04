import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currencySettingsCall, getUserBalanceAmountCall, walletFlowCall, type WalletFlow } from '@topup/shared/contract';
import { offline, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { ORDER_NO, STOREFRONTS } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { WalletPage } from './WalletPage';

const entry = (overrides: Partial<WalletFlow>): WalletFlow => ({
  id: '1',
  currencyName: 'RUB',
  flowType: 2,
  amountMinor: 500_000,
  balanceAfterMinor: 500_000,
  reference: null,
  remark: null,
  createTime: Date.UTC(2026, 4, 1, 10),
  ...overrides,
});
const FLOW = [
  entry({ id: '3', flowType: 0, amountMinor: -19_800, balanceAfterMinor: 480_200, reference: ORDER_NO, createTime: Date.UTC(2026, 4, 2) }),
  entry({ id: '2', currencyName: 'USD', amountMinor: 5_000, balanceAfterMinor: 5_000 }),
  entry({ id: '1' }),
];

function serve({ balances = true } = {}) {
  // A network failure is retried once by the page itself, so two failures reach the error state.
  let failures = balances ? 0 : 2;
  return serveCalls([
    stubCall(currencySettingsCall, STOREFRONTS),
    stubCall(getUserBalanceAmountCall, () => {
      if (failures > 0) {
        failures -= 1;
        return offline;
      }
      return [
        { currencyName: 'RUB' as const, amountMinor: 480_200 },
        { currencyName: 'USD' as const, amountMinor: 5_000 },
      ];
    }),
    stubCall(walletFlowCall, (payload) => {
      const list = FLOW.filter((flow) => !payload.currencyName || flow.currencyName === payload.currencyName);
      return { list, total: list.length, pageNum: 1, pageSize: 10 };
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

it('asks a signed-out visitor to log in', () => {
  act(() => logoutLocally());
  serve();
  renderPage(<WalletPage />, { url: '/my/wallet' });
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login?fromPage=%2Fmy%2Fwallet');
});

it('shows the balance per currency and the operations with their types, filtered by currency', async () => {
  const { requests } = serve();
  renderPage(<WalletPage />, { url: '/my/wallet' });
  const balances = await screen.findAllByTestId('wallet-balance');
  await waitFor(() => expect(balances[0]).toHaveTextContent(/4\s?802,00\s₽/));
  expect(balances[1]).toHaveTextContent('USD');
  const flows = await screen.findAllByTestId('wallet-flow');
  expect(flows).toHaveLength(3);
  expect(within(flows[0]!).getByText('Оплата с баланса')).toBeInTheDocument();
  expect(flows[0]).toHaveTextContent(/−198,00\s₽/);
  expect(within(flows[0]!).getByRole('link', { name: `Заказ ${ORDER_NO}` })).toHaveAttribute('href', `/ordre/detail?orderNo=${ORDER_NO}`);
  expect(within(flows[2]!).getByText('Пополнение')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Валюта'), { target: { value: 'USD' } });
  await waitFor(() => expect(screen.getAllByTestId('wallet-flow')).toHaveLength(1));
  expect(requests.filter((served) => served.call === walletFlowCall).at(-1)?.payload).toMatchObject({ currencyName: 'USD' });
});

it('offers a retry when the balances cannot be loaded', async () => {
  serve({ balances: false });
  renderPage(<WalletPage />, { url: '/my/wallet' });
  fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }, { timeout: 4000 }));
  expect(await screen.findAllByTestId('wallet-balance')).toHaveLength(2);
});

it('tells a storefront without the balance that the wallet is not offered', async () => {
  act(() => sessionStore.getState().setLocale('mx'));
  const { requests } = serve();
  renderPage(<WalletPage />, { url: '/my/wallet' });
  expect(await screen.findByText('Здесь это недоступно')).toBeInTheDocument();
  expect(requests.filter((served) => served.call !== currencySettingsCall)).toEqual([]);
});
