import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currencySettingsCall, getUserBalanceAmountCall, walletFlowCall, type WalletFlow } from '@topup/shared/contract';
import { generateDigitalAddressCall, getRechargePlatformCall, queryDigitalAddressCall, queryTransactionAddressCall, rechargeNoSchema, rechargeStatusCall, userRechargeCall, type DigitalAddress } from '@topup/shared/contract/topup';
import { offline, refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { ORDER_NO, STOREFRONTS } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { hostedPage } from '@topup/shared/storefront';
import { WalletPage } from './WalletPage';

const ADDRESS: DigitalAddress = {
  network: 'TRC20',
  address: 'TXQraqk1SMzxXPy82FxQ4wNzNKHLoGh4mK',
  currencyName: 'RUB',
  rate: '95.00',
  minDepositMinor: 1_000_000,
  confirmations: 19,
};
const RECHARGE_NO = rechargeNoSchema.parse('R20260501100000123456');

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

function serve({ balances = true, usdt = true, payWays = true } = {}) {
  // A network failure is retried once by the page itself, so two failures reach the error state.
  let failures = balances ? 0 : 2;
  let payWayFailures = payWays ? 0 : 2;
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
      const typed = list.filter((flow) => payload.flowType === undefined || flow.flowType === Number(payload.flowType));
      return { list: typed, total: typed.length, pageNum: 1, pageSize: 10 };
    }),
    stubCall(getRechargePlatformCall, () => {
      if (payWayFailures > 0) {
        payWayFailures -= 1;
        return offline;
      }
      return [
        { payWayId: 'CARDPAY_RU|RUB' as const, payWay: 'CARDPAY_RU', currencyName: 'RUB' as const, confirmMinutes: 0 },
        { payWayId: 'SBP|RUB' as const, payWay: 'SBP', currencyName: 'RUB' as const, confirmMinutes: 0 },
      ];
    }),
    stubCall(userRechargeCall, (payload) =>
      payload.amount === '99999' ? refuse(5025) : { rechargeNo: RECHARGE_NO, amount: { currencyName: 'RUB', amount: 150_050 }, url: 'http://localhost/sandbox-pay/sbx_1' },
    ),
    stubCall(rechargeStatusCall, { rechargeNo: RECHARGE_NO, payWay: 'SBP', amount: { currencyName: 'RUB', amount: 150_050 }, status: 'paid', createTime: Date.UTC(2026, 4, 1) }),
    stubCall(queryDigitalAddressCall, usdt ? null : refuse(17)),
    stubCall(generateDigitalAddressCall, ADDRESS),
    stubCall(queryTransactionAddressCall, [
      {
        txId: 'ab'.repeat(32),
        amount: { currencyName: 'USDT', amount: 10_500_000 },
        confirmations: 4,
        confirmationsRequired: 19,
        status: 'confirming',
        credited: null,
        createTime: Date.UTC(2026, 4, 1),
      },
    ]),
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

it('checks the top-up amount, then leaves for the hosted page of the chosen pay way', async () => {
  const opened = jest.spyOn(hostedPage, 'open').mockImplementation(() => undefined);
  const { requests } = serve();
  renderPage(<WalletPage />, { url: '/my/wallet' });
  await screen.findByLabelText('СБП — Система быстрых платежей');
  const submit = screen.getByRole('button', { name: 'Пополнить' });
  fireEvent.click(submit);
  expect(await screen.findByText('Введите сумму')).toBeInTheDocument();
  const amount = screen.getByLabelText('Сумма, ₽');
  fireEvent.change(amount, { target: { value: '0' } });
  fireEvent.click(submit);
  expect(await screen.findByText('Сумма должна быть больше 0')).toBeInTheDocument();
  fireEvent.change(amount, { target: { value: '123456789' } });
  fireEvent.click(submit);
  expect(await screen.findByText('Не больше 8 цифр до запятой и 2 после')).toBeInTheDocument();
  expect(requests.filter((served) => served.call === userRechargeCall)).toEqual([]);
  fireEvent.change(amount, { target: { value: '1500,50' } });
  fireEvent.click(screen.getByLabelText('СБП — Система быстрых платежей'));
  fireEvent.click(submit);
  await waitFor(() => expect(opened).toHaveBeenCalledWith('http://localhost/sandbox-pay/sbx_1'));
  expect(requests.find((served) => served.call === userRechargeCall)?.payload).toMatchObject({ amount: '1500.50', payWayId: 'SBP|RUB', locale: 'ru' });
  opened.mockRestore();
});

