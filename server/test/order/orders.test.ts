import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@topup/shared/contract';
import { buyerOrderFeed, jobs, products, skus, userCoupons, walletLedger } from '../../src/db/schema';
import { grantCoupon } from '../../src/modules/coupon/coupons';
import { quote } from '../../src/modules/order/quote';
import { balanceOf } from '../../src/modules/wallet/ledger';
import { closeTemplates, pgliteBackend } from '../support/backends';
import { createTemplate, signedInCustomer } from '../support/moneyFixtures';
import { confirmLink, key, orderStoreForTests, topUp } from './orderFixtures';

afterAll(closeTemplates);

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

describe('orders and paying on pglite', () => {
  const store = orderStoreForTests(pgliteBackend);
  let alice: Customer;
  let bob: Customer;

  beforeAll(async () => {
    alice = await signedInCustomer(store, 'alice@example.com');
    bob = await signedInCustomer(store, 'bob@example.com');
  });

  const order = (customer: Customer, overrides: Record<string, unknown> = {}, sku = store.catalogue.skuId, quantity = 2, unit = 9_900) =>
    customer.post('/api/order/v2/createOrder', {
      ...confirmLink(sku, quantity),
      locale: 'ru',
      account: { playerId: '5123456781', server: 'eu' },
      expectedSubtotal: { currencyName: 'RUB', amount: unit * quantity },
      expectedPayAmount: { currencyName: 'RUB', amount: unit * quantity },
      ...overrides,
    });
  const placed = async (customer: Customer, overrides: Record<string, unknown> = {}) => {
    const response = await order(customer, overrides);
    expect(response.json()).toMatchObject({ code: 1 });
    store.clock.advance(1);
    return response.json().data.orderNo as string;
  };
  const pay = (customer: Customer, orderNo: string, payWayId: string, extra: Record<string, unknown> = {}, path = 'pay') =>
    customer.post(`/api/order/v3/${path}`, { orderNo, payWayId, idempotencyKey: key(), extraInfo: { email: 'alice@mail.ru' }, ...extra });
  const detail = async (customer: Customer, orderNo: string) => (await customer.get('/api/order/orderInfo/details', { orderNo })).json().data;
  const runJobs = () => store.app.jobs.runDue();

  it('shows the confirm page: product, SKU at its price, subtotal; a broken signature is 11', async () => {
    const info = await alice.get('/api/display/v1/product/getConfirmOrderSkuInfo', { ...confirmLink(store.catalogue.skuId, 3), locale: 'ru' });
    expect(info.json()).toMatchObject({
      code: 1,
      data: {
        product: { name: 'PUBG Mobile UC', categoryName: 'PUBG Mobile' },
        lines: [{ sku: { name: '60 UC', price: { currencyName: 'RUB', amount: 9_900 } }, quantity: 3 }],
        totalQuantity: 3,
        subtotal: { currencyName: 'RUB', amount: 29_700 },
      },
    });
    const forged = { ...confirmLink(store.catalogue.skuId, 3), signStr: confirmLink(store.catalogue.skuId, 4).signStr };
    expect((await alice.get('/api/display/v1/product/getConfirmOrderSkuInfo', { ...forged, locale: 'ru' })).json()).toMatchObject({ code: 11 });
    expect((await order(alice, forged)).json()).toMatchObject({ code: 11 });
  });

  it('refuses orders with the spec codes', async () => {
    const { catalogue } = store;
    expect((await order(alice, {}, catalogue.offSkuId)).json().code).toBe(3017);
    expect((await order(alice, {}, 999_999_999n)).json().code).toBe(3017);
    expect((await order(alice, {}, catalogue.skuId, 11)).json().code).toBe(3015);
    expect((await order(alice, {}, catalogue.limitedSkuId, 4, 50_000)).json().code).toBe(5018);
    expect((await order(alice, {}, catalogue.freeSkuId, 1, 0)).json().code).toBe(5019);
    expect((await order(alice, { locale: 'mx' })).json().code).toBe(5023);
    expect((await order(alice, { expectedSubtotal: { currencyName: 'RUB', amount: 1 } })).json().code).toBe(3016);
    expect((await order(alice, { expectedPayAmount: { currencyName: 'RUB', amount: 1 } })).json().code).toBe(5021);
    expect((await order(alice, { account: { server: 'eu' } })).json().code).toBe(5020);
    expect((await order(alice, { account: { playerId: 'abc' } })).json().code).toBe(5020);
    expect((await order(alice, { account: { playerId: '5123456781', server: 'mars' } })).json().code).toBe(5020);
    expect((await order(alice, { account: { playerId: '5123456781', zone: '1' } })).json().code).toBe(3031);
    expect((await order(alice, { couponId: '424242' })).json().code).toBe(3032);
    // The game does not know ids ending in 0: only an explicit confirmation lets the order through.
    expect((await order(alice, { account: { playerId: '5123456780' } })).json().code).toBe(5024);
    expect((await order(alice, { account: { playerId: '5123456780' }, playerConfirmed: true })).json().code).toBe(1);
    store.clock.advance(1);
  });

  it('refuses more than 1000 items in one transaction (5017) even when each line is within its limit', async () => {
    const db = store.database.db;
    const [wide] = await db.insert(skus).values({ productId: store.catalogue.productId, names: { ru: 'A', en: 'A' }, purchaseLimit: 1000 }).returning();
    const [other] = await db.insert(skus).values({ productId: store.catalogue.productId, names: { ru: 'B', en: 'B' }, purchaseLimit: 1000 }).returning();
    const { skuPrices } = await import('../../src/db/schema');
    await db.insert(skuPrices).values([
      { skuId: wide!.id, currencyName: 'RUB', amount: 100 },
      { skuId: other!.id, currencyName: 'RUB', amount: 100 },
    ]);
    await expect(quote(db, [{ skuId: String(wide!.id), quantity: 600 }, { skuId: String(other!.id), quantity: 600 }], 'ru')).rejects.toMatchObject({ code: 5017 });
    await expect(quote(db, [{ skuId: String(wide!.id), quantity: 1000 }], 'ru')).resolves.toMatchObject({ totalQuantity: 1000 });
  });

  it('returns the first order for the same submit within the window, and places a new one after it', async () => {
    const first = await order(bob);
    const second = await order(bob);
    expect(second.json().data.orderNo).toBe(first.json().data.orderNo);
    store.clock.advance(10_001);
    expect((await order(bob)).json().data.orderNo).not.toBe(first.json().data.orderNo);
  });

  it('places a new order for the same submit right after the customer cancelled the first, and it can be paid', async () => {
    const first = await placed(bob);
    expect((await bob.get('/api/order/orderInfo/closeOrder', { orderNo: first })).json()).toMatchObject({ code: 1, data: { status: ORDER_STATUS.CLOSED } });
    const again = (await order(bob)).json().data.orderNo as string;
    expect(again).not.toBe(first);
    expect(await detail(bob, again)).toMatchObject({ status: ORDER_STATUS.TO_PAY });
    expect((await pay(bob, again, 'SBP|RUB')).json()).toMatchObject({ code: 1 });
    // Past the window: the next tests' identical submits are orders of their own.
    store.clock.advance(10_001);
  });

  it('applies a coupon through the money layer, locks it for the order and uses it when paid with the wallet', async () => {
    const templateId = await createTemplate(store.database.db);
    const coupon = await grantCoupon(store.database.db, { userId: alice.userId, templateId, source: 'test', now: store.clock.now() });
    const link = { ...confirmLink(store.catalogue.skuId, 10), locale: 'ru', couponId: String(coupon.id) };
    const actual = await alice.post('/api/order/payOrder/getActualPayment', link);
    expect(actual.json().data).toMatchObject({ subtotal: { amount: 99_000 }, discount: { amount: 10_000 }, payAmount: { amount: 89_000 }, coupon: { name: 'Скидка 100 ₽' } });
    const orderNo = (
      await order(alice, { ...link, expectedSubtotal: { currencyName: 'RUB', amount: 99_000 }, expectedPayAmount: { currencyName: 'RUB', amount: 89_000 } }, store.catalogue.skuId, 10)
    ).json().data.orderNo as string;
    const [locked] = await store.database.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
    expect(locked).toMatchObject({ status: 'locked', orderNo });
    await topUp(store.database.db, alice.userId, 'RUB', 89_000);
    const paid = await pay(alice, orderNo, 'balance|RUB');
    expect(paid.json()).toMatchObject({ code: 1, data: { kind: 'done', orderNo, status: ORDER_STATUS.IN_PROGRESS } });
    expect(await balanceOf(store.database.db, alice.userId, 'RUB')).toBe(0n);
    expect((await store.database.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id)))[0]?.status).toBe('used');
    expect(await detail(alice, orderNo)).toMatchObject({ status: 2, discount: { amount: 10_000 }, paidAmount: { amount: 89_000 }, coupon: { name: 'Скидка 100 ₽' }, payWayId: 'balance|RUB' });
    expect((await pay(alice, orderNo, 'balance|RUB')).json().code).toBe(3012);
    expect((await pay(alice, orderNo, 'balance|RUB', {}, 'rePay')).json().code).toBe(3012);
  });

  it('refuses a short wallet (3026), a missing or switched-off pay way (3019), another currency (3020), missing extra info (10)', async () => {
    const orderNo = await placed(bob);
    expect((await pay(bob, orderNo, 'balance|RUB')).json().code).toBe(3026);
    expect((await pay(bob, orderNo, 'QIWI|RUB', { extraInfo: { phone: '+79123456789' } })).json().code).toBe(3019);
    expect((await pay(bob, orderNo, 'PIX|RUB')).json().code).toBe(3019);
    expect((await pay(bob, orderNo, 'CARDPAY_RU|USD')).json().code).toBe(3020);
    expect((await pay(bob, orderNo, 'CARDPAY_RU|RUB', { extraInfo: {} })).json()).toMatchObject({ code: 10, message: 'Missing parameter: extraInfo.email' });
    expect(await detail(bob, orderNo)).toMatchObject({ status: 0 });
    expect((await bob.get('/api/order/orderInfo/details', { orderNo: '20260101000000000001' })).json().code).toBe(12);
    expect((await alice.get('/api/order/orderInfo/details', { orderNo })).json().code).toBe(12);
  });

  it('pays by card on the sandbox page: redirect, approve, webhook, in progress, delivered, sold count and buyer feed', async () => {
    // Earlier tests' paid orders are delivered first, so the counts below are this order's.
    store.clock.advance(20_000);
    await runJobs();
    const feedBefore = await store.database.db.select().from(buyerOrderFeed).where(eq(buyerOrderFeed.productId, store.catalogue.productId));
    const orderNo = await placed(alice);
    const [before] = await store.database.db.select().from(products).where(eq(products.id, store.catalogue.productId));
    const redirect = (await pay(alice, orderNo, 'CARDPAY_RU|RUB')).json();
    expect(redirect).toMatchObject({ code: 1, data: { kind: 'redirect', orderNo, url: expect.stringMatching(/^\/sandbox-pay\/sbx_/) } });
    const page = await store.app.inject(redirect.data.url);
    expect(page.body).toContain('Банковская карта');
    expect((await pay(alice, orderNo, 'CARDPAY_RU|RUB')).json().code).toBe(3012);
    const approved = await store.app.inject({ method: 'POST', url: `${redirect.data.url}/approve` });
    expect(approved.headers.location).toBe(`/deal/paymentSucc?orderNo=${orderNo}`);
    expect((await alice.get('/api/order/payOrder/getPayOrderInfoStatus', { orderNo })).json().data).toMatchObject({ status: 0, payment: { status: 'pending', payWayId: 'CARDPAY_RU|RUB' } });
    store.clock.advance(3000);
    await runJobs();
    expect((await alice.get('/api/order/payOrder/getPayOrderInfoStatus', { orderNo })).json().data).toMatchObject({ status: 2, payment: { status: 'paid' } });
    store.clock.advance(20_000);
    await runJobs();
    const done = await detail(alice, orderNo);
    expect(done).toMatchObject({ status: ORDER_STATUS.COMPLETED, payTime: expect.any(Number), deliverTime: expect.any(Number), finishTime: expect.any(Number), nickname: expect.any(String) });
    const [after] = await store.database.db.select().from(products).where(eq(products.id, store.catalogue.productId));
    expect(after!.soldCount - before!.soldCount).toBe(2);
    const feed = await store.database.db.select().from(buyerOrderFeed).where(eq(buyerOrderFeed.productId, store.catalogue.productId));
    expect(feed.length - feedBefore.length).toBe(1);
    expect(feed.find((row) => !feedBefore.some((old) => old.id === row.id))).toMatchObject({ buyerMask: 'a***e', quantity: 2 });
  });

  it('keeps an order unpaid after a decline, pays it again with rePay, and a late decline changes nothing', async () => {
    await topUp(store.database.db, bob.userId, 'RUB', 19_800);
    const orderNo = await placed(bob);
    const first = (await pay(bob, orderNo, 'CARDPAY_RU|RUB', { extraInfo: { email: 'bob@mail.ru' } })).json().data;
    const declined = await store.app.inject({
      method: 'POST',
      url: `${first.url}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4000000000000002',
    });
    expect(declined.headers.location).toBe(`/ordre/paymentError?orderNo=${orderNo}&reason=declined`);
    store.clock.advance(3000);
    await runJobs();
    expect((await bob.get('/api/order/payOrder/getPayOrderInfoStatus', { orderNo })).json().data).toMatchObject({ status: 0, payment: { status: 'declined' } });
    expect((await bob.get('/api/order/orderInfo/unpaidOrderInfo', { orderNo })).json()).toMatchObject({ code: 1, data: { orderNo } });
    expect((await pay(bob, orderNo, 'balance|RUB', {}, 'rePay')).json().data).toMatchObject({ kind: 'done' });
    expect((await bob.get('/api/order/orderInfo/unpaidOrderInfo', { orderNo })).json().code).toBe(3012);
  });

  it('returns late money to the wallet: paid on the page, cancelled before the webhook; a webhook replayed 20 times credits once', async () => {
    const orderNo = await placed(alice);
    const redirect = (await pay(alice, orderNo, 'SBP|RUB')).json().data;
    expect(await detail(alice, orderNo)).toMatchObject({ status: 0 });
    await store.app.inject({ method: 'POST', url: `${redirect.url}/approve` });
    expect((await alice.get('/api/order/orderInfo/closeOrder', { orderNo })).json()).toMatchObject({ code: 1, data: { status: ORDER_STATUS.CLOSED } });
    const balance = await balanceOf(store.database.db, alice.userId, 'RUB');
    store.clock.advance(3000);
    await runJobs();
    expect(await balanceOf(store.database.db, alice.userId, 'RUB')).toBe(balance + 19_800n);
    // The same webhook again, 20 times, signed anew: acknowledged, nothing more credited.
    const { signWebhook, SIGNATURE_HEADER } = await import('../../src/payments/webhookSignature');
    const body = JSON.stringify({ provider: 'sandbox-sbp', eventId: `evt_${redirect.url.split('/').pop()}_paid`, providerRef: redirect.url.split('/').pop(), state: 'paid', amount: { currencyName: 'RUB', amount: 19_800 }, occurredAt: store.clock.time });
    for (let i = 0; i < 20; i += 1) {
      const answer = await store.app.inject({
        method: 'POST',
        url: '/payments/webhook/sandbox-sbp',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook('orders-test-webhook-secret', body, store.clock.now()) },
        payload: body,
      });
      expect(answer.statusCode).toBe(200);
    }
    await runJobs();
    expect(await balanceOf(store.database.db, alice.userId, 'RUB')).toBe(balance + 19_800n);
    expect(await detail(alice, orderNo)).toMatchObject({ status: ORDER_STATUS.CLOSED });
    expect((await pay(alice, orderNo, 'balance|RUB')).json().code).toBe(3011);
    expect((await alice.get('/api/order/orderInfo/unpaidOrderInfo', { orderNo })).json().code).toBe(3011);
  });

  it('closes an unpaid order by itself after 15 minutes, giving back its stock and coupon', async () => {
    const { limitedSkuId } = store.catalogue;
    const orderNo = (await order(bob, {}, limitedSkuId, 2, 50_000)).json().data.orderNo as string;
    const stock = async () => (await store.database.db.select().from(skus).where(eq(skus.id, limitedSkuId)))[0]!.stock;
    expect(await stock()).toBe(1);
    store.clock.advance(15 * 60_000 - 1);
    await runJobs();
    expect(await detail(bob, orderNo)).toMatchObject({ status: 0 });
    store.clock.advance(1);
    // Past its window but before the close job: already not payable, as pay itself would say.
    expect((await bob.get('/api/order/orderInfo/unpaidOrderInfo', { orderNo })).json().code).toBe(3011);
    expect((await bob.post('/api/order/pay/getPayConfirmInfo', { orderNo, payWayId: 'balance|RUB' })).json().code).toBe(3011);
    expect((await bob.get('/api/order/orderInfo/getOrderButtonStatus', { orderNo })).json().data).toMatchObject({ pay: false });
    await runJobs();
    expect(await detail(bob, orderNo)).toMatchObject({ status: ORDER_STATUS.CLOSED, closeTime: store.clock.time });
    expect(await stock()).toBe(3);
    expect((await pay(bob, orderNo, 'balance|RUB')).json().code).toBe(3011);
  });

  it('runs the close job of an order placed before a restart', async () => {
    const orderNo = await placed(alice);
    await store.restart();
    store.clock.advance(15 * 60_000);
    await store.app.jobs.runDue();
    expect(await detail(alice, orderNo)).toMatchObject({ status: ORDER_STATUS.CLOSED });
  });

  it('answers the same idempotency key with the first result, and refuses it with another body (16)', async () => {
    const orderNo = await placed(alice);
    const body = { orderNo, payWayId: 'card|RUB', idempotencyKey: key(), extraInfo: { email: 'alice@mail.ru' } };
    expect((await alice.post('/api/order/v3/pay', body)).json().code).toBe(3019);
    expect((await alice.post('/api/order/v3/pay', body)).json().code).toBe(3019);
    const good = { ...body, payWayId: 'CARDPAY_RU|RUB', idempotencyKey: key() };
    const first = (await alice.post('/api/order/v3/pay', good)).json();
    const again = (await alice.post('/api/order/v3/pay', good)).json();
    expect(again).toEqual(first);
    expect((await alice.post('/api/order/v3/pay', { ...good, extraInfo: { email: 'other@mail.ru' } })).json().code).toBe(16);
  });

  it('tells the pay confirm info, the pre-filled extra info and a USDT address', async () => {
    const orderNo = await placed(alice);
    expect((await alice.post('/api/order/pay/getPayConfirmInfo', { orderNo, payWayId: 'balance|RUB' })).json().data).toMatchObject({
      payAmount: { amount: 19_800 },
      extraFields: [],
      balance: { currencyName: 'RUB' },
      cashVoucher: false,
    });
    expect((await alice.get('/api/order/payOrder/v2/getUserFilledInfoByPayWay', { payWayId: 'CARDPAY_RU|RUB' })).json().data).toMatchObject({
      extraFields: ['email'],
      values: { email: 'alice@mail.ru' },
    });
    const usd = (
      await order(alice, { locale: 'en', expectedSubtotal: { currencyName: 'USD', amount: 398 }, expectedPayAmount: { currencyName: 'USD', amount: 398 } })
    ).json().data.orderNo as string;
    expect((await alice.get('/api/order/v1/getPaymentAddress', { orderNo: usd })).json().code).toBe(12);
    expect((await pay(alice, usd, 'USDT_TRC20|USD', { locale: 'en' })).json().data.kind).toBe('redirect');
    expect((await alice.get('/api/order/v1/getPaymentAddress', { orderNo: usd })).json().data).toMatchObject({
      network: 'TRC20',
      address: expect.stringMatching(/^T/),
      amount: { currencyName: 'USDT', amount: 3_980_000 },
      minorDigits: 6,
    });
  });

  it("'I have paid' asks the provider and applies its answer at once", async () => {
    const orderNo = await placed(bob);
    const redirect = (await pay(bob, orderNo, 'CARDPAY_RU|RUB', { extraInfo: { email: 'bob@mail.ru' } })).json().data;
    await store.app.inject({ method: 'POST', url: `${redirect.url}/approve` });
    expect((await bob.post('/api/order/v3/payConfirm', { orderNo })).json().data).toMatchObject({ status: 0, payment: { status: 'pending' } });
    store.clock.advance(3000);
    expect((await bob.post('/api/order/v3/payConfirm', { orderNo })).json().data).toMatchObject({ status: 2, payment: { status: 'paid' } });
    // Its webhook still comes and changes nothing.
    await runJobs();
    const debits = await store.database.db.select().from(jobs).where(and(eq(jobs.kind, 'order.deliver')));
    expect(debits.filter((job) => (job.payload as { orderNo: string }).orderNo === orderNo)).toHaveLength(1);
  });

  it('checks players and keeps player profiles', async () => {
    const { productId, categoryId } = store.catalogue;
    const form = (await alice.get('/api/form/formInteraction/v2/prePayFormInfo', { productId: String(productId), locale: 'ru' })).json().data;
    expect(form).toMatchObject({ playerCheck: true, fields: [{ key: 'playerId', label: 'ID игрока' }, { key: 'server', options: [{ value: 'eu', label: 'Европа' }, { value: 'asia' }] }] });
    const check = (account: Record<string, string>) => alice.post('/api/order/player/check', { productId: String(productId), account });
    expect((await check({ playerId: '5123456781' })).json().data).toEqual({ result: 'found', nickname: expect.any(String) });
    expect((await check({ playerId: '5123456780' })).json().data).toEqual({ result: 'unknown' });
    expect((await check({ playerId: '5123456799' })).json().data).toEqual({ result: 'unavailable' });
    expect((await check({ playerId: 'x' })).json().code).toBe(5020);
    const saved = (await alice.post('/api/user/player/profile/save', { productId: String(productId), account: { playerId: '5123456781', server: 'eu' } })).json().data;
    expect(saved).toMatchObject({ categoryId: String(categoryId), categoryName: 'PUBG Mobile', nickname: expect.any(String) });
    await alice.post('/api/user/player/profile/save', { productId: String(productId), account: { server: 'eu', playerId: '5123456781' } });
    expect((await alice.get('/api/user/player/profiles', {})).json().data).toHaveLength(1);
    expect((await bob.get('/api/user/player/profiles', {})).json().data).toHaveLength(0);
    expect((await bob.post('/api/user/player/profile/delete', { id: saved.id })).json().code).toBe(12);
    expect((await alice.post('/api/user/player/profile/delete', { id: saved.id })).json().code).toBe(1);
    expect((await alice.get('/api/user/player/profiles', {})).json().data).toHaveLength(0);
  });

  it('keeps the ledger equal to the balance', async () => {
    const entries = await store.database.db.select().from(walletLedger).where(eq(walletLedger.userId, alice.userId));
    const sum = entries.filter((entry) => entry.currencyName === 'RUB').reduce((total, entry) => total + BigInt(entry.amountMinor), 0n);
    expect(sum).toBe(await balanceOf(store.database.db, alice.userId, 'RUB'));
  });
});
