import { and, eq, sql, sum } from 'drizzle-orm';
import { orders, payments } from '../../src/db/schema';
import { closeTemplates, pgliteBackend, testBackends } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';
import { key, orderStoreForTests, topUp, type OrderStore, rubleOrder } from './orderFixtures';

afterAll(closeTemplates);

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

/** 22 orders of 99 ₽ fit under the limit, the 23rd does not. */
const LIMIT_ENV = { ORDER_DUPLICATE_WINDOW_SECONDS: '0', DAILY_PAYMENT_LIMITS: `RUB:${22 * 9_900 + 5_000}`, SANDBOX_WEBHOOK_DELAY_MS: '0' };
const LIMIT = 22 * 9_900 + 5_000;

async function placeMany(store: OrderStore, buyer: Customer, count: number): Promise<string[]> {
  const orderNos: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await buyer.post('/api/order/v2/createOrder', rubleOrder(store.catalogue.skuId));
    orderNos.push(response.json().data.orderNo as string);
    // Past the duplicate-order window (an identical order placed at the same instant is the same order).
    store.clock.advance(1);
  }
  return orderNos;
}

const pay = (buyer: Customer, orderNo: string, payWayId: string) =>
  buyer.post('/api/order/v3/pay', { orderNo, payWayId, idempotencyKey: key(), extraInfo: { email: 'buyer@mail.ru' } });

async function paidToday(store: OrderStore, userId: bigint): Promise<number> {
  const [row] = await store.database.db
    .select({ total: sum(orders.paidAmount) })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.payTime} is not null`));
  return Number(row?.total ?? 0);
}

describe.each(testBackends())('the daily payment limit on $kind', (backend) => {
  const store = orderStoreForTests(backend, LIMIT_ENV);

  it('counts card attempts in flight: 30 started one after another, then all approved, stay under the limit', async () => {
    const buyer = await signedInCustomer(store, 'cards@example.com');
    const orderNos = await placeMany(store, buyer, 30);
    const codes: number[] = [];
    for (const orderNo of orderNos) codes.push((await pay(buyer, orderNo, 'CARDPAY_RU|RUB')).json().code as number);
    expect(codes.filter((code) => code === 1)).toHaveLength(22);
    expect(codes.filter((code) => code === 5025)).toHaveLength(8);
    const started = await store.database.db.select().from(payments).where(eq(payments.userId, buyer.userId));
    for (const payment of started) await store.app.payments.bank!.decide(payment.providerRef as string, 'paid');
    await store.app.jobs.runDue();
    await store.app.jobs.runDue();
    expect(await paidToday(store, buyer.userId)).toBe(22 * 9_900);
    expect(await paidToday(store, buyer.userId)).toBeLessThanOrEqual(LIMIT);
  }, 120_000);
});

// 60 wallet payments at once need several connections: PostgreSQL only.
const postgres = testBackends().filter((backend) => backend.kind === 'postgres');
const onPostgres = postgres.length > 0 ? describe.each(postgres) : describe.skip.each([pgliteBackend]);

onPostgres('concurrent wallet payments on $kind', (backend) => {
  const store = orderStoreForTests(backend, LIMIT_ENV);

  it('pays 22 of 60 concurrent wallet payments when 22 fit under the limit', async () => {
    const buyer = await signedInCustomer(store, 'wallet-racer@example.com');
    await topUp(store.database.db, buyer.userId, 'RUB', 60 * 9_900);
    const orderNos = await placeMany(store, buyer, 60);
    const answers = await Promise.all(orderNos.map((orderNo) => pay(buyer, orderNo, 'balance|RUB')));
    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((code) => code === 1)).toHaveLength(22);
    expect(codes.filter((code) => code === 5025)).toHaveLength(38);
    expect(await paidToday(store, buyer.userId)).toBe(22 * 9_900);
  }, 120_000);
});
