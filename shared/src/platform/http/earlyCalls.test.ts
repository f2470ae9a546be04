import { EARLY_CALLS_ID, type EarlyCall } from '@topup/shared/contract';
import { sessionStore, signIn, storage } from '@topup/shared/session';
import { createHttpClient, type HttpClient } from './client';
import { isAskedEarly, sendEarlyCalls } from './earlyCalls';
import { DISTINCT_ID_KEY } from './headers';
import { envelope, fakeAdapter, fakePorts, type RecordedRequest } from './testing';

const ORDERS = { path: '/order/orderInfo/myOrderPage', payload: { tab: 'all', pageNum: 1, pageSize: 10 } } satisfies EarlyCall;
const PRODUCT = { path: '/display/v1/product/getProductById/{id}', payload: { id: '1011', locale: 'ru' } } satisfies EarlyCall;
/** An order's details, and its game's account form, which follows them with the product's id. */
const ORDER_DETAILS = { path: '/order/orderInfo/details', payload: { orderNo: '20261128102526449434' } } satisfies EarlyCall;
const ACCOUNT_FORM = { path: '/form/formInteraction/v2/prePayFormInfo', payload: { locale: 'ru' }, follows: { after: 0, field: 'productId', from: 'product.id' } } satisfies EarlyCall;
/** The confirm page's price, a POST, and the same price with the best coupon, which follows the coupons at index 1. */
const LINK = { productSpecDetailIds: '[{"skuId":"10111","quantity":1}]', flag: 'info', signStr: '65989E6BA3C8C72DDC271F4CF8F3D961' };
const PRICE = { path: '/order/payOrder/getActualPayment', method: 'POST', payload: { ...LINK, couponId: null, locale: 'ru' } } satisfies EarlyCall;
const COUPONS = { path: '/user/coupon/usableCouponList', payload: { currencyName: 'RUB', amountMinor: 8900, categoryIds: '101' } } satisfies EarlyCall;
const BEST_COUPON_PRICE = { ...PRICE, payload: { ...LINK, locale: 'ru' }, follows: { after: 1, field: 'couponId', from: '0.id' } } satisfies EarlyCall;
const HOUR_S = 3600;

let fetchMock: jest.Mock;
let client: HttpClient;
let requests: RecordedRequest[];

function pageLists(calls: EarlyCall[]): void {
  document.head.innerHTML = `<script type="application/json" id="${EARLY_CALLS_ID}">${JSON.stringify(calls)}</script>`;
}

function answers(body: string, status = 200): void {
  fetchMock.mockResolvedValue({ status, statusText: status === 200 ? 'OK' : 'Gateway Timeout', text: async () => body });
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ accessToken: '', userInfo: null });
  delete window.__topupEarlyCalls;
  window.history.replaceState(null, '', '/my/order');
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
  const fake = fakeAdapter(() => ({ body: envelope('asked') }));
  requests = fake.requests;
  client = createHttpClient({ adapter: fake.adapter, ports: fakePorts() });
});

afterEach(() => client.dispose());

