import { defineCall } from '@topup/shared/contract';
import { logoutLocally, sessionStore, signIn, storage } from '@topup/shared/session';
import { z } from 'zod';
import { createHttpClient, type HttpClient } from './client';
import { ApiError, HttpStatusError, PasswordChangedError, SessionExpiredError } from './errors';
import { lazyAxios } from './lazyAxios';
import { envelope, fakeAdapter, fakePorts, type FakeAnswer, type FakePorts, type RecordedRequest } from './testing';

// The real transport, each instance getter watched (prepare's test counts its calls).
jest.mock('./lazyAxios', () => {
  const actual = jest.requireActual<typeof import('./lazyAxios')>('./lazyAxios');
  return { lazyAxios: jest.fn((config: Parameters<typeof actual.lazyAxios>[0]) => jest.fn(actual.lazyAxios(config))) };
});

let ports: FakePorts;
let client: HttpClient;
let requests: RecordedRequest[];
let answer: (request: RecordedRequest) => FakeAnswer;

function setup(options: { cacheTtl?: number; texts?: Record<string, string> } = {}) {
  ports = fakePorts(options.texts);
  const fake = fakeAdapter((request) => answer(request));
  requests = fake.requests;
  client = createHttpClient({ adapter: fake.adapter, ports, cacheTtl: options.cacheTtl });
}

const skusCall = defineCall({
  method: 'GET',
  path: '/display/v1/product/getSkusByGroupId/{groupId}',
  access: 'public',
  tag: 'display',
  summary: 'skus',
  request: z.object({ groupId: z.string(), lang: z.string().optional() }),
  response: z.array(z.object({ id: z.string() })),
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.setState({ accessToken: '', userInfo: null });
  answer = () => ({ body: envelope({ ok: true }) });
  setup();
});

afterEach(() => client.dispose());

describe('request building', () => {
  it('fills placeholders, prefixes /api and sends the rest of a GET payload as query', async () => {
    answer = () => ({ body: envelope([{ id: 'a' }]) });
    const result = await client.request(skusCall, { groupId: '42', lang: 'ru' });
    expect(result).toEqual([{ id: 'a' }]);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/display/v1/product/getSkusByGroupId/42',
      params: { lang: 'ru' },
      data: undefined,
    });
  });

  it('sends a POST payload as a JSON body', async () => {
    await client.request({ method: 'POST', path: '/order/v2/createOrder' }, { skuId: '1', count: 2 });
    expect(requests[0]?.url).toBe('/api/order/v2/createOrder');
    expect(requests[0]?.params).toBeUndefined();
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ skuId: '1', count: 2 });
  });

  it('form-encodes the body when bodyType is form', async () => {
    await client.request({ method: 'POST', path: '/oauth/logout', bodyType: 'form' }, { a: '1', b: 'x y' });
    expect(requests[0]?.url).toBe('/oauth/logout');
    expect(requests[0]?.data).toBe('a=1&b=x+y');
    expect(requests[0]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('sends the token, screen, referrer, analytics id and invite code headers', async () => {
    sessionStore.setState({ accessToken: 'tok' });
    storage.set('invite_code', 'INV7', 'local');
    Object.defineProperty(document, 'referrer', { value: 'https://ref.example.com/page?q=1', configurable: true });
    await client.request({ path: '/user/front/user/getUserInfo' });
    await client.request({ path: '/user/front/user/couponCount' });
    const headers = requests[0]?.headers ?? {};
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers.screenWidth).toBe(String(window.screen.width));
    expect(headers.screenHeight).toBe(String(window.screen.height));
    expect(headers.latestReferrer).toBe('https://ref.example.com/page?q=1');
    expect(headers.latestReferrerHost).toBe('ref.example.com');
    expect(headers.inviteCode).toBe('INV7');
    expect(headers.distinctId).toMatch(/.{8,}/);
    // The analytics id persists: the same on the next call and kept in local storage.
    expect(requests[1]?.headers.distinctId).toBe(headers.distinctId);
    expect(storage.get('distinct_id', 'local')).toBe(headers.distinctId);
    expect(requests[0]?.timeout).toBe(10000);
  });

  it('omits Authorization for a public call without a token and when a call opts out', async () => {
    await client.request(skusCall, { groupId: '1' });
    sessionStore.setState({ accessToken: 'tok' });
    await client.request({ path: '/display/v1/page/info' }, {}, { auth: false });
    await client.request(skusCall, { groupId: '2' });
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[1]?.headers.Authorization).toBeUndefined();
    expect(requests[2]?.headers.Authorization).toBe('Bearer tok');
  });

  it('honours a per-call time-out', async () => {
    await client.request({ path: '/user/verification/code/sendVerificationCode' }, {}, { timeout: 18000 });
    expect(requests[0]?.timeout).toBe(18000);
  });
});

