import { configureHttp } from '@topup/shared/http';
import { envelope, fakeAdapter, type FakeAnswer, type RecordedRequest } from '../http/testing';
import { loadBalanceList } from './balance';
import { clearCustomerState, commonStore, initialCommonState } from './commonStore';
import { dismissCouponTips, loadCouponTips } from './couponTips';

/** A fake server whose answers the test can hold back until it releases them. */
function server(answer: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const fake = fakeAdapter(answer);
  configureHttp({ adapter: fake.adapter });
  return fake;
}

const isUnreadCheck = (request: RecordedRequest) => request.url.endsWith('/queryUnreadCoupon');

/** Lets pending promises and timers run until the condition holds. */
async function until(condition: () => boolean): Promise<void> {
  for (let round = 0; round < 100 && !condition(); round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

beforeEach(() => commonStore.setState(initialCommonState()));

describe('balance list', () => {
  it('tells a customer with no money (an empty answer) from a list not asked for yet', async () => {
    server(() => ({ body: envelope([]) }));
    await loadBalanceList();
    expect(commonStore.getState()).toMatchObject({ balanceList: [], balancesKnown: true });
  });

  it('fills from getUserBalanceAmount, never from the GET cache', async () => {
    let rub = 500_000;
    const fake = server(() => ({ body: envelope([{ currencyName: 'RUB', amountMinor: rub }]) }));
    expect(commonStore.getState().balancesKnown).toBe(false);
    await loadBalanceList();
    expect(commonStore.getState().balanceList).toEqual([{ currencyName: 'RUB', amountMinor: 500_000 }]);
    expect(commonStore.getState().balancesKnown).toBe(true);
    rub = 450_100;
    await loadBalanceList();
    expect(commonStore.getState().balanceList).toEqual([{ currencyName: 'RUB', amountMinor: 450_100 }]);
    expect(fake.requests.map((request) => request.url)).toEqual([
      '/api/user/front/user/v2/getUserBalanceAmount',
      '/api/user/front/user/v2/getUserBalanceAmount',
    ]);
  });

  it('keeps the list when the call fails, and clears it on sign-out', async () => {
    commonStore.setState({ balanceList: [{ currencyName: 'USD', amountMinor: 5_000 }], balancesKnown: true, couponTips: true });
    server(() => ({ body: envelope(null, 18, 'System error') }));
    await loadBalanceList();
    expect(commonStore.getState().balanceList).toEqual([{ currencyName: 'USD', amountMinor: 5_000 }]);
    clearCustomerState();
    expect(commonStore.getState()).toMatchObject({ balanceList: [], balancesKnown: false, couponTips: false });
  });
});

describe('coupon tips', () => {
  it('follow the unread check, uncached, one request for calls made together', async () => {
    let unread = true;
    const fake = server(() => ({ body: envelope(unread) }));
    await Promise.all([loadCouponTips(), loadCouponTips()]);
    expect(commonStore.getState().couponTips).toBe(true);
    expect(fake.requests).toHaveLength(1);
    unread = false;
    await loadCouponTips();
    expect(commonStore.getState().couponTips).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });

  it('keep their value when the check fails (a failure is not "unread")', async () => {
    server(() => ({ body: envelope(null, 18, 'System error') }));
    await loadCouponTips();
    expect(commonStore.getState().couponTips).toBe(false);
    commonStore.setState({ couponTips: true });
    server(() => ({ status: 500, body: envelope(null, 18, 'System error') }));
    await loadCouponTips();
    expect(commonStore.getState().couponTips).toBe(true);
  });

  it('stay down after a dismissal, even when a check was already on its way', async () => {
    let releaseCheck: (answer: FakeAnswer) => void = () => undefined;
    let releaseRead: (answer: FakeAnswer) => void = () => undefined;
    const fake = server((request) => {
      if (isUnreadCheck(request)) return new Promise<FakeAnswer>((resolve) => (releaseCheck = resolve));
      return new Promise<FakeAnswer>((resolve) => (releaseRead = resolve));
    });
    commonStore.setState({ couponTips: true });
    const inFlight = loadCouponTips();
    await until(() => fake.requests.length === 1);
    const dismissed = dismissCouponTips();
    expect(commonStore.getState().couponTips).toBe(false);
    releaseCheck({ body: envelope(true) });
    await inFlight;
    expect(commonStore.getState().couponTips).toBe(false);

    // A new check waits for the read call, so the server answers after the coupons are read.
    const next = loadCouponTips();
    await until(() => fake.requests.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.requests.filter(isUnreadCheck)).toHaveLength(1);
    releaseRead({ body: envelope({ marked: 1 }) });
    await dismissed;
    await until(() => fake.requests.length === 3);
    releaseCheck({ body: envelope(false) });
    await next;
    expect(fake.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/user/front/user/queryUnreadCoupon',
      'POST /api/user/front/user/readCoupon',
      'GET /api/user/front/user/queryUnreadCoupon',
    ]);
    expect(commonStore.getState().couponTips).toBe(false);
  });
});
