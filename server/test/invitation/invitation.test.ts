import { and, eq, inArray, sql } from 'drizzle-orm';
import { FLOW_TYPE, ORDER_STATUS, orderNoSchema, type OrderNo } from '@topup/shared/contract';
import { orders, users, walletLedger } from '../../src/db/schema';
import { payReward } from '../../src/modules/invitation/rewards';
import { countRefund } from '../../src/modules/order/orderAccess';
import { invitationRewards } from '../../src/modules/invitation/schema';
import { balanceOf } from '../../src/modules/wallet/ledger';
import { bearer, lastCode, sendCode, tokenRequest } from '../auth/accountsStore';
import { closeTemplates, testBackends } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';
import { key, orderStoreForTests, rubleOrder, topUp, type OrderStore } from '../order/orderFixtures';

afterAll(closeTemplates);

const REWARD_RUB = 10_000n;

/** Registers by code as the spec's client does after opening an invite link: the stored code travels in the inviteCode header. */
async function registerInvited(store: OrderStore, email: string, invite: { header?: string; body?: string }) {
  store.clock.advance(61_000);
  await sendCode(store, email, 'register');
  const login = await store.app.inject({
    method: 'POST',
    url: '/api/user/login/code/loginRegister',
    headers: invite.header === undefined ? {} : { inviteCode: invite.header },
    payload: { email, code: await lastCode(store, email), ...(invite.body === undefined ? {} : { inviteCode: invite.body }) },
  });
  const tokens = await tokenRequest(store, { grant_type: 'authorization_code', code: login.json().data.code, redirect_uri: 'http://localhost:8080/login' });
  const headers = bearer(tokens.json().data.access_token);
  const get = (url: string) => store.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object) => store.app.inject({ method: 'POST', url, headers, payload });
  const userId = BigInt((await get('/api/user/front/user/getUserInfo')).json().data.id);
  return { userId, get, post };
}

