import { eq } from 'drizzle-orm';
import { FLOW_TYPE, ORDER_STATUS } from '@topup/shared/contract';
import { REFUND_PATH, REFUND_STATUS } from '@topup/shared/contract/afterSale';
import { paymentWebhooks, sandboxRefunds, skus, walletLedger } from '../../src/db/schema';
import { balanceOf } from '../../src/modules/wallet/ledger';
import { closeTemplates, testBackends } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';
import { orderStoreForTests, rubleOrder, topUp } from '../order/orderFixtures';
import { DETAIL, ledgerMatchesBalances, OPERATOR_TOKEN, PAGE, REFUND_DETAIL, shopping, type Customer } from './afterSaleFixtures';

afterAll(closeTemplates);

const DELIVERY = { FULFILMENT_DELAY_MS: '1000', SANDBOX_WEBHOOK_DELAY_MS: '0' };

describe.each(testBackends())('refund requests approved by the sandbox on $kind', (backend) => {
  const store = orderStoreForTests(backend, { ...DELIVERY, ORDER_DUPLICATE_WINDOW_SECONDS: '0' });
  const shop = shopping(store);
  let ann: Customer;
  let bob: Customer;

  beforeAll(async () => {
    ann = await signedInCustomer(store, 'ann@example.com');
    bob = await signedInCustomer(store, 'bob@example.com');
    await topUp(store.database.db, ann.userId, 'RUB', 500_000);
  }, 120_000);

  it('refunds a delivered wallet order to the balance once, with a ledger entry, and the order shows it', async () => {
    const orderNo = await shop.place(ann);
    await shop.payByWallet(ann, orderNo);
    await shop.deliver();
    expect(await shop.order(ann, orderNo)).toMatchObject({ status: ORDER_STATUS.COMPLETED, refunded: false });
    expect((await ann.get(REFUND_DETAIL, { orderNo })).json().data).toMatchObject({
      refundable: true,
      refusal: null,
      refundableAmount: { currencyName: 'RUB', amount: 9_900 },
      refundPaths: [REFUND_PATH.BALANCE],
      lateAt: null,
    });
    expect((await ann.get('/api/order/orderInfo/getOrderButtonStatus', { orderNo })).json().data).toMatchObject({ refund: true });
    const before = await balanceOf(store.database.db, ann.userId, 'RUB');

    const answer = (await shop.apply(ann, orderNo)).json();
    expect(answer).toMatchObject({
      code: 1,
      data: { orderNo, status: REFUND_STATUS.SUCCESS, amount: { currencyName: 'RUB', amount: 9_900 }, refundPath: REFUND_PATH.BALANCE, reason: 'Changed my mind' },
    });
    expect(answer.data.history.map((step: { step: string }) => step.step)).toEqual(['requested', 'approved', 'refunded']);
    expect(await balanceOf(store.database.db, ann.userId, 'RUB')).toBe(before + 9_900n);
    const entries = await store.database.db.select().from(walletLedger).where(eq(walletLedger.reference, orderNo));
    expect(entries.filter((entry) => entry.flowType === FLOW_TYPE.ORDER_REFUND).map((entry) => entry.amountMinor)).toEqual([9_900n]);
    await ledgerMatchesBalances(store.database.db);
    expect(await shop.order(ann, orderNo)).toMatchObject({ status: ORDER_STATUS.COMPLETED, refunded: true, refundAmount: { amount: 9_900 } });

    // Nothing is left to give back: a second request is refused and changes nothing.
    expect((await shop.apply(ann, orderNo)).json().code).toBe(15);
    expect((await ann.get(REFUND_DETAIL, { orderNo })).json().data).toMatchObject({ refundable: false, refusal: 'refunded' });
    expect(await balanceOf(store.database.db, ann.userId, 'RUB')).toBe(before + 9_900n);

    const page = (await ann.get(PAGE, { status: REFUND_STATUS.SUCCESS })).json().data;
    expect(page.list.map((item: { orderNo: string }) => item.orderNo)).toContain(orderNo);
    expect((await ann.get(PAGE, { status: REFUND_STATUS.FAILED })).json().data.list).toEqual([]);
    const detail = (await ann.get(DETAIL, { id: answer.data.afterSaleNo })).json();
    expect(detail).toMatchObject({ code: 1, data: { afterSaleNo: answer.data.afterSaleNo, productName: 'PUBG Mobile UC', orderStatus: ORDER_STATUS.COMPLETED } });
  });

  it("answers 12 and reveals nothing for another customer's order or after-sale", async () => {
    const orderNo = await shop.place(ann);
    await shop.payByWallet(ann, orderNo);
    await shop.deliver();
    const afterSaleNo = (await shop.apply(ann, orderNo)).json().data.afterSaleNo as string;
    for (const answer of [
      await bob.get(REFUND_DETAIL, { orderNo }),
      await shop.apply(bob, orderNo),
      await bob.get(DETAIL, { id: afterSaleNo }),
    ]) {
      expect(answer.json()).toEqual({ code: 12, data: null, message: expect.any(String) });
      expect(answer.body).not.toContain('9900');
    }
    expect((await bob.get(PAGE)).json().data).toMatchObject({ list: [], total: 0 });
    expect((await bob.get(DETAIL, { id: '99999999999999999999' })).json().code).toBe(12);
  });

  it('refuses unpaid and closed orders, and checks its parameters', async () => {
    const unpaid = await shop.place(ann);
    expect((await shop.apply(ann, unpaid)).json().code).toBe(15);
    expect((await ann.get(REFUND_DETAIL, { orderNo: unpaid })).json().data).toMatchObject({ refundable: false, refusal: 'notPaid' });
    await ann.get('/api/order/orderInfo/closeOrder', { orderNo: unpaid });
    expect((await shop.apply(ann, unpaid)).json().code).toBe(15);
    expect((await ann.post('/api/order/afterSalesOrderInfo/v1/applyRefund', { orderNo: unpaid, reason: '' })).json().code).toBe(11);
    expect((await ann.get(PAGE, { status: 7 })).json().code).toBe(11);
  });

  it('offers the refund of an order in delivery once its promise ran out, and refunds it whole (status 6)', async () => {
    const orderNo = await shop.place(ann, '5123454444');
    await shop.payByWallet(ann, orderNo);
    const detail = (await ann.get(REFUND_DETAIL, { orderNo })).json().data;
    expect(detail).toMatchObject({ refundable: true, lateAt: expect.any(Number) });
    expect((await ann.get('/api/order/orderInfo/getOrderButtonStatus', { orderNo })).json().data.refund).toBe(false);
    store.clock.advance(detail.lateAt - store.clock.now().getTime() + 1);
    expect((await ann.get('/api/order/orderInfo/getOrderButtonStatus', { orderNo })).json().data.refund).toBe(true);
    const before = await balanceOf(store.database.db, ann.userId, 'RUB');
    expect((await shop.apply(ann, orderNo, REFUND_PATH.BALANCE)).json()).toMatchObject({ code: 1, data: { status: REFUND_STATUS.SUCCESS } });
    expect(await shop.order(ann, orderNo)).toMatchObject({ status: ORDER_STATUS.REFUNDED, refunded: true, refundAmount: { amount: 9_900 } });
    // The delivery that was slow does not run on a refunded order, and pays nothing twice.
    await shop.deliver();
    expect(await shop.order(ann, orderNo)).toMatchObject({ status: ORDER_STATUS.REFUNDED });
    expect(await balanceOf(store.database.db, ann.userId, 'RUB')).toBe(before + 9_900n);
    await ledgerMatchesBalances(store.database.db);
  });

  it('gives the stock of an order refunded in delivery back, and tells the buyer each step in its messages', async () => {
    const { limitedSkuId } = store.catalogue;
    const stockLeft = async () => (await store.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, limitedSkuId)))[0]!.stock;
    const before = await stockLeft();
    const price = { currencyName: 'RUB', amount: 50_000 };
    const placed = await ann.post('/api/order/v2/createOrder', { ...rubleOrder(limitedSkuId), account: { playerId: '5123454444' }, expectedSubtotal: price, expectedPayAmount: price });
    const orderNo = placed.json().data.orderNo as string;
    store.clock.advance(11_000);
    await shop.payByWallet(ann, orderNo);
    expect(await stockLeft()).toBe(before! - 1);
    const { lateAt } = (await ann.get(REFUND_DETAIL, { orderNo })).json().data;
    store.clock.advance(lateAt - store.clock.now().getTime() + 1);
    expect((await shop.apply(ann, orderNo, REFUND_PATH.BALANCE)).json()).toMatchObject({ code: 1, data: { status: REFUND_STATUS.SUCCESS } });
    expect(await stockLeft()).toBe(before);
    const messages = (await ann.get('/api/order/orderInfo/v1/messages', { orderNo })).json().data as { kind: string }[];
    expect(messages.map((message) => message.kind)).toEqual(['paid', 'refundRequested', 'refundApproved', 'refunded']);
  });

  it('refunds a card order through its provider, or to the balance when the customer chooses it', async () => {
    const toCard = await shop.place(ann);
    await shop.payByCard(ann, toCard);
    await shop.deliver();
    expect((await ann.get(REFUND_DETAIL, { orderNo: toCard })).json().data.refundPaths).toEqual([REFUND_PATH.CARDS, REFUND_PATH.BALANCE]);
    const before = await balanceOf(store.database.db, ann.userId, 'RUB');
    const request = (await shop.apply(ann, toCard)).json().data;
    expect(request).toMatchObject({ status: REFUND_STATUS.IN_PROGRESS, refundPath: REFUND_PATH.CARDS });
    // The provider is asked by a job, and its 'refunded' webhook makes the request a success.
    await shop.runJobs();
    const done = (await ann.get(DETAIL, { id: request.afterSaleNo })).json().data;
    expect(done).toMatchObject({ status: REFUND_STATUS.SUCCESS });
    expect(done.history.map((step: { step: string }) => step.step)).toEqual(['requested', 'approved', 'refunded']);
    const [event] = await store.database.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.eventId, `evt_refund_afterSale:${request.afterSaleNo}`));
    expect(event).toMatchObject({ state: 'refunded', amount: 9_900n, appliedAt: expect.any(Date) });
    const refunds = await store.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundId, `afterSale:${request.afterSaleNo}`));
    expect(refunds.map((refund) => refund.amount)).toEqual([9_900n]);
    expect(await balanceOf(store.database.db, ann.userId, 'RUB')).toBe(before);

    const toBalance = await shop.place(ann);
    await shop.payByCard(ann, toBalance);
    await shop.deliver();
    expect((await shop.apply(ann, toBalance, REFUND_PATH.QIWI)).json().code).toBe(11);
    expect((await shop.apply(ann, toBalance, REFUND_PATH.BALANCE)).json().data).toMatchObject({ status: REFUND_STATUS.SUCCESS, refundPath: REFUND_PATH.BALANCE });
    expect(await balanceOf(store.database.db, ann.userId, 'RUB')).toBe(before + 9_900n);
  });

  it('answers 50 concurrent requests of one order with one refund', async () => {
    const orderNo = await shop.place(ann);
    await shop.payByWallet(ann, orderNo);
    await shop.deliver();
    const before = await balanceOf(store.database.db, ann.userId, 'RUB');
    const answers = await Promise.all(Array.from({ length: 50 }, () => shop.apply(ann, orderNo)));
    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    expect(codes.every((code) => [1, 13, 15].includes(code))).toBe(true);
    expect(await balanceOf(store.database.db, ann.userId, 'RUB')).toBe(before + 9_900n);
    await ledgerMatchesBalances(store.database.db);
  });

  it('refuses a completed order past the window', async () => {
    const orderNo = await shop.place(ann);
    await shop.payByWallet(ann, orderNo);
    await shop.deliver();
    store.clock.advance(8 * 86_400_000);
    // The old session expired meanwhile.
    ann = await signedInCustomer(store, 'ann@example.com', 'login');
    expect((await ann.get(REFUND_DETAIL, { orderNo })).json().data).toMatchObject({ refundable: false, refusal: 'windowPassed' });
    expect((await shop.apply(ann, orderNo)).json().code).toBe(15);
  });

  it('refuses every operator call while OPERATOR_TOKEN is unset', async () => {
    const open = await store.app.inject({ method: 'GET', url: '/ops/afterSale/open', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(open.statusCode).toBe(401);
    expect((await shop.operator({ afterSaleNo: '12345678', decision: 'approve' })).statusCode).toBe(401);
  });
});

