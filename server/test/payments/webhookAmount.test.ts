import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@topup/shared/contract';
import { payments } from '../../src/db/schema';
import { signWebhook, SIGNATURE_HEADER } from '../../src/payments/webhookSignature';
import { closeTemplates, pgliteBackend } from '../support/backends';
import { capturedLog } from '../support/capturedLog';
import { signedInCustomer } from '../support/moneyFixtures';
import { key, ORDER_TEST_ENV, orderStoreForTests, rubleOrder } from '../order/orderFixtures';

afterAll(closeTemplates);

const log = capturedLog('warn');

describe('a signed paid webhook of another amount or currency', () => {
  const store = orderStoreForTests(pgliteBackend, {}, log.logger);

  it.each([
    ['one kopeck', { currencyName: 'RUB', amount: 1 }],
    ['dollars for a ruble order', { currencyName: 'USD', amount: 9_900 }],
  ])('never pays the order (%s): the payment is held for review and an alert logged', async (_case, amount) => {
    const buyer = await signedInCustomer(store, `mismatch-${amount.currencyName}@example.com`);
    const placed = await buyer.post('/api/order/v2/createOrder', rubleOrder(store.catalogue.skuId));
    const orderNo = placed.json().data.orderNo as string;
    const redirect = (await buyer.post('/api/order/v3/pay', { orderNo, payWayId: 'CARDPAY_RU|RUB', idempotencyKey: key(), extraInfo: { email: 'b@mail.ru' } })).json().data;
    const providerRef = (redirect.url as string).split('/').pop() as string;
    const body = JSON.stringify({ provider: 'sandbox-cardpay-ru', eventId: `evt_short_${providerRef}`, providerRef, state: 'paid', amount, occurredAt: store.clock.time });
    const answer = await store.app.inject({
      method: 'POST',
      url: '/payments/webhook/sandbox-cardpay-ru',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(ORDER_TEST_ENV.PAYMENT_WEBHOOK_SECRET, body, store.clock.now()) },
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    await store.app.jobs.runDue();
    const detail = (await buyer.get('/api/order/orderInfo/details', { orderNo })).json().data;
    expect(detail).toMatchObject({ status: ORDER_STATUS.TO_PAY, paidAmount: null, payTime: null });
    const [payment] = await store.database.db.select().from(payments).where(eq(payments.providerRef, providerRef));
    expect(payment?.status).toBe('review');
    const alert = log.lines.map((line) => JSON.parse(line)).find((entry) => entry.alert === 'payment-amount-mismatch' && entry.payNo === payment?.payNo);
    expect(alert).toMatchObject({ orderNo, received: { currencyName: amount.currencyName, amount: String(amount.amount) } });
    expect(JSON.stringify(alert)).not.toContain(ORDER_TEST_ENV.PAYMENT_WEBHOOK_SECRET);
    // The buyer sees the attempt as pending, and the held money counts against the daily limit.
    expect((await buyer.get('/api/order/payOrder/getPayOrderInfoStatus', { orderNo })).json().data.payment.status).toBe('pending');
  });
});