describe("a signed-in page's early calls", () => {
  it('are not sent for a visitor who is not signed in', () => {
    pageLists([ORDERS]);
    sendEarlyCalls();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__topupEarlyCalls).toBeUndefined();
  });

  it('are not sent with a token that needs a refresh first: the client refreshes, then asks', () => {
    signIn({ access_token: 'old', refresh_token: 'r', create_time: Date.now() - HOUR_S * 1000, expires_in: HOUR_S + 60 });
    pageLists([ORDERS]);
    sendEarlyCalls();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("go to the call's address with the headers the client sends", () => {
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: Date.now(), expires_in: HOUR_S });
    storage.set(DISTINCT_ID_KEY, 'visitor-1', 'local');
    pageLists([ORDERS, PRODUCT]);
    answers(JSON.stringify(envelope([])));
    sendEarlyCalls();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/order/orderInfo/myOrderPage?tab=all&pageNum=1&pageSize=10',
      '/api/display/v1/product/getProductById/1011?locale=ru',
    ]);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', distinctId: 'visitor-1' });
    expect(init.method).toBeUndefined();
  });

  it("answer the client's first request for the same call and payload, once, long ids kept", async () => {
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: Date.now(), expires_in: HOUR_S });
    pageLists([ORDERS]);
    answers('{"code":1,"data":{"list":[{"orderNo":12345678901234567890}],"total":1}}');
    sendEarlyCalls();
    const call = { method: 'GET', path: ORDERS.path } as const;
    // The page passes the same payload in another key order.
    expect(await client.request(call, { pageSize: 10, pageNum: 1, tab: 'all' }, { cacheTtl: 0 })).toEqual({
      list: [{ orderNo: '12345678901234567890' }],
      total: 1,
    });
    expect(requests).toHaveLength(0);
    expect(await client.request(call, ORDERS.payload, { cacheTtl: 0 })).toBe('asked');
    expect(requests).toHaveLength(1);
  });

  it('answer a call listed twice (the shell and the page both make it) once for each listing', async () => {
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: Date.now(), expires_in: HOUR_S });
    const BALANCES = { path: '/user/front/user/v2/getUserBalanceAmount', payload: {} } satisfies EarlyCall;
    pageLists([BALANCES, ORDERS, BALANCES]);
    fetchMock
      .mockResolvedValueOnce({ status: 200, statusText: 'OK', text: async () => JSON.stringify(envelope('first')) })
      .mockResolvedValueOnce({ status: 200, statusText: 'OK', text: async () => JSON.stringify(envelope([])) })
      .mockResolvedValueOnce({ status: 200, statusText: 'OK', text: async () => JSON.stringify(envelope('second')) });
    sendEarlyCalls();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const call = { method: 'GET', path: BALANCES.path } as const;
    expect(await client.request(call, {}, { cacheTtl: 0 })).toBe('first');
    expect(await client.request(call, {}, { cacheTtl: 0 })).toBe('second');
    expect(requests).toHaveLength(0);
    expect(await client.request(call, {}, { cacheTtl: 0 })).toBe('asked');
    expect(requests).toHaveLength(1);
  });

  it("send a call that follows another once that one answers, with the field its answer gives, for the client's later request", async () => {
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: Date.now(), expires_in: HOUR_S });
    pageLists([ORDER_DETAILS, ACCOUNT_FORM]);
    let answerOrder: (body: string) => void = () => undefined;
    fetchMock
      .mockReturnValueOnce(new Promise((resolve) => (answerOrder = (body) => resolve({ status: 200, statusText: 'OK', text: async () => body }))))
      .mockResolvedValueOnce({ status: 200, statusText: 'OK', text: async () => JSON.stringify(envelope({ fields: [] })) });
    sendEarlyCalls();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The client takes the order's answer as the page renders; the form leaves before the page asks for it.
    const order = client.request({ method: 'GET', path: ORDER_DETAILS.path }, ORDER_DETAILS.payload, { cacheTtl: 0 });
    answerOrder('{"code":1,"data":{"orderNo":"20261128102526449434","product":{"id":"1011"}}}');
    expect(await order).toEqual({ orderNo: '20261128102526449434', product: { id: '1011' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/order/orderInfo/details?orderNo=20261128102526449434',
      '/api/form/formInteraction/v2/prePayFormInfo?locale=ru&productId=1011',
    ]);
    expect(await client.request({ method: 'GET', path: ACCOUNT_FORM.path }, { productId: '1011', locale: 'ru' }, { cacheTtl: 0 })).toEqual({ fields: [] });
    expect(requests).toHaveLength(0);
  });

  it("send a POST with its JSON body, for the client's first POST of the same body, and a POST that follows the coupons' answer", async () => {
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: Date.now(), expires_in: HOUR_S });
    pageLists([PRICE, COUPONS, BEST_COUPON_PRICE]);
    fetchMock
      .mockResolvedValueOnce({ status: 200, statusText: 'OK', text: async () => JSON.stringify(envelope({ payAmount: 8900 })) })
      .mockResolvedValueOnce({ status: 200, statusText: 'OK', text: async () => JSON.stringify(envelope([{ id: '2' }, { id: '7' }])) })
      .mockResolvedValueOnce({ status: 200, statusText: 'OK', text: async () => JSON.stringify(envelope({ payAmount: 8400 })) });
    sendEarlyCalls();
    const price = { method: 'POST', path: PRICE.path } as const;
    // The page passes its payload in another key order, as the client sends it.
    expect(await client.request(price, { locale: 'ru', couponId: null, ...LINK })).toEqual({ payAmount: 8900 });
    expect(await client.request({ method: 'GET', path: COUPONS.path }, COUPONS.payload, { cacheTtl: 0 })).toEqual([{ id: '2' }, { id: '7' }]);
    expect(await client.request(price, { ...LINK, couponId: '2', locale: 'ru' })).toEqual({ payAmount: 8400 });
    expect(requests).toHaveLength(0);
    const sent = fetchMock.mock.calls as Array<[string, RequestInit]>;
    expect(sent.map(([url, init]) => [url, init.method])).toEqual([
      ['/api/order/payOrder/getActualPayment', 'POST'],
      ['/api/user/coupon/usableCouponList?currencyName=RUB&amountMinor=8900&categoryIds=101', undefined],
      ['/api/order/payOrder/getActualPayment', 'POST'],
    ]);
    expect(sent[0]?.[1].headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
    expect(sent.map(([, init]) => (init.body === undefined ? undefined : JSON.parse(String(init.body))))).toEqual([
      { ...LINK, couponId: null, locale: 'ru' },
      undefined,
      { ...LINK, locale: 'ru', couponId: '2' },
    ]);
    // Each answer once: the same price asked again goes to the server.
    expect(await client.request(price, { ...LINK, couponId: null, locale: 'ru' })).toBe('asked');
    expect(requests).toHaveLength(1);
  });

  it('leave a POST with a form body or headers of its own to the client', async () => {
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: Date.now(), expires_in: HOUR_S });
    pageLists([PRICE, PRICE]);
    answers(JSON.stringify(envelope('early')));
    sendEarlyCalls();
    expect(await client.request({ method: 'POST', path: PRICE.path, bodyType: 'form' }, PRICE.payload)).toBe('asked');
    expect(await client.request({ method: 'POST', path: PRICE.path }, PRICE.payload, { headers: { 'X-Idempotency-Key': 'k' } })).toBe('asked');
    expect(requests).toHaveLength(2);
  });

  it('do not send a follower when the answer it follows is a refusal, or failed', async () => {
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: Date.now(), expires_in: HOUR_S });
    pageLists([ORDER_DETAILS, ACCOUNT_FORM]);
    answers('{"code":3001,"data":null,"message":"no data"}');
    sendEarlyCalls();
    answers('upstream timed out', 504);
    sendEarlyCalls();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leave the client to ask itself when they failed, came back with no answer, or went with another token', async () => {
    const call = { method: 'GET', path: ORDERS.path } as const;
    const ask = () => client.request(call, ORDERS.payload, { cacheTtl: 0 });
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: Date.now(), expires_in: HOUR_S });
    pageLists([ORDERS]);

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    sendEarlyCalls();
    expect(await ask()).toBe('asked');

    answers('upstream timed out', 504);
    sendEarlyCalls();
    expect(await ask()).toBe('asked');

    answers(JSON.stringify(envelope('early')));
    sendEarlyCalls();
    signIn({ access_token: 'other', refresh_token: 'r', create_time: Date.now(), expires_in: HOUR_S });
    expect(await ask()).toBe('asked');
    expect(requests.map((request) => request.headers?.Authorization)).toEqual(['Bearer tok', 'Bearer tok', 'Bearer other']);
  });

  it('are dropped once the page shows another address: its requests, and a later return, ask for themselves', async () => {
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: Date.now(), expires_in: HOUR_S });
    pageLists([ORDERS, PRICE]);
    answers(JSON.stringify(envelope('early')));
    sendEarlyCalls();
    expect(isAskedEarly('POST', PRICE.path)).toBe(true);
    window.history.pushState(null, '', '/my/order?tab=unpaid');
    expect(isAskedEarly('POST', PRICE.path)).toBe(false);
    window.history.replaceState(null, '', '/my/order');
    expect(await client.request({ method: 'GET', path: ORDERS.path }, ORDERS.payload, { cacheTtl: 0 })).toBe('asked');
    expect(window.__topupEarlyCalls).toBeUndefined();
  });

  it('hand a 401 to the client as its own: the session ends as when it asks', async () => {
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: Date.now(), expires_in: HOUR_S });
    pageLists([ORDERS]);
    answers('', 401);
    sendEarlyCalls();
    await expect(client.request({ method: 'GET', path: ORDERS.path }, ORDERS.payload)).rejects.toThrow();
    expect(sessionStore.getState().accessToken).toBe('');
    expect(requests).toHaveLength(0);
  });
});