describe.each(testBackends())('refund requests decided by support on $kind', (backend) => {
  const store = orderStoreForTests(backend, { ...DELIVERY, AFTER_SALE_AUTO_APPROVE: '0', OPERATOR_TOKEN, FULFILMENT_MAX_ATTEMPTS: '2' });
  const shop = shopping(store);
  let cat: Customer;

  beforeAll(async () => {
    cat = await signedInCustomer(store, 'cat@example.com');
    await topUp(store.database.db, cat.userId, 'RUB', 500_000);
  }, 120_000);

  const requested = async () => {
    const orderNo = await shop.place(cat);
    await shop.payByWallet(cat, orderNo);
    await shop.deliver();
    const answer = (await shop.apply(cat, orderNo)).json();
    expect(answer).toMatchObject({ code: 1, data: { status: REFUND_STATUS.IN_PROGRESS } });
    return { orderNo, afterSaleNo: answer.data.afterSaleNo as string };
  };

  it('serves the support page and its script with no data in them', async () => {
    const { afterSaleNo } = await requested();
    const page = await store.app.inject({ method: 'GET', url: '/ops/afterSale' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/ops/afterSale/assets/page.js" defer></script>');
    expect(page.body).not.toContain(afterSaleNo);
    const script = await store.app.inject({ method: 'GET', url: '/ops/afterSale/assets/page.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(() => new Function(script.body)).not.toThrow();
    expect(script.body).not.toContain(OPERATOR_TOKEN);
  });

  it('refuses a customer token, a wrong token and none', async () => {
    const { afterSaleNo } = await requested();
    const decide = { afterSaleNo, decision: 'approve' };
    expect((await shop.operator(decide, null)).statusCode).toBe(401);
    expect((await shop.operator(decide, 'operator-test-token-wrong-one!')).statusCode).toBe(401);
    const asCustomer = await store.app.inject({ method: 'POST', url: '/ops/afterSale/decide', headers: cat.headers, payload: decide });
    expect(asCustomer.statusCode).toBe(401);
    const list = await store.app.inject({ method: 'GET', url: '/ops/afterSale/open', headers: cat.headers });
    expect(list.statusCode).toBe(401);
    expect((await cat.get(DETAIL, { id: afterSaleNo })).json().data.status).toBe(REFUND_STATUS.IN_PROGRESS);
  });

  it('keeps one request open per order, lists it for support, and approves it once under 50 concurrent approvals', async () => {
    const { orderNo, afterSaleNo } = await requested();
    expect((await shop.apply(cat, orderNo)).json().code).toBe(13);
    const open = await store.app.inject({ method: 'GET', url: '/ops/afterSale/open', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(open.json().data.map((item: { afterSaleNo: string }) => item.afterSaleNo)).toContain(afterSaleNo);
    const before = await balanceOf(store.database.db, cat.userId, 'RUB');
    const answers = await Promise.all(Array.from({ length: 50 }, () => shop.operator({ afterSaleNo, decision: 'approve' })));
    expect(answers.every((answer) => answer.json().code === 1 && answer.json().data.status === REFUND_STATUS.SUCCESS)).toBe(true);
    expect(await balanceOf(store.database.db, cat.userId, 'RUB')).toBe(before + 9_900n);
    await ledgerMatchesBalances(store.database.db);
    const rejectedLate = (await shop.operator({ afterSaleNo, decision: 'reject', note: 'Too late' })).json();
    expect(rejectedLate.data.status).toBe(REFUND_STATUS.SUCCESS);
  });

  it('rejects with words for the customer; the order may ask again', async () => {
    const { orderNo, afterSaleNo } = await requested();
    const answer = (await shop.operator({ afterSaleNo, decision: 'reject', note: 'The UC were spent' })).json();
    expect(answer.data).toMatchObject({ status: REFUND_STATUS.FAILED });
    const detail = (await cat.get(DETAIL, { id: afterSaleNo })).json().data;
    expect(detail.history.at(-1)).toMatchObject({ step: 'rejected', status: REFUND_STATUS.FAILED, note: 'The UC were spent' });
    const messages = (await cat.get('/api/order/orderInfo/v1/messages', { orderNo })).json().data;
    expect(messages.at(-1)).toMatchObject({ side: 'store', kind: 'refundRejected', text: 'The UC were spent', read: false });
    expect((await cat.get(REFUND_DETAIL, { orderNo })).json().data).toMatchObject({ refundable: true, openAfterSaleNo: null });
    expect((await shop.operator({ afterSaleNo: '12345678901234567890', decision: 'approve' })).json().code).toBe(12);
    expect((await shop.operator({ afterSaleNo, decision: 'maybe' })).json().code).toBe(11);
  });

  it('never gives back more than was paid: an approval after the automatic refund fails', async () => {
    const orderNo = await shop.place(cat, '5123454444');
    await shop.payByWallet(cat, orderNo);
    const lateAt = (await cat.get(REFUND_DETAIL, { orderNo })).json().data.lateAt as number;
    store.clock.advance(lateAt - store.clock.now().getTime() + 1);
    const afterSaleNo = (await shop.apply(cat, orderNo)).json().data.afterSaleNo as string;
    const before = await balanceOf(store.database.db, cat.userId, 'RUB');
    // Meanwhile the game stays down until the last try, and the order is refunded automatically.
    await shop.deliver();
    expect(await shop.order(cat, orderNo)).toMatchObject({ status: ORDER_STATUS.REFUNDED, refundAmount: { amount: 9_900 } });
    const answer = (await shop.operator({ afterSaleNo, decision: 'approve' })).json();
    expect(answer.data).toMatchObject({ status: REFUND_STATUS.FAILED });
    expect(await balanceOf(store.database.db, cat.userId, 'RUB')).toBe(before + 9_900n);
    await ledgerMatchesBalances(store.database.db);
  });
});