describe('the envelope', () => {
  it('keeps 16+ digit numbers of the answer as strings', async () => {
    answer = () => ({ body: '{"code":1,"message":"ok","data":{"id":1790000000000000123,"n":123456789012345}}' });
    expect(await client.request({ path: '/order/orderInfo/details' })).toEqual({ id: '1790000000000000123', n: 123456789012345 });
  });

  it('rejects a code other than 1 with the text of error<code>', async () => {
    setup({ texts: { error3016: 'Цена изменилась' } });
    answer = () => ({ body: envelope(null, 3016, 'price changed') });
    const failure = client.request({ method: 'POST', path: '/order/v3/pay' });
    await expect(failure).rejects.toEqual(new ApiError(3016, 'Цена изменилась'));
    await expect(failure).rejects.toMatchObject({ code: 3016 });
    expect(ports.toasts).toEqual([{ type: 'error', message: 'Цена изменилась', duration: 3000, offset: 16 }]);
  });

  it('falls back to the server message when the code has no text', async () => {
    answer = () => ({ body: envelope(null, 2999, 'product code without text') });
    await expect(client.request({ path: '/x' })).rejects.toThrow('product code without text');
    expect(ports.toasts[0]?.message).toBe('product code without text');
  });

  it('shows the caller’s modal codes in a dialog and the rest as a toast', async () => {
    answer = () => ({ body: envelope(null, 3012, 'refresh please') });
    await expect(client.request({ path: '/x' }, {}, { modalCodes: [3012] })).rejects.toBeInstanceOf(ApiError);
    expect(ports.modals).toEqual([{ title: 'notice', button: 'know', message: 'refresh please' }]);
    expect(ports.toasts).toHaveLength(0);
    await expect(client.request({ path: '/y' }, {}, { modalCodes: [5010] })).rejects.toBeInstanceOf(ApiError);
    expect(ports.toasts).toHaveLength(1);
    expect(ports.modals).toHaveLength(1);
  });

  it('resolves true and shows nothing for a silent call', async () => {
    answer = () => ({ body: envelope(null, 4006, 'used up') });
    await expect(client.request({ path: '/x' }, {}, { silent: true })).resolves.toBe(true);
    expect(ports.toasts).toHaveLength(0);
    expect(ports.modals).toHaveLength(0);
  });

  it('rejects the caller’s quiet codes without a toast, and still shows the others', async () => {
    setup({ texts: { error12: 'Данных нет' } });
    answer = () => ({ body: envelope(null, 12, 'no data') });
    await expect(client.request({ path: '/x' }, {}, { quietCodes: [12] })).rejects.toEqual(new ApiError(12, 'Данных нет'));
    expect(ports.toasts).toHaveLength(0);
    expect(ports.modals).toHaveLength(0);
    await expect(client.request({ path: '/y' }, {}, { quietCodes: [11] })).rejects.toMatchObject({ code: 12 });
    expect(ports.toasts).toHaveLength(1);
  });

  it('rejects and shows nothing for a quiet call', async () => {
    answer = () => ({ body: envelope(null, 18, 'system error') });
    await expect(client.request({ path: '/x' }, {}, { quiet: true })).rejects.toMatchObject({ code: 18 });
    expect(ports.toasts).toHaveLength(0);
    expect(ports.modals).toHaveLength(0);
  });

  it('hands a body that is not an envelope through as is', async () => {
    answer = () => ({ body: { version: 3 } });
    await expect(client.request({ path: 'https://cdn.example.com/evaluate.json' }, {}, { auth: false })).resolves.toEqual({ version: 3 });
  });
});