describe('an early answer that has come, for a render (answeredEarly)', () => {
  let renderClient: HttpClient;
  const call = { method: 'GET', path: ORDERS.path } as const;
  /** Lets the early answers' promises settle, as they have by the time a remote renders. */
  const arrive = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: Date.now(), expires_in: HOUR_S });
    pageLists([ORDERS]);
    // As in a production build: the money answers' contract check (it waits for zod) is off.
    renderClient = createHttpClient({ adapter: fakeAdapter(() => ({ body: envelope('asked') })).adapter, ports: fakePorts(), checkMoneyAnswers: false });
  });

  afterEach(() => renderClient.dispose());

  it('is handed at once, long ids kept, and only once: the next request asks', async () => {
    answers('{"code":1,"data":{"list":[{"orderNo":12345678901234567890}],"total":1}}');
    sendEarlyCalls();
    await arrive();
    expect(renderClient.answeredEarly(call, { pageSize: 10, pageNum: 1, tab: 'all' }, { cacheTtl: 0 })).toEqual({
      data: { list: [{ orderNo: '12345678901234567890' }], total: 1 },
    });
    expect(renderClient.answeredEarly(call, ORDERS.payload, { cacheTtl: 0 })).toBeUndefined();
    expect(await renderClient.request(call, ORDERS.payload, { cacheTtl: 0 })).toBe('asked');
  });

  it('is not handed while on its way: the request waits for it as before', async () => {
    let answer: (body: string) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = (body) => resolve({ status: 200, statusText: 'OK', text: async () => body }))));
    sendEarlyCalls();
    expect(renderClient.answeredEarly(call, ORDERS.payload, { cacheTtl: 0 })).toBeUndefined();
    const asked = renderClient.request(call, ORDERS.payload, { cacheTtl: 0 });
    answer(JSON.stringify(envelope('early')));
    expect(await asked).toBe('early');
  });

  it('is not handed when it is a refusal, a 401 or a failure: the request takes it its usual way', async () => {
    answers('{"code":3001,"data":null,"message":"no data"}');
    sendEarlyCalls();
    await arrive();
    expect(renderClient.answeredEarly(call, ORDERS.payload, { cacheTtl: 0 })).toBeUndefined();
    await expect(renderClient.request(call, ORDERS.payload, { cacheTtl: 0 })).rejects.toMatchObject({ code: 3001 });

    answers('', 401);
    sendEarlyCalls();
    await arrive();
    expect(renderClient.answeredEarly(call, ORDERS.payload, { cacheTtl: 0 })).toBeUndefined();
    await expect(renderClient.request(call, ORDERS.payload, { cacheTtl: 0 })).rejects.toThrow();
    expect(sessionStore.getState().accessToken).toBe('');
  });

  it('is left to the request while the money answers are checked against the contract (development builds)', async () => {
    answers(JSON.stringify(envelope('early')));
    sendEarlyCalls();
    await arrive();
    expect(client.answeredEarly(call, ORDERS.payload, { cacheTtl: 0 })).toBeUndefined();
    expect(await client.request(call, ORDERS.payload, { cacheTtl: 0 })).toBe('early');
  });
});
