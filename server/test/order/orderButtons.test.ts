import { eq } from 'drizzle-orm';
import { paymentWebhooks, payments } from '../../src/db/schema';
import { closeTemplates, testBackends } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';
import { key, orderStoreForTests, topUp, rubleOrder } from './orderFixtures';

afterAll(closeTemplates);

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

const NOTHING_MORE = { refund: false, form: false, history: false };

describe.each(testBackends())('getOrderButtonStatus on $kind', (backend) => {
  const store = orderStoreForTests(backend);
  let erin: Customer;
  let frank: Customer;

  const place = async (customer: Customer) => {
    const response = await customer.post('/api/order/v2/createOrder', rubleOrder(store.catalogue.skuId));
    expect(response.json()).toMatchObject({ code: 1 });
    store.clock.advance(11_000);
    return response.json().data.orderNo as string;
  };
  const buttons = (customer: Customer, orderNo: string) => customer.get('/api/order/orderInfo/getOrderButtonStatus', { orderNo });
  const payByCard = async (customer: Customer, orderNo: string) => {
    const answer = await customer.post('/api/order/v3/pay', { orderNo, payWayId: 'CARDPAY_RU|RUB', idempotencyKey: key(), extraInfo: { email: 'erin@example.com' } });
    expect(answer.json()).toMatchObject({ code: 1, data: { kind: 'redirect' } });
    const [payment] = await store.database.db.select().from(payments).where(eq(payments.payNo, answer.json().data.payNo));
    return payment!;
  };

  beforeAll(async () => {
    erin = await signedInCustomer(store, 'erin@example.com');
    frank = await signedInCustomer(store, 'frank@example.com');
    await topUp(store.database.db, erin.userId, 'RUB', 100_000);
  }, 120_000);

  it('lets an unpaid order be paid or cancelled, and a paid one neither', async () => {
    const orderNo = await place(erin);
    expect((await buttons(erin, orderNo)).json()).toMatchObject({
      code: 1,
      data: { orderNo, status: 0, pay: true, cancel: true, paymentConfirming: false, paymentPending: false, ...NOTHING_MORE },
    });
    const paid = await erin.post('/api/order/v3/pay', { orderNo, payWayId: 'balance|RUB', idempotencyKey: key(), extraInfo: {} });
    expect(paid.json()).toMatchObject({ code: 1, data: { kind: 'done' } });
    // The store wrote that the order is paid: its history opens (the test product has no form).
    expect((await buttons(erin, orderNo)).json().data).toMatchObject({ status: 2, pay: false, cancel: false, paymentConfirming: false, ...NOTHING_MORE, history: true });
  });

  it('offers nothing on a closed order', async () => {
    const orderNo = await place(erin);
    expect((await erin.get('/api/order/orderInfo/closeOrder', { orderNo })).json()).toMatchObject({ code: 1 });
    expect((await buttons(erin, orderNo)).json().data).toMatchObject({ status: 4, pay: false, cancel: false, paymentConfirming: false });
  });

  it('says the payment is being confirmed once a paid webhook is in but not applied yet', async () => {
    const orderNo = await place(erin);
    const payment = await payByCard(erin, orderNo);
    expect((await buttons(erin, orderNo)).json().data).toMatchObject({ pay: true, paymentConfirming: false, paymentPending: true });
    const now = store.clock.now();
    await store.database.db.insert(paymentWebhooks).values({
      provider: payment.provider,
      eventId: `test:${payment.providerRef}`,
      providerRef: payment.providerRef!,
      state: 'paid',
      currencyName: 'RUB',
      amount: 9_900n,
      rawBody: '{}',
      occurredAt: now,
      receivedAt: now,
    });
    expect((await buttons(erin, orderNo)).json().data).toMatchObject({ status: 0, pay: false, cancel: false, paymentConfirming: true });
  });

  it('says the payment is being confirmed when the provider already holds it as paid', async () => {
    const orderNo = await place(erin);
    const payment = await payByCard(erin, orderNo);
    expect(await store.app.payments.bank!.decide(payment.providerRef!, 'paid')).toBe(true);
    store.clock.advance(10 * 60_000);
    expect((await buttons(erin, orderNo)).json().data).toMatchObject({ pay: false, cancel: false, paymentConfirming: true });
  });

  it("answers 12 for another customer's order and reveals nothing of it", async () => {
    const orderNo = await place(erin);
    const answer = (await buttons(frank, orderNo)).json();
    expect(answer.code).toBe(12);
    expect(answer.data ?? null).toBeNull();
    expect(JSON.stringify(answer)).not.toContain(orderNo);
  });

  it('refuses a malformed order number with a parameter error', async () => {
    expect((await buttons(erin, 'abc')).json().code).toBe(11);
  });
});
