import { ResultCode } from '@topup/shared/errors';
import { accountsStoreForTests } from '../auth/accountsStore';
import { closeTemplates, pgliteBackend } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';

/** One past the largest bigint: 19 digits, so the old /^\d{1,19}$/ let it through to the database. */
const TOO_BIG = '9999999999999999999';

const store = accountsStoreForTests(pgliteBackend);
afterAll(closeTemplates);

function expectParameterError(response: { statusCode: number; json(): { code: number; data: unknown; message: string } }) {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 400, body: { code: ResultCode.PARAMETER_ERROR, data: null } });
}

describe('ids beyond a bigint column', () => {
  const publicUrls = [
    `/api/display/v1/product/getProductById/${TOO_BIG}`,
    `/api/display/v1/product/getSkusByGroupId/${TOO_BIG}`,
    `/api/display/v1/customerQrcode/getCustomerQrcodeDetail/${TOO_BIG}`,
    `/api/display/v1/diy/activityDetail?id=${TOO_BIG}`,
    `/api/display/goodsGroup/v1/getGroupFrameBySpuId?spuId=${TOO_BIG}`,
    `/api/display/v1/product/getProductReviews?productId=${TOO_BIG}`,
    `/api/form/formInteraction/v2/prePayFormInfo?productId=${TOO_BIG}`,
    '/api/display/v1/product/getProductById/9223372036854775808',
    '/api/display/v1/product/getProductById/0',
    `/api/display/v1/product/getProductById/${'1'.repeat(200)}`,
  ];

  it.each(publicUrls)('are code 11 on %s', async (url) => {
    expectParameterError(await store.app.inject({ method: 'GET', url }));
  });

  it("are code 11 on a customer's calls", async () => {
    const customer = await signedInCustomer(store, 'big-ids@example.com');
    expectParameterError(await customer.post('/api/user/player/profile/delete', { id: TOO_BIG }));
    expectParameterError(await customer.post('/api/market/coupon/rulesByCouponIds', { couponIds: [TOO_BIG] }));
    expectParameterError(await customer.get('/api/user/player/profiles', { categoryId: TOO_BIG }));
    expectParameterError(await customer.get('/api/user/coupon/usableCouponList', { currencyName: 'RUB', amountMinor: 100, categoryIds: `1,${TOO_BIG}` }));
  });

  it('still reach the store up to 2^63-1', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/display/v1/product/getProductById/9223372036854775807' });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).not.toBe(ResultCode.PARAMETER_ERROR);
  });
});

describe('URLs the router refuses', () => {
  it('answer the envelope with code 11, not Fastify\'s own body', async () => {
    const long = await store.app.inject({ method: 'GET', url: `/api/display/v1/product/getProductById/${'x'.repeat(3000)}` });
    expect({ status: long.statusCode, body: long.json() }).toMatchObject({ status: 414, body: { code: ResultCode.PARAMETER_ERROR, data: null } });
    expectParameterError(await store.app.inject({ method: 'GET', url: '/api/display/v1/product/getProductById/%E0%A4%A' }));
  });
});

describe('text that PostgreSQL cannot store', () => {
  it('refuses a NUL byte in a search keyword', async () => {
    expectParameterError(await store.app.inject({ method: 'GET', url: '/api/display/v1/category/search?keyword=a%00b' }));
    expectParameterError(await store.app.inject({ method: 'GET', url: '/api/display/goodsGroup/v1/searchGoodsByQuery?keyword=%00' }));
  });

  it('refuses a NUL byte in a sandbox page path', async () => {
    expectParameterError(await store.app.inject({ method: 'GET', url: '/sandbox-pay/ref%00x' }));
    expectParameterError(await store.app.inject({ method: 'POST', url: '/sandbox-pay/ref%00x/approve' }));
  });

  it('refuses a lone surrogate or a NUL in a JSON body, keys included', async () => {
    for (const payload of ['{"email":"a\\ud800@example.com","password":"x"}', '{"email":"a@example.com","password":"\\u0000"}', '{"\\udc00":1,"email":"a@example.com","password":"x"}']) {
      const response = await store.app.inject({ method: 'POST', url: '/api/user/login/v2/loginIn', headers: { 'content-type': 'application/json' }, payload });
      expectParameterError(response);
      expect(response.json().message).toMatch(/NUL byte or a lone surrogate/);
    }
  });

  it('lets a surrogate pair (an emoji) through', async () => {
    const response = await store.app.inject({ method: 'GET', url: `/api/display/goodsGroup/v1/searchGoodsByQuery?keyword=${encodeURIComponent('😀')}` });
    expect(response.json().code).not.toBe(ResultCode.PARAMETER_ERROR);
  });
});

describe('the sandbox card form', () => {
  it('answers 400 when the card number is not text', async () => {
    const response = await store.app.inject({ method: 'POST', url: '/sandbox-pay/some-ref/card', payload: { number: { digits: '4242' } } });
    expectParameterError(response);
  });
});
