import { act, screen, within } from '@testing-library/react';
import { couponCountCall, currencySettingsCall, getUserBalanceAmountCall, getUserInfoCall, orderCountCall } from '@topup/shared/contract';
import { serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { initTestI18n } from '@topup/shared/i18n/testing';
import { logoutLocally, sessionStore } from '@topup/shared/session';
import { STOREFRONTS } from '../../testing/fixtures';
import { renderPage } from '@topup/shared/testing';
import { MemberCenterPage } from './MemberCenterPage';

function serve() {
  return serveCalls([
    stubCall(currencySettingsCall, STOREFRONTS),
    stubCall(getUserInfoCall, { id: '7', email: 'player@example.com', phone: null, nickname: 'player', inviteCode: 'ABCD2345', createTime: 1 }),
    stubCall(getUserBalanceAmountCall, [
      { currencyName: 'RUB', amountMinor: 500_000 },
      { currencyName: 'USD', amountMinor: 5_000 },
    ]),
    stubCall(orderCountCall, { all: 6, toPay: 1, inProgress: 2, completed: 3, closed: 0 }),
    stubCall(couponCountCall, { unused: 4, used: 1, expired: 0 }),
  ]);
}

beforeAll(async () => {
  await initTestI18n('ru');
});

beforeEach(() => {
  act(() => {
    sessionStore.getState().setLocale('ru');
    sessionStore.getState().setUserInfo(null);
    sessionStore.getState().setAccessToken('token');
  });
});

it('asks a signed-out visitor to log in and asks the server nothing', () => {
  act(() => logoutLocally());
  const { requests } = serve();
  renderPage(<MemberCenterPage />, { url: '/my' });
  expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login?fromPage=%2Fmy');
  expect(requests.filter((request) => request.call !== currencySettingsCall)).toHaveLength(0);
});

it('sums up the account: e-mail, balance per currency, orders by status, unused coupons', async () => {
  serve();
  renderPage(<MemberCenterPage />, { url: '/my' });
  expect(await screen.findByTestId('my-email')).toHaveTextContent('player@example.com');
  const balances = await screen.findAllByTestId('my-balance');
  expect(balances.map((balance) => balance.textContent?.replace(/\s/g, ' '))).toEqual([expect.stringMatching(/RUB.*5 000,00 ₽/), expect.stringMatching(/USD.*50,00 \$/)]);
  expect(await screen.findByTestId('my-orders-toPay')).toHaveTextContent('1К оплате');
  expect(screen.getByTestId('my-orders-toPay')).toHaveAttribute('href', '/my/order?tab=toPay');
  expect(screen.getByTestId('my-orders-inProgress')).toHaveTextContent('2В работе');
  expect(screen.getByTestId('my-orders-completed')).toHaveTextContent('3Выполненные');
  expect(await screen.findByTestId('my-coupons-unused')).toHaveTextContent('4доступно');
});

it('links every member page the storefront offers', async () => {
  serve();
  renderPage(<MemberCenterPage />, { url: '/my' });
  const pages = await screen.findByRole('navigation', { name: 'Разделы' });
  await within(pages).findByRole('link', { name: 'Кошелёк' });
  const links = within(pages).getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(links).toEqual(['/my/order', '/my/afterSale', '/my/wallet', '/my/coupon', '/my/invitation', '/my/safe', '/help', '/service']);
});

it('leaves out the wallet and its balance where the storefront has none (mx)', async () => {
  act(() => sessionStore.getState().setLocale('mx'));
  serve();
  renderPage(<MemberCenterPage />, { url: '/my' });
  const pages = await screen.findByRole('navigation', { name: 'Разделы' });
  expect(within(pages).queryByRole('link', { name: 'Кошелёк' })).toBeNull();
  expect(await screen.findByTestId('my-coupons-unused')).toBeInTheDocument();
  expect(screen.queryByTestId('my-balance')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Баланс' })).toBeNull();
});
