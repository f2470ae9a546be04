import { DEMO_CUSTOMER } from '../../seed/demoCustomer';
import { and, eq } from 'drizzle-orm';
import { buyerOrderFeed, oauthClients, skuPrices, users } from '../../src/db/schema';
import { sha256 } from '../../src/modules/auth/secrets';
import { seedDatabase } from '../../seed/seedDatabase';
import { accountsStoreForTests, bearer, CLIENT_SECRET, tokenRequest } from '../auth/accountsStore';
import { closeTemplates, pgliteBackend } from '../support/backends';

afterAll(closeTemplates);

describe('the demo customer', () => {
  const store = accountsStoreForTests(pgliteBackend);
  const reseed = () => seedDatabase(store.database, { oauthClientSecret: CLIENT_SECRET, oauthRedirectPaths: ['/login'] }, store.clock.now());

  async function signInAsDemo() {
    const login = await store.app.inject({ method: 'POST', url: '/api/user/login/v2/loginIn', payload: DEMO_CUSTOMER });
    expect(login.json().code).toBe(1);
    const tokens = await tokenRequest(store, { grant_type: 'authorization_code', code: login.json().data.code, redirect_uri: '/login' });
    const headers = bearer(tokens.json().data.access_token);
    return (url: string, method: 'GET' | 'POST' = 'GET') => store.app.inject({ method, url, headers }).then((response) => response.json().data);
  }

  it('signs in with the documented password and holds balances and coupons, one unread', async () => {
    const call = await signInAsDemo();
    expect(await call('/api/user/front/user/v2/getUserBalanceAmount')).toEqual([
      { currencyName: 'RUB', amountMinor: 500_000 },
      { currencyName: 'USD', amountMinor: 5_000 },
    ]);
    expect(await call('/api/user/front/user/couponCount')).toEqual({ unused: 2, used: 0, expired: 1 });
    expect(await call('/api/user/front/user/queryUnreadCoupon')).toBe(true);
    expect(await call('/api/market/cdkey/exchange?code=sale10')).toMatchObject({ status: 'unused' });
  });

  it('is seeded again without change, and a dismissed pop-up stays dismissed', async () => {
    const call = await signInAsDemo();
    await call('/api/user/front/user/readCoupon', 'POST');
    await reseed();
    await reseed();
    expect(await call('/api/user/front/user/queryUnreadCoupon')).toBe(false);
    expect((await call('/api/user/v1/wallet/flow')).total).toBe(2);
    expect(await call('/api/user/front/user/couponCount')).toEqual({ unused: 3, used: 0, expired: 1 });
  });
});

it('is left out in production', async () => {
  const database = await pgliteBackend.migrated();
  try {
    await seedDatabase(database, { oauthClientSecret: CLIENT_SECRET, oauthRedirectPaths: ['/login'], production: true });
    expect(await database.db.select().from(users)).toEqual([]);
  } finally {
    await database.close();
  }
});

it('is the catalogue of a production store on its first start only: later starts keep what the operator changed', async () => {
  const database = await pgliteBackend.migrated();
  const production = { oauthClientSecret: CLIENT_SECRET, oauthRedirectPaths: ['/login'], production: true };
  const price = async () => (await database.db.select().from(skuPrices).where(and(eq(skuPrices.skuId, 10111n), eq(skuPrices.currencyName, 'RUB'))))[0]?.amount;
  try {
    await seedDatabase(database, production);
    const seeded = await price();
    expect(seeded).toBeGreaterThan(0);
    await database.db.update(skuPrices).set({ amount: 17_800 }).where(and(eq(skuPrices.skuId, 10111n), eq(skuPrices.currencyName, 'RUB')));
    await database.db.delete(buyerOrderFeed);
    await seedDatabase(database, { ...production, oauthClientSecret: 'a-rotated-client-secret' });
    expect(await price()).toBe(17_800);
    expect(await database.db.select().from(buyerOrderFeed)).toEqual([]);
    // The client's secret still follows the environment at every start.
    expect((await database.db.select().from(oauthClients))[0]?.secretHash).toBe(sha256('a-rotated-client-secret'));
    // The seed command writes the demo data again when asked.
    await seedDatabase(database, production, new Date(), { always: true });
    expect(await price()).toBe(seeded);
  } finally {
    await database.close();
  }
});
