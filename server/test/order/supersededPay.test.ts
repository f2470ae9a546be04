import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@topup/shared/contract';
import { orders, payments } from '../../src/db/schema';
import { balanceOf } from '../../src/modules/wallet/ledger';
import { closeTemplates, pgliteBackend } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';
import { key, orderStoreForTests, rubleOrder } from './orderFixtures';

afterAll(closeTemplates);

/**
 * A pay call asks its provider outside any lock, so a rePay or a cancel can supersede its attempt
 * meanwhile. The buyer still gets that provider's page and may pay there: the money must find its
 * attempt (by the provider's reference) and pay the order, or go back to the wallet.
 */
describe('a pay call superseded while its provider answers', () => {
  const store = orderStoreForTests(pgliteBackend, { ORDER_DUPLICATE_WINDOW_SECONDS: '0' });

  /** Holds the provider's first answer until `release` is called; `asked` resolves once it is asked. */
  function slowFirstAnswer() {
    const provider = store.app.payments.providers.forPayWay('CARDPAY_RU');
    if (!provider) throw new Error('no card provider in the sandbox');
    const original = provider.createPayment.bind(provider);
    let release = () => {};
    let markAsked = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const asked = new Promise<void>((resolve) => (markAsked = resolve));
    let calls = 0;
    provider.createPayment = async (request, tx) => {
      calls += 1;
      if (calls === 1) {
        markAsked();
        await released;
      }
      return original(request, tx);
    };
    return { asked, release, restore: () => (provider.createPayment = original) };
  }

  async function placedOrder(email: string) {
    const buyer = await signedInCustomer(store, email);
    const orderNo = (await buyer.post('/api/order/v2/createOrder', rubleOrder(store.catalogue.skuId))).json().data.orderNo as string;
    const pay = (call: 'pay' | 'rePay') =>
      buyer.post(`/api/order/v3/${call}`, { orderNo, payWayId: 'CARDPAY_RU|RUB', idempotencyKey: key(), extraInfo: { email: 'buyer@mail.ru' } });
    return { buyer, orderNo, pay };
  }

  /** The buyer pays on the sandbox card page of `url`, and the webhook's jobs run. */
  async function payOnPage(url: string) {
    const paid = await store.app.inject({
      method: 'POST',
      url: `${url}/card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4242424242424242&expiry=12%2F30&cvc=123',
    });
    expect(paid.statusCode).toBe(303);
    for (let round = 0; round < 3; round += 1) {
      store.clock.advance(5_000);
      await store.app.jobs.runDue();
    }
  }

  const orderRow = async (orderNo: string) => (await store.database.db.select().from(orders).where(eq(orders.orderNo, orderNo as never)))[0];

  it('by a rePay: the first page keeps its reference, and money paid there pays the order', async () => {
    const { orderNo, pay } = await placedOrder('superseded-repay@example.com');
    const provider = slowFirstAnswer();
    try {
      const first = pay('pay');
      await provider.asked;
      expect((await pay('rePay')).json()).toMatchObject({ code: 1, data: { kind: 'redirect' } });
      provider.release();
      const firstAnswer = (await first).json();
      expect(firstAnswer).toMatchObject({ code: 1, data: { kind: 'redirect' } });

      const order = await orderRow(orderNo);
      const attempts = await store.database.db.select().from(payments).where(eq(payments.orderId, order!.id));
      expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['pending', 'superseded']);
      expect(attempts.every((attempt) => attempt.providerRef)).toBe(true);

      await payOnPage(firstAnswer.data.url);
      expect((await orderRow(orderNo))!.status).not.toBe(ORDER_STATUS.TO_PAY);
      expect((await orderRow(orderNo))!.paidAmount).toBe(order!.payAmount);
    } finally {
      provider.restore();
    }
  });

  it('by a cancel: money paid on the page goes back to the wallet', async () => {
    const { buyer, orderNo, pay } = await placedOrder('superseded-cancel@example.com');
    const provider = slowFirstAnswer();
    try {
      const first = pay('pay');
      await provider.asked;
      expect((await buyer.get('/api/order/orderInfo/closeOrder', { orderNo })).json()).toMatchObject({ code: 1, data: { status: ORDER_STATUS.CLOSED } });
      provider.release();
      const firstAnswer = (await first).json();
      const balance = await balanceOf(store.database.db, buyer.userId, 'RUB');

      await payOnPage(firstAnswer.data.url);
      const order = await orderRow(orderNo);
      expect(order!.status).toBe(ORDER_STATUS.CLOSED);
      expect(await balanceOf(store.database.db, buyer.userId, 'RUB')).toBe(balance + BigInt(order!.payAmount));
    } finally {
      provider.restore();
    }
  });
});
