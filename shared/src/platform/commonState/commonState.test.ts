import type { PayWay } from '@topup/shared/contract';
import { configureHttp } from '@topup/shared/http';
import { envelope, fakeAdapter } from '../http/testing';
import { commonStore, initialCommonState } from './commonStore';
import { loadCommonState } from './loadCommonState';
import { orderPayList } from '@topup/shared/contract';
import { payMapOf } from './payList';
import { createPollingLoop, DEFAULT_POLLING_INTERVAL_MS } from './pollingLoop';

const payWay = (name: string, currencyName = 'RUB'): PayWay => ({ payWayId: `${name}|${currencyName}`, payWay: name, currencyName, confirmMinutes: 0 });

describe('pay list', () => {
  it('moves the first Russian card pay way to the front, keeping the rest in order', () => {
    const list = [payWay('SBP'), payWay('QIWI'), payWay('CARDPAY_RU'), payWay('CARDPAY_RU', 'USD')];
    expect(orderPayList(list).map((item) => item.payWayId)).toEqual(['CARDPAY_RU|RUB', 'SBP|RUB', 'QIWI|RUB', 'CARDPAY_RU|USD']);
  });

  it('leaves a list without Russian cards as it is', () => {
    expect(orderPayList([payWay('PIX', 'BRL'), payWay('card', 'BRL')]).map((item) => item.payWay)).toEqual(['PIX', 'card']);
  });

  it('maps each pay way by its payWayId', () => {
    expect(Object.keys(payMapOf([payWay('SBP'), payWay('PIX', 'BRL')]))).toEqual(['SBP|RUB', 'PIX|BRL']);
  });
});

describe('polling loop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then every 30 s by default, never two rounds at once', async () => {
    let rounds = 0;
    let finishRound: () => void = () => undefined;
    const loop = createPollingLoop(() => {
      rounds += 1;
      return new Promise<void>((resolve) => (finishRound = resolve));
    });
    loop.start();
    expect(rounds).toBe(1);
    await jest.advanceTimersByTimeAsync(DEFAULT_POLLING_INTERVAL_MS * 3);
    expect(rounds).toBe(1);
    finishRound();
    await jest.advanceTimersByTimeAsync(DEFAULT_POLLING_INTERVAL_MS - 1);
    expect(rounds).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(rounds).toBe(2);
    loop.stop();
    finishRound();
    await jest.advanceTimersByTimeAsync(DEFAULT_POLLING_INTERVAL_MS * 2);
    expect(rounds).toBe(2);
    expect(loop.running).toBe(false);
  });
});

describe('loadCommonState', () => {
  beforeEach(() => commonStore.setState(initialCommonState()));

  it('fills the pay list with its default first, the service config and the slow pay list', async () => {
    const server = fakeAdapter((request) => {
      if (request.url.endsWith('/order/v2/getPayWays')) return { body: envelope([payWay('SBP'), payWay('CARDPAY_RU')]) };
      if (request.url.endsWith('anonymousGetBusinessSetting')) return { body: envelope([JSON.stringify({ deliveryMinutes: { min: 0, max: 15 }, pollingIntervalMs: 30000 })]) };
      return { body: envelope([JSON.stringify(['OXXO_PAY'])]) };
    });
    configureHttp({ adapter: server.adapter });
    await loadCommonState({ currencyName: 'RUB', signedIn: true });
    const state = commonStore.getState();
    expect(state.currentCurrencyPay?.payWay).toBe('CARDPAY_RU');
    expect(Object.keys(state.payMap)).toEqual(['CARDPAY_RU|RUB', 'SBP|RUB']);
    expect(state.serviceConfig?.deliveryMinutes.max).toBe(15);
    expect(state.slowPayList).toEqual(['OXXO_PAY']);
    expect(state.loaded).toMatchObject({ def: true, login: true });
    expect(server.requests.find((request) => request.url.endsWith('getPayWays'))?.params).toEqual({ currencyName: 'RUB' });
  });

  it('keeps working, without a slow pay list request, for a visitor; failures change nothing', async () => {
    const server = fakeAdapter(() => ({ body: envelope(null, 17, 'Function unavailable') }));
    configureHttp({ adapter: server.adapter });
    await loadCommonState({ currencyName: 'RUB', signedIn: false });
    expect(commonStore.getState().payList).toEqual([]);
    expect(commonStore.getState().serviceConfig).toBeNull();
    expect(server.requests.some((request) => request.url.includes('getBusinessSetting'))).toBe(false);
  });
});