describe('GET cache', () => {
  it('answers a repeated GET with the same path and params from the cache', async () => {
    await client.request(skusCall, { groupId: '1', lang: 'ru' });
    const second = await client.request(skusCall, { lang: 'ru', groupId: '1' });
    expect(second).toEqual({ ok: true });
    expect(requests).toHaveLength(1);
    await client.request(skusCall, { groupId: '1', lang: 'en' });
    await client.request(skusCall, { groupId: '2', lang: 'ru' });
    expect(requests).toHaveLength(3);
  });

  it('expires entries after the default 10 minutes', async () => {
    await client.request(skusCall, { groupId: '1' });
    ports.time += 10 * 60 * 1000 - 1;
    await client.request(skusCall, { groupId: '1' });
    expect(requests).toHaveLength(1);
    ports.time += 1;
    await client.request(skusCall, { groupId: '1' });
    expect(requests).toHaveLength(2);
  });

  it('takes a per-call ttl, and ttl 0 turns the cache off', async () => {
    await client.request(skusCall, { groupId: '1' }, { cacheTtl: 1000 });
    ports.time += 1000;
    await client.request(skusCall, { groupId: '1' }, { cacheTtl: 1000 });
    expect(requests).toHaveLength(2);
    await client.request(skusCall, { groupId: '9' }, { cacheTtl: 0 });
    await client.request(skusCall, { groupId: '9' }, { cacheTtl: 0 });
    expect(requests).toHaveLength(4);
  });

  it('never caches POSTs or failures, and is cleared on logout', async () => {
    await client.request({ method: 'POST', path: '/p' });
    await client.request({ method: 'POST', path: '/p' });
    expect(requests).toHaveLength(2);
    answer = () => ({ body: envelope(null, 12, 'no data') });
    await expect(client.request(skusCall, { groupId: '5' })).rejects.toBeInstanceOf(ApiError);
    answer = () => ({ body: envelope({ ok: true }) });
    await client.request(skusCall, { groupId: '5' });
    expect(requests).toHaveLength(4);
    logoutLocally();
    await client.request(skusCall, { groupId: '5' });
    expect(requests).toHaveLength(5);
  });
});