it('keeps the amount typed while the pay ways cannot load, sends nothing, and pays once they arrive', async () => {
  const opened = jest.spyOn(hostedPage, 'open').mockImplementation(() => undefined);
  const { requests } = serve({ payWays: false });
  renderPage(<WalletPage />, { url: '/my/wallet' });
  fireEvent.change(await screen.findByLabelText('Сумма, ₽'), { target: { value: '500' } });
  const submit = screen.getByRole('button', { name: 'Пополнить' });
  expect(submit).toBeDisabled();
  const topUp = screen.getByRole('region', { name: 'Пополнить баланс' });
  fireEvent.click(await within(topUp).findByRole('button', { name: 'Повторить' }));
  await within(topUp).findByLabelText('СБП — Система быстрых платежей');
  expect(screen.getByLabelText('Сумма, ₽')).toHaveValue('500');
  fireEvent.click(submit);
  await waitFor(() => expect(opened).toHaveBeenCalled());
  expect(requests.filter((served) => served.call === userRechargeCall)).toHaveLength(1);
  opened.mockRestore();
});

it("holds the pay ways' place with the storefront's own, hidden, until they arrive", async () => {
  serve({ payWays: false });
  renderPage(<WalletPage />, { url: '/my/wallet' });
  const topUp = await screen.findByRole('region', { name: 'Пополнить баланс' });
  const loading = await within(topUp).findByTestId('loading-state');
  // The wallet itself is no way to top the wallet up.
  expect([...loading.querySelectorAll('input[type="radio"]')].map((radio) => radio.nextElementSibling?.textContent)).toEqual([
    'Банковская карта (Мир, Visa, Mastercard)',
    'СБП — Система быстрых платежей',
    'QIWI Кошелёк',
  ]);
  expect(within(topUp).queryAllByRole('radio')).toHaveLength(0);
});

it('tells a refusal of the server under the amount', async () => {
  serve();
  renderPage(<WalletPage />, { url: '/my/wallet' });
  await screen.findByLabelText('Банковская карта (Мир, Visa, Mastercard)');
  fireEvent.change(screen.getByLabelText('Сумма, ₽'), { target: { value: '99999' } });
  fireEvent.click(screen.getByRole('button', { name: 'Пополнить' }));
  expect(await screen.findByText('Превышен дневной лимит оплаты. Попробуйте завтра')).toBeInTheDocument();
});

it('shows the result of a top-up the provider sent the customer back from', async () => {
  serve();
  renderPage(<WalletPage />, { url: `/my/wallet?rechargeNo=${RECHARGE_NO}&outcome=paid` });
  const result = await screen.findByTestId('topup-result');
  await waitFor(() => expect(result).toHaveTextContent(/Баланс пополнен на 1\s?500,50\s₽/));
  fireEvent.click(within(result).getByRole('button', { name: 'Понятно' }));
  await waitFor(() => expect(screen.queryByTestId('topup-result')).not.toBeInTheDocument());
});

it('gives the customer a USDT address with its network, QR code and the transfers confirming', async () => {
  const { requests } = serve();
  renderPage(<WalletPage />, { url: '/my/wallet' });
  fireEvent.click(await screen.findByRole('button', { name: 'Получить адрес' }));
  expect(await screen.findByTestId('usdt-address')).toHaveTextContent(ADDRESS.address);
  expect(screen.getByTestId('usdt-network')).toHaveTextContent('TRC20');
  expect(await screen.findByRole('img', { name: 'QR-код адреса для пополнения' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Копировать адрес' })).toBeInTheDocument();
  expect(requests.find((served) => served.call === generateDigitalAddressCall)?.payload).toMatchObject({ currencyName: 'RUB' });
  const deposit = await screen.findByTestId('usdt-deposit');
  expect(deposit).toHaveTextContent('10.500000 USDT');
  expect(deposit).toHaveTextContent('Подтверждений: 4 из 19');
});

it('filters the operations by type', async () => {
  const { requests } = serve();
  renderPage(<WalletPage />, { url: '/my/wallet' });
  expect(await screen.findAllByTestId('wallet-flow')).toHaveLength(3);
  fireEvent.change(screen.getByLabelText('Тип операции'), { target: { value: '0' } });
  await waitFor(() => expect(screen.getAllByTestId('wallet-flow')).toHaveLength(1));
  expect(requests.filter((served) => served.call === walletFlowCall).at(-1)?.payload).toMatchObject({ flowType: 0 });
});

it('leaves USDT out where the store takes none', async () => {
  serve({ usdt: false });
  renderPage(<WalletPage />, { url: '/my/wallet' });
  expect(await screen.findByRole('button', { name: 'Пополнить' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Пополнить USDT' })).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Получить адрес' })).not.toBeInTheDocument();
});
