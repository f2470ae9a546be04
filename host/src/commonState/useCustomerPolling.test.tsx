import { act, render } from '@testing-library/react';
import { commonStore, DEFAULT_POLLING_INTERVAL_MS, initialCommonState } from '@topup/shared/commonState';
import { sessionStore } from '@topup/shared/session';
import { fakeServer, type Sent } from '../pages/auth/authTesting';
import { StorefrontsProvider } from '../testing/StorefrontsProvider';
import { useCustomerPolling } from './useCustomerPolling';

function Polling() {
  useCustomerPolling();
  return null;
}

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const calls = (sent: Sent[], path: string) => sent.filter((request) => request.url.endsWith(path)).length;
const BALANCE = '/getUserBalanceAmount';
const UNREAD = '/queryUnreadCoupon';

function startPolling() {
  const server = fakeServer((request) => ({
    data: request.url.endsWith(BALANCE) ? [{ currencyName: 'RUB', amountMinor: 500_000 }] : request.url.endsWith(UNREAD) ? true : {},
  }));
  const view = render(
    <StorefrontsProvider>
      <Polling />
    </StorefrontsProvider>,
  );
  return { server, view };
}

const settle = () => act(async () => jest.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  commonStore.setState(initialCommonState());
  sessionStore.getState().setAccessToken('token');
});

afterEach(() => {
  act(() => {
    sessionStore.getState().setAccessToken('');
    sessionStore.getState().setLocale('ru');
  });
  jest.useRealTimers();
});

it('loads the balance list and the coupon flag at once, then every 30 s while the tab is visible', async () => {
  const { server } = startPolling();
  await settle();
  expect(commonStore.getState()).toMatchObject({ balanceList: [{ currencyName: 'RUB', amountMinor: 500_000 }], couponTips: true });
  expect([calls(server.sent, BALANCE), calls(server.sent, UNREAD)]).toEqual([1, 1]);
  await wait(DEFAULT_POLLING_INTERVAL_MS);
  expect([calls(server.sent, BALANCE), calls(server.sent, UNREAD)]).toEqual([2, 2]);

  setVisibility('hidden');
  await wait(3 * DEFAULT_POLLING_INTERVAL_MS);
  expect(calls(server.sent, BALANCE)).toBe(2);
  setVisibility('visible');
  await settle();
  expect(calls(server.sent, BALANCE)).toBe(3);
});

it('stops and forgets the customer\'s state on sign-out', async () => {
  const { server } = startPolling();
  await settle();
  act(() => sessionStore.getState().setAccessToken(''));
  expect(commonStore.getState()).toMatchObject({ balanceList: [], couponTips: false });
  await wait(2 * DEFAULT_POLLING_INTERVAL_MS);
  expect(calls(server.sent, BALANCE)).toBe(1);
});

it('does not ask about coupons where the storefront offers none', async () => {
  sessionStore.getState().setLocale('en');
  const { server } = startPolling();
  await settle();
  await wait(DEFAULT_POLLING_INTERVAL_MS);
  expect([calls(server.sent, BALANCE), calls(server.sent, UNREAD)]).toEqual([2, 0]);
});