describe('HTTP 401', () => {
  it('with a message: error toast and a password-change rejection, still signed in', async () => {
    sessionStore.setState({ accessToken: 'tok' });
    answer = () => ({ status: 401, body: { message: 'password changed' } });
    const failure = client.request({ path: '/user/front/user/getUserInfo' });
    await expect(failure).rejects.toBeInstanceOf(PasswordChangedError);
    await expect(failure).rejects.toMatchObject({ passwordChange: true, message: 'password changed' });
    expect(ports.toasts[0]).toEqual({ type: 'error', message: 'password changed', duration: 3000, offset: 16 });
    expect(ports.navigations).toEqual([]);
    expect(sessionStore.getState().accessToken).toBe('tok');
  });

  it('without a message: logs out locally and goes to /login?fromPage=<current path>', async () => {
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: ports.time, expires_in: 7200 });
    answer = () => ({ status: 401, body: '' });
    await expect(client.request({ path: '/user/front/user/getUserInfo' })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(ports.navigations).toEqual([`/login?fromPage=${encodeURIComponent('/my/order?tab=2')}`]);
    expect(sessionStore.getState().accessToken).toBe('');
    expect(storage.get('access_token', 'local')).toBeUndefined();
  });

  it('for a token the customer no longer holds (signed out meanwhile): rejects, nothing else', async () => {
    signIn({ access_token: 'tok', refresh_token: 'r', create_time: ports.time, expires_in: 7200 });
    answer = () => {
      logoutLocally();
      return { status: 401, body: '' };
    };
    await expect(client.request({ path: '/user/front/user/getUserInfo' })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(ports.navigations).toEqual([]);
  });

  it('for a call that brought its own token (auth: false): rejects, the session stays', async () => {
    sessionStore.setState({ accessToken: 'tok' });
    answer = () => ({ status: 401, body: '' });
    const own = { auth: false, headers: { Authorization: 'Bearer old' } };
    await expect(client.request({ path: '/oauth/logout', method: 'POST' }, {}, own)).rejects.toBeInstanceOf(SessionExpiredError);
    expect(ports.navigations).toEqual([]);
    expect(sessionStore.getState().accessToken).toBe('tok');
  });
});

describe('call levels for statuses other than 200/201', () => {
  beforeEach(() => {
    answer = () => ({ status: 500, body: { message: 'boom' } });
  });

  it('level 1 shows the -5015 notice and reloads, but not twice within 10 s', async () => {
    setup({ texts: { 'error-5015': 'Сервис обновляется' } });
    await expect(client.request({ path: '/a' }, {}, { level: 1 })).rejects.toBeInstanceOf(HttpStatusError);
    expect(ports.toasts[0]?.message).toBe('Сервис обновляется');
    expect(ports.reloads).toBe(1);
    expect(storage.get('reload_guard')).toBe(ports.time);
    ports.time += 9999;
    await expect(client.request({ path: '/a' }, {}, { level: 1 })).rejects.toBeInstanceOf(HttpStatusError);
    expect(ports.reloads).toBe(1);
    ports.time += 1;
    await expect(client.request({ path: '/a' }, {}, { level: 1 })).rejects.toBeInstanceOf(HttpStatusError);
    expect(ports.reloads).toBe(2);
  });

  it('level 2 rejects with { statusCode: 500, message, path }', async () => {
    answer = () => ({ status: 503, body: { message: 'down' } });
    await expect(client.request({ path: '/order/orderInfo/details' }, {}, { level: 2 })).rejects.toEqual({
      statusCode: 500,
      message: 'down',
      path: '/api/order/orderInfo/details',
    });
  });

  it('level 3 resolves an empty object', async () => {
    await expect(client.request({ path: '/a' }, {}, { level: 3 })).resolves.toEqual({});
  });

  it('without a level rejects with the message', async () => {
    const failure = client.request({ path: '/a' });
    await expect(failure).rejects.toThrow('boom');
    await expect(failure).rejects.toMatchObject({ status: 500, path: '/api/a' });
    expect(ports.reloads).toBe(0);
  });

  it('201 counts as success', async () => {
    answer = () => ({ status: 201, body: envelope('made') });
    await expect(client.request({ method: 'POST', path: '/a' })).resolves.toBe('made');
  });
});

describe('loading and network failures', () => {
  it('counts requests in flight and clears loading on a network failure', async () => {
    const changes: boolean[] = [];
    let release: (value: FakeAnswer) => void = () => undefined;
    const fake = fakeAdapter((request) =>
      request.url.includes('slow') ? new Promise<FakeAnswer>((resolve) => (release = resolve)) : { networkError: true },
    );
    client.dispose();
    client = createHttpClient({ adapter: fake.adapter, ports });
    client.loading.onLoadingChange((loading) => changes.push(loading));
    const slow = client.request({ path: '/slow' });
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.loading.isLoading).toBe(true);
    await expect(client.request({ path: '/fails' })).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(client.loading.isLoading).toBe(false);
    expect(changes).toEqual([true, false]);
    release({ body: envelope(1) });
    await expect(slow).resolves.toBe(1);
    expect(client.loading.pending).toBe(0);
  });

  it('statuses above 503 are network errors', async () => {
    answer = () => ({ status: 504, body: 'gateway timeout' });
    await expect(client.request({ path: '/a' }, {}, { level: 3 })).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE' });
    expect(client.loading.isLoading).toBe(false);
  });
});