describe.each(testBackends())('the invitation programme on $kind', (backend) => {
  const store = orderStoreForTests(backend, { ORDER_DUPLICATE_WINDOW_SECONDS: '0', DAILY_PAYMENT_LIMITS: 'RUB:100000000', FULFILMENT_DELAY_MS: '0' });
  const inviteCodeOf = async (userId: bigint) =>
    (await store.database.db.select({ code: users.inviteCode }).from(users).where(eq(users.id, userId)))[0]!.code;

  /** Places and pays an order of 99 ₽ from the wallet; delivery runs with the jobs. */
  const buy = async (buyer: { userId: bigint; post: (url: string, payload: object) => Promise<{ json(): { data: { orderNo: string } } }> }) => {
    await topUp(store.database.db, buyer.userId, 'RUB', 9_900);
    const orderNo = orderNoSchema.parse((await buyer.post('/api/order/v2/createOrder', rubleOrder(store.catalogue.skuId))).json().data.orderNo);
    store.clock.advance(1);
    await buyer.post('/api/order/v3/pay', { orderNo, payWayId: 'balance|RUB', idempotencyKey: key(), extraInfo: { email: 'buyer@mail.ru' } });
    return orderNo;
  };
  const runJobs = async () => {
    for (let round = 0; round < 4; round += 1) await store.app.jobs.runDue();
  };

  it('attributes an invitee from the inviteCode header and from the link code in the body', async () => {
    const inviter = await signedInCustomer(store, 'inviter-a@example.com');
    const code = await inviteCodeOf(inviter.userId);
    const byHeader = await registerInvited(store, 'friend-header@example.com', { header: code });
    const byBody = await registerInvited(store, 'friend-body@example.com', { body: code.toLowerCase() });
    const invited = await store.database.db.select({ id: users.id, by: users.invitedBy }).from(users).where(inArray(users.id, [byHeader.userId, byBody.userId]));
    expect(invited.map((row) => row.by)).toEqual([inviter.userId, inviter.userId]);

    const list = (await inviter.get('/api/user/front/user/userList')).json();
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((item: { maskedName: string }) => item.maskedName).sort()).toEqual(['f***r', 'f***y']);
    expect(JSON.stringify(list)).not.toContain('@example.com');
  });

  it('pays the reward once when the first order completes, and shows the orders and statistics to the inviter only', async () => {
    const inviter = await signedInCustomer(store, 'inviter-b@example.com');
    const invitee = await registerInvited(store, 'buyer-b@example.com', { header: await inviteCodeOf(inviter.userId) });
    const first = await buy(invitee);
    await runJobs();
    const second = await buy(invitee);
    await runJobs();
    expect((await store.database.db.select().from(orders).where(inArray(orders.orderNo, [first, second]))).map((order) => order.status)).toEqual([
      ORDER_STATUS.COMPLETED,
      ORDER_STATUS.COMPLETED,
    ]);
    expect(await balanceOf(store.database.db, inviter.userId, 'RUB')).toBe(REWARD_RUB);

    const detail = (await inviter.get('/api/order/orderInfo/queryInviteDetail')).json().data;
    expect(detail.total).toBe(2);
    expect(detail.list[0]).toMatchObject({ maskedName: 'b***b', status: ORDER_STATUS.COMPLETED, payAmount: { currencyName: 'RUB', amount: 9_900 } });
    expect(JSON.stringify(detail)).not.toContain('buyer-b@');

    const stats = (await inviter.get('/api/order/myInvite/inviteData?start=2026-01-01&end=2026-12-31')).json();
    expect(stats.code).toBe(1);
    expect(stats.data).toMatchObject({
      inviteCode: await inviteCodeOf(inviter.userId),
      inviteeCount: 1,
      orderCount: 2,
      completedAmount: [{ currencyName: 'RUB', amount: 19_800 }],
      rewards: [{ kind: 'balance', amount: { currencyName: 'RUB', amount: Number(REWARD_RUB) } }],
    });

    // Another customer sees none of it, whatever they ask.
    const stranger = await signedInCustomer(store, 'stranger-b@example.com');
    expect((await stranger.get('/api/user/front/user/userList')).json().data).toMatchObject({ list: [], total: 0 });
    expect((await stranger.get('/api/order/orderInfo/queryInviteDetail')).json().data).toMatchObject({ list: [], total: 0 });
    expect((await stranger.get('/api/order/myInvite/inviteData?start=2026-01-01&end=2026-12-31')).json().data).toMatchObject({
      inviteeCount: 0,
      orderCount: 0,
      completedAmount: [],
      rewards: [],
    });
  });

  it('limits the statistics period to 12 months (code 11 beyond)', async () => {
    const inviter = await signedInCustomer(store, 'inviter-c@example.com');
    expect((await inviter.get('/api/order/myInvite/inviteData?start=2026-01-15&end=2027-01-15')).json().code).toBe(1);
    const tooLong = await inviter.get('/api/order/myInvite/inviteData?start=2026-01-15&end=2027-01-16');
    expect(tooLong.json().code).toBe(11);
    expect((await inviter.get('/api/order/myInvite/inviteData?start=2026-02-01&end=2026-01-01')).json().code).toBe(11);
    expect((await inviter.get('/api/order/myInvite/inviteData?start=2026-02-01')).json().code).toBe(10);
  });

  it('refuses self-invitation: an account is never its own inviter nor rewarded for itself', async () => {
    const self = await signedInCustomer(store, 'self@example.com');
    const code = await inviteCodeOf(self.userId);
    store.clock.advance(61_000);
    await sendCode(store, 'self@example.com', 'login');
    await store.app.inject({
      method: 'POST',
      url: '/api/user/login/code/loginRegister',
      headers: { inviteCode: code },
      payload: { email: 'self@example.com', code: await lastCode(store, 'self@example.com'), inviteCode: code },
    });
    expect((await store.database.db.select({ by: users.invitedBy }).from(users).where(eq(users.id, self.userId)))[0]!.by).toBeNull();

    // Even a row written by hand cannot make it pay: the reward refuses, the table's check too.
    await store.database.db.update(users).set({ invitedBy: self.userId }).where(eq(users.id, self.userId));
    const orderNo = await buy(self);
    await runJobs();
    expect(await payReward(store.database.db, orderNo, store.clock.now())).toBe('not-eligible');
    expect(await store.database.db.select().from(invitationRewards).where(eq(invitationRewards.inviteeId, self.userId))).toEqual([]);
    await expect(
      store.database.db.insert(invitationRewards).values({ inviterId: self.userId, inviteeId: self.userId, orderNo, kind: 'balance', paidAt: new Date() }),
    ).rejects.toThrow();
  });

  it('pays nothing for an order refunded before the reward runs; the next completed order pays', async () => {
    const inviter = await signedInCustomer(store, 'inviter-e@example.com');
    const invitee = await registerInvited(store, 'buyer-e@example.com', { header: await inviteCodeOf(inviter.userId) });
    const refunded = await buy(invitee);
    await store.database.db.update(orders).set({ status: ORDER_STATUS.REFUNDED }).where(eq(orders.orderNo, refunded));
    expect(await payReward(store.database.db, refunded, store.clock.now())).toBe('not-eligible');
    expect(await balanceOf(store.database.db, inviter.userId, 'RUB')).toBe(0n);
    await buy(invitee);
    await runJobs();
    expect(await balanceOf(store.database.db, inviter.userId, 'RUB')).toBe(REWARD_RUB);
  });

  it('pays nothing for a delivered order whose money went back: it stays completed, with its refund counted', async () => {
    const inviter = await signedInCustomer(store, 'inviter-k@example.com');
    const invitee = await registerInvited(store, 'buyer-k@example.com', { header: await inviteCodeOf(inviter.userId) });
    const orderNo = await buy(invitee);
    await store.database.db.update(orders).set({ status: ORDER_STATUS.COMPLETED, finishTime: store.clock.now() }).where(eq(orders.orderNo, orderNo));
    const [order] = await store.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    await countRefund(store.database.db, order!, order!.payAmount, store.clock.now(), store.app.orderLifecycle.extensions);
    expect(await payReward(store.database.db, orderNo, store.clock.now())).toBe('not-eligible');
    expect(await balanceOf(store.database.db, inviter.userId, 'RUB')).toBe(0n);
  });

  it('pays the reward once under 50 concurrent completions of the same invitee', async () => {
    const inviter = await signedInCustomer(store, 'inviter-f@example.com');
    const invitee = await registerInvited(store, 'buyer-f@example.com', { header: await inviteCodeOf(inviter.userId) });
    await topUp(store.database.db, invitee.userId, 'RUB', 9_900 * 50);
    const orderNos: OrderNo[] = [];
    for (let index = 0; index < 50; index += 1) {
      orderNos.push((await invitee.post('/api/order/v2/createOrder', rubleOrder(store.catalogue.skuId))).json().data.orderNo);
      store.clock.advance(1);
    }
    // Completed all at once, as many delivery workers would: then every completion races to pay.
    await store.database.db.update(orders).set({ status: ORDER_STATUS.COMPLETED, finishTime: store.clock.now() }).where(inArray(orders.orderNo, orderNos));
    const outcomes = await Promise.all(orderNos.map((orderNo) => payReward(store.database.db, orderNo, store.clock.now())));
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already-paid')).toHaveLength(49);
    const credits = await store.database.db
      .select({ value: sql<number>`count(*)::int` })
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, inviter.userId), eq(walletLedger.flowType, FLOW_TYPE.BALANCE_CHANGE)));
    expect(credits[0]!.value).toBe(1);
    expect(await balanceOf(store.database.db, inviter.userId, 'RUB')).toBe(REWARD_RUB);
  });
});
