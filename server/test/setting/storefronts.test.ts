import { storefrontSchema, LOCALES } from '@topup/shared/contract';
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