describe('money answers outside production', () => {
  const balanceCall = defineCall({
    method: 'GET',
    path: '/wallet/balance',
    access: 'public',
    tag: 'wallet',
    summary: 'balance',
    request: z.object({}),
    response: z.object({ amount: z.number().int() }),
  });

  it('checks a money call against the contract, and a catalogue call not', async () => {
    answer = () => ({ body: envelope({ amount: 1990 }) });
    await expect(client.request(balanceCall, {})).resolves.toEqual({ amount: 1990 });
    answer = () => ({ body: envelope({ amount: '19.90' }) });
    await expect(client.request(balanceCall, {}, { cacheTtl: 0 })).rejects.toThrow('The answer of /wallet/balance does not match the contract: amount:');
    answer = () => ({ body: envelope({ whatever: true }) });
    await expect(client.request(skusCall, { groupId: '1' })).resolves.toEqual({ whatever: true });
  });

  it('leaves the check out when told (a production build)', async () => {
    client.dispose();
    const fake = fakeAdapter(() => ({ body: envelope({ amount: '19.90' }) }));
    client = createHttpClient({ adapter: fake.adapter, ports, checkMoneyAnswers: false });
    await expect(client.request(balanceCall, {})).resolves.toEqual({ amount: '19.90' });
  });
});

describe('prepare', () => {
  it('loads the transport ahead of the first request, which then uses it', async () => {
    const prepared = createHttpClient({ adapter: fakeAdapter(() => ({ body: envelope({ ok: true }) })).adapter, ports: fakePorts() });
    const transport = jest.mocked(lazyAxios).mock.results.at(-1)?.value as jest.Mock;
    prepared.prepare();
    expect(transport).toHaveBeenCalledTimes(1);
    await expect(prepared.request(skusCall, { groupId: '7' })).resolves.toEqual({ ok: true });
    expect(transport).toHaveBeenCalledTimes(2);
    await expect(transport.mock.results[1]?.value).resolves.toBe(await transport.mock.results[0]?.value);
    prepared.dispose();
  });

  it("leaves it for later when the page's early calls asked the call it names, until that answer is taken", () => {
    const prepared = createHttpClient({ adapter: fakeAdapter(() => ({ body: envelope({ ok: true }) })).adapter, ports: fakePorts() });
    const transport = jest.mocked(lazyAxios).mock.results.at(-1)?.value as jest.Mock;
    const price = { method: 'POST', path: '/order/payOrder/getActualPayment' } as const;
    const answers: Array<Promise<undefined>> = [Promise.resolve(undefined)];
    window.__topupEarlyCalls = { token: 'tok', page: '/', answers: { 'POST /api/order/payOrder/getActualPayment?[["couponId",null]]': answers } };
    prepared.prepare(price);
    expect(transport).not.toHaveBeenCalled();
    // Another method of the same path was not asked.
    prepared.prepare({ method: 'GET', path: price.path });
    expect(transport).toHaveBeenCalledTimes(1);
    answers.shift();
    prepared.prepare(price);
    expect(transport).toHaveBeenCalledTimes(2);
    // A path with parameters is never taken for asked: the transport loads.
    prepared.prepare({ method: 'GET', path: '/display/v1/product/getProductById/{id}' });
    expect(transport).toHaveBeenCalledTimes(3);
    delete window.__topupEarlyCalls;
    prepared.dispose();
  });
});
