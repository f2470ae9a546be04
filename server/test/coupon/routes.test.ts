import { couponCodes } from '../../src/db/schema';
import { EXCHANGE_ATTEMPTS_PER_DAY } from '../../src/modules/coupon/cdkeys';
import { grantCoupon } from '../../src/modules/coupon/coupons';
import { accountsStoreForTests } from '../auth/accountsStore';
import { closeTemplates, testBackends } from '../support/backends';
import { createTemplate, signedInCustomer } from '../support/moneyFixtures';

afterAll(closeTemplates);

const USABLE = '/api/user/coupon/usableCouponList';
const PAGE = '/api/user/coupon/userCouponPageList';
const RULES = '/api/market/coupon/rulesByCouponIds';
const COUNT = '/api/user/front/user/couponCount';
const UNREAD = '/api/user/front/user/queryUnreadCoupon';
const READ = '/api/user/front/user/readCoupon';
const EXCHANGE = '/api/market/cdkey/exchange';
const DAY = 24 * 60 * 60_000;

describe.each(testBackends())('coupon calls on $kind', (backend) => {
  const store = accountsStoreForTests(backend);
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  let fixed: bigint;
  let scoped: bigint;

  beforeAll(async () => {
    customer = await signedInCustomer(store, 'coupons@example.com');
    const db = store.database.db;
    fixed = await createTemplate(db, { description: { ru: 'Кроме подарочных карт' } });
    scoped = await createTemplate(db, {
      name: { ru: '5 % на PUBG Mobile' },
      discountType: 'percent',
      discountAmountMinor: null,
      discountPercent: 5,
      thresholdMinor: 0n,
      scope: 'categories',
      categoryIds: [12n],
    });
  });

  it('needs a token: without one every coupon call is a 401 with an empty message', async () => {
    const calls = [
      { method: 'GET' as const, url: `${USABLE}?currencyName=RUB&amountMinor=1` },
      { method: 'GET' as const, url: PAGE },
      { method: 'POST' as const, url: RULES, payload: { couponIds: ['1'] } },
      { method: 'GET' as const, url: COUNT },
      { method: 'GET' as const, url: UNREAD },
      { method: 'POST' as const, url: READ },
      { method: 'GET' as const, url: `${EXCHANGE}?code=WELCOME` },
    ];
    for (const call of calls) {
      const response = await store.app.inject(call);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 15, data: null, message: '' });
    }
  });

  it('raises the unread flag for a new coupon until the pop-up is dismissed', async () => {
    expect((await customer.get(UNREAD)).json()).toEqual({ code: 1, data: false, message: 'success' });
    const db = store.database.db;
    await grantCoupon(db, { userId: customer.userId, templateId: fixed, source: 'test', now: store.clock.now() });
    await grantCoupon(db, { userId: customer.userId, templateId: scoped, source: 'test', now: store.clock.now() });
    expect((await customer.get(UNREAD)).json().data).toBe(true);
    expect((await customer.get(UNREAD)).json().data).toBe(true);
    expect((await customer.post(READ, {})).json().data).toEqual({ marked: 2 });
    expect((await customer.get(UNREAD)).json().data).toBe(false);
  });

  it('lists usable coupons for an order, best first, and checks the query', async () => {
    const usable = (await customer.get(USABLE, { currencyName: 'RUB', amountMinor: 300_000, categoryIds: '12,40' })).json().data;
    expect(usable.map((coupon: { rule: { couponId: string }; discountMinor: number }) => [coupon.rule.couponId, coupon.discountMinor])).toEqual([
      [String(scoped), 15_000],
      [String(fixed), 10_000],
    ]);
    expect(usable[1]).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      status: 'unused',
      read: true,
      orderNo: null,
      rule: { name: { ru: 'Скидка 100 ₽', en: '100 RUB off' }, description: { ru: 'Кроме подарочных карт' }, thresholdMinor: 50_000, scope: 'all', validDays: 30 },
    });
    expect((await customer.get(USABLE, { currencyName: 'RUB', amountMinor: 300_000 })).json().data).toHaveLength(1);
    expect((await customer.get(USABLE, { currencyName: 'USD', amountMinor: 300_000 })).json().data).toEqual([]);
    expect((await customer.get(USABLE, { currencyName: 'RUB', amountMinor: 1, categoryIds: '' })).json().data).toEqual([]);
    expect((await customer.get(USABLE, { currencyName: 'RUB', amountMinor: 10, categoryIds: '12,a' })).json().code).toBe(11);
    expect((await customer.get(USABLE, { currencyName: 'RUB', amountMinor: -1 })).json().code).toBe(11);
    expect((await customer.get(USABLE, { currencyName: 'RUB' })).json().code).toBe(10);
  });

  it('pages coupons by tab and counts them; expired ones have their own tab', async () => {
    expect((await customer.get(COUNT)).json().data).toEqual({ unused: 2, used: 0, expired: 0 });
    const unused = (await customer.get(PAGE, { tab: 'unused', pageSize: 1 })).json().data;
    expect(unused).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(unused.list).toHaveLength(1);
    expect((await customer.get(PAGE)).json().data.total).toBe(2);
    const monthAgo = new Date(store.clock.time - 31 * DAY);
    await grantCoupon(store.database.db, { userId: customer.userId, templateId: fixed, source: 'test', now: monthAgo });
    expect((await customer.get(COUNT)).json().data).toEqual({ unused: 2, used: 0, expired: 1 });
    const expired = (await customer.get(PAGE, { tab: 'expired' })).json().data;
    expect(expired.list.map((coupon: { status: string; rule: { couponId: string } }) => [coupon.status, coupon.rule.couponId])).toEqual([
      ['expired', String(fixed)],
    ]);
    expect((await customer.get(PAGE, { tab: 'used' })).json().data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    for (const query of [{ tab: 'gone' }, { pageSize: 0 }, { pageSize: 101 }, { pageNum: -1 }, { pageNum: 'x' }]) {
      const response = await customer.get(PAGE, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(11);
    }
  });

  it('answers the rules of known coupon ids', async () => {
    const rules = (await customer.post(RULES, { couponIds: [String(scoped), '999999'] })).json();
    expect(rules).toEqual({
      code: 1,
      data: [
        {
          couponId: String(scoped),
          name: { ru: '5 % на PUBG Mobile' },
          description: {},
          currencyName: 'RUB',
          discountType: 'percent',
          discountAmountMinor: null,
          discountPercent: 5,
          maxDiscountMinor: null,
          thresholdMinor: 0,
          scope: 'categories',
          categoryIds: ['12'],
          validFrom: null,
          validTo: null,
          validDays: 30,
        },
      ],
      message: 'success',
    });
    expect((await customer.post(RULES, { couponIds: [] })).json().code).toBe(11);
    expect((await customer.post(RULES, { couponIds: ['abc'] })).json().code).toBe(11);
    expect((await customer.post(RULES, {})).json().code).toBe(10);
  });

  it('exchanges codes: 12 unknown, 4007 twice, 4006 used up, 11 malformed, then 4004 after too many attempts', async () => {
    const db = store.database.db;
    await db.insert(couponCodes).values([
      { code: 'WELCOME-2026', templateId: fixed },
      { code: 'ONLY-ONE', templateId: fixed, maxUses: 1 },
      { code: 'OLD-CODE', templateId: fixed, validTo: new Date(store.clock.time - DAY) },
    ]);
    const exchanged = (await customer.get(EXCHANGE, { code: ' welcome-2026 ' })).json();
    expect(exchanged).toMatchObject({ code: 1, data: { status: 'unused', read: false, rule: { couponId: String(fixed) } } });
    expect(exchanged.data.validTo - exchanged.data.validFrom).toBe(30 * DAY);
    expect((await customer.get(UNREAD)).json().data).toBe(true);
    expect((await customer.get(EXCHANGE, { code: 'WELCOME-2026' })).json().code).toBe(4007);
    expect((await customer.get(EXCHANGE, { code: 'NO-SUCH-CODE' })).json().code).toBe(12);
    expect((await customer.get(EXCHANGE, { code: 'OLD-CODE' })).json().code).toBe(12);
    const other = await signedInCustomer(store, 'first@example.com');
    expect((await other.get(EXCHANGE, { code: 'ONLY-ONE' })).json().code).toBe(1);
    expect((await customer.get(EXCHANGE, { code: 'ONLY-ONE' })).json().code).toBe(4006);
    expect((await customer.get(EXCHANGE, { code: 'x!' })).json().code).toBe(11);
    expect((await customer.get(EXCHANGE)).json().code).toBe(10);

    // 5 attempts so far (the malformed ones never reached the exchange).
    for (let attempt = 5; attempt < EXCHANGE_ATTEMPTS_PER_DAY; attempt += 1) {
      expect((await customer.get(EXCHANGE, { code: `GUESS-${attempt}` })).json().code).toBe(12);
    }
    expect((await customer.get(EXCHANGE, { code: 'WELCOME-2026' })).json().code).toBe(4004);
    store.clock.advance(DAY);
    const tomorrow = await signedInCustomer(store, 'coupons@example.com', 'login');
    expect((await tomorrow.get(EXCHANGE, { code: 'GUESS-AGAIN' })).json().code).toBe(12);
  });
});
