import { EVALUATE_CONFIG_PATH, evaluateConfigSchema, storefrontSchema, LOCALES } from '@topup/shared/contract';
import { storeForTests } from '../support/testApp';

describe('GET /api/setting/currency/v1/getCurrencySettings', () => {
  const store = storeForTests();

  it('lists one storefront per locale with the spec\'s feature switches, without a token', async () => {
    const response = await store.app.inject('/api/setting/currency/v1/getCurrencySettings');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { code: number; data: unknown[] };
    expect(body.code).toBe(1);
    const storefronts = body.data.map((item) => storefrontSchema.parse(item));
    expect(storefronts.map((storefront) => storefront.locale).sort()).toEqual([...LOCALES].sort());
    const features = Object.fromEntries(storefronts.map((storefront) => [storefront.locale, [...storefront.features].sort()]));
    expect(features).toEqual({ ru: ['balance', 'coupon', 'evaluate'], en: ['balance'], me: [], mx: ['coupon'], br: ['coupon'] });
  });

  it('offers the wallet as a pay way only where the balance feature is on', async () => {
    const body = (await store.app.inject('/api/setting/currency/v1/getCurrencySettings')).json() as {
      data: { features: string[]; payWays: string[] }[];
    };
    for (const storefront of body.data) {
      expect(storefront.payWays.includes('balance')).toBe(storefront.features.includes('balance'));
    }
  });
});

describe('GET /api/order/v2/getPayWays', () => {
  const store = storeForTests();

  it('lists a currency\'s pay ways, the default first, with payWayId = payWay|currency', async () => {
    const body = (await store.app.inject('/api/order/v2/getPayWays?currencyName=RUB')).json() as { code: number; data: { payWayId: string }[] };
    expect(body.code).toBe(1);
    expect(body.data.map((payWay) => payWay.payWayId)).toEqual(['CARDPAY_RU|RUB', 'SBP|RUB', 'balance|RUB']);
  });

  it('leaves QIWI out by default (its wallets closed in 2024), in the storefronts too', async () => {
    const storefronts = (await store.app.inject('/api/setting/currency/v1/getCurrencySettings')).json() as { data: { locale: string; payWays: string[] }[] };
    expect(storefronts.data.find((storefront) => storefront.locale === 'ru')?.payWays).toEqual(['CARDPAY_RU', 'SBP', 'balance']);
  });

  it('tells how long slow pay ways take to confirm', async () => {
    const body = (await store.app.inject('/api/order/v2/getPayWays?currencyName=MXN')).json() as {
      data: { payWay: string; confirmMinutes: number }[];
    };
    expect(Object.fromEntries(body.data.map((payWay) => [payWay.payWay, payWay.confirmMinutes]))).toEqual({
      SPEI: 1,
      OXXO_PAY: 30,
      MERCADO_PAGO: 30,
      card: 0,
    });
  });

  it('refuses a malformed currency with a parameter error', async () => {
    const response = await store.app.inject('/api/order/v2/getPayWays?currencyName=rubles');
    expect(response.json()).toMatchObject({ code: 11 });
  });
});

describe('pay ways switched by PAY_WAYS_DISABLED', () => {
  const store = storeForTests({ env: { PAY_WAYS_DISABLED: 'SBP' } });

  it('offers QIWI again when only SBP is switched off', async () => {
    const body = (await store.app.inject('/api/order/v2/getPayWays?currencyName=RUB')).json() as { data: { payWayId: string }[] };
    expect(body.data.map((payWay) => payWay.payWayId)).toEqual(['CARDPAY_RU|RUB', 'QIWI|RUB', 'balance|RUB']);
  });
});

describe('business settings', () => {
  const store = storeForTests();

  it('answers the service configuration (8) to anyone, as a list whose first item is JSON', async () => {
    const body = (await store.app.inject('/api/setting/front/setting/anonymousGetBusinessSetting?businessTypeId=8')).json() as {
      data: string[];
    };
    expect(JSON.parse(body.data[0]!)).toEqual({ deliveryMinutes: { min: 0, max: 15 }, pollingIntervalMs: 30000 });
  });

  it('answers an unknown business type with code 12 and keeps the slow pay list (14) for signed-in customers', async () => {
    expect((await store.app.inject('/api/setting/front/setting/anonymousGetBusinessSetting?businessTypeId=999')).json()).toMatchObject({ code: 12 });
    expect((await store.app.inject('/api/setting/front/setting/anonymousGetBusinessSetting?businessTypeId=14')).json()).toMatchObject({ code: 12 });
    expect((await store.app.inject('/api/setting/front/setting/getBusinessSetting?businessTypeId=14')).statusCode).toBe(401);
  });
});

describe('GET /config/evaluate.json', () => {
  const store = storeForTests();

  it('serves the order evaluation config as a cacheable public file', async () => {
    const response = await store.app.inject(EVALUATE_CONFIG_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(evaluateConfigSchema.parse(response.json())).toEqual({ maxScore: 5, reviewsPerPage: 5, textMaxLength: 500 });
  });
});
