import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@topup/shared/contract';
import { payments, sandboxRefunds, skuPrices, skus, walletBalances, walletLedger } from '../../src/db/schema';
import { refreshProductPrices } from '../../src/modules/catalog/productPrices';
import { balanceOf } from '../../src/modules/wallet/ledger';
import { closeTemplates, pgliteBackend, testBackends } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';
import { confirmLink, key, orderStoreForTests, topUp, type OrderStore } from './orderFixtures';

afterAll(closeTemplates);

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

function ordering(store: OrderStore) {
  const place = async (customer: Customer, quantity = 1, sku = { id: store.catalogue.skuId, price: 9_900 }) => {
    const response = await customer.post('/api/order/v2/createOrder', {
      ...confirmLink(sku.id, quantity),
      locale: 'ru',
      account: { playerId: '5123456781' },
      expectedSubtotal: { currencyName: 'RUB', amount: sku.price * quantity },
      expectedPayAmount: { currencyName: 'RUB', amount: sku.price * quantity },
    });
    store.clock.advance(1);
    return response;
  };
  const pay = (customer: Customer, orderNo: string, payWayId = 'balance|RUB', idempotencyKey = key()) =>
    customer.post('/api/order/v3/pay', { orderNo, payWayId, idempotencyKey, extraInfo: { email: 'buyer@mail.ru' } });
  const detail = async (customer: Customer, orderNo: string) => (await customer.get('/api/order/orderInfo/details', { orderNo })).json().data;
  return { place, pay, detail };
}

describe('delivery that keeps failing is refunded to the wallet', () => {
  const store = orderStoreForTests(pgliteBackend, { FULFILMENT_FAILURE_RATE: '1', FULFILMENT_MAX_ATTEMPTS: '3', FULFILMENT_DELAY_MS: '1000' });

  it('retries, then refunds the whole order (status 6) once', async () => {
    const { place, pay, detail } = ordering(store);
    const buyer = await signedInCustomer(store, 'unlucky@example.com');
    await topUp(store.database.db, buyer.userId, 'RUB', 9_900);
    const orderNo = (await place(buyer)).json().data.orderNo as string;
    expect((await pay(buyer, orderNo)).json().data.kind).toBe('done');
    expect(await balanceOf(store.database.db, buyer.userId, 'RUB')).toBe(0n);
    store.clock.advance(1000);
    await store.app.jobs.runDue();
    await store.app.jobs.runDue();
    expect(await detail(buyer, orderNo)).toMatchObject({ status: ORDER_STATUS.REFUNDED, refunded: true, refundAmount: { amount: 9_900 }, finishTime: expect.any(Number) });
    expect(await balanceOf(store.database.db, buyer.userId, 'RUB')).toBe(9_900n);
  });

  it('gives a card payment back through its provider where the storefront has no wallet, outside the refund transaction', async () => {
    const db = store.database.db;
    await db.insert(skuPrices).values({ skuId: store.catalogue.skuId, currencyName: 'MXN', amount: 3_500 });
    await refreshProductPrices(db, [store.catalogue.productId]);
    const buyer = await signedInCustomer(store, 'unlucky-mx@example.com');
    const price = { currencyName: 'MXN', amount: 3_500 };
    const placed = await buyer.post('/api/order/v2/createOrder', { ...confirmLink(store.catalogue.skuId, 1), locale: 'mx', account: { playerId: '5123456781' }, expectedSubtotal: price, expectedPayAmount: price });
    const orderNo = placed.json().data.orderNo as string;
    const paid = (await buyer.post('/api/order/v3/pay', { orderNo, payWayId: 'card|MXN', idempotencyKey: key(), extraInfo: { email: 'buyer@mail.mx' } })).json().data;
    const [payment] = await db.select().from(payments).where(eq(payments.payNo, paid.payNo));
    expect(await store.app.payments.bank!.decide(payment!.providerRef!, 'paid')).toBe(true);
    for (let round = 0; round < 6; round += 1) {
      store.clock.advance(1000);
      await store.app.jobs.runDue();
    }
    expect((await ordering(store).detail(buyer, orderNo)).status).toBe(ORDER_STATUS.REFUNDED);
    expect(await db.select({ ref: sandboxRefunds.ref, amount: sandboxRefunds.amount }).from(sandboxRefunds).where(eq(sandboxRefunds.ref, payment!.providerRef!))).toEqual([
      { ref: payment!.providerRef, amount: 3_500n },
    ]);
  });

  it('gives the stock of the refunded order back', async () => {
    const { place, pay, detail } = ordering(store);
    const buyer = await signedInCustomer(store, 'unlucky-limited@example.com');
    await topUp(store.database.db, buyer.userId, 'RUB', 100_000);
    const limited = { id: store.catalogue.limitedSkuId, price: 50_000 };
    const stockLeft = async () => (await store.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, limited.id)))[0]!.stock;
    const before = await stockLeft();
    const orderNo = (await place(buyer, 2, limited)).json().data.orderNo as string;
    expect((await pay(buyer, orderNo)).json().data.kind).toBe('done');
    expect(await stockLeft()).toBe(before! - 2);
    store.clock.advance(1000);
    await store.app.jobs.runDue();
    await store.app.jobs.runDue();
    expect(await detail(buyer, orderNo)).toMatchObject({ status: ORDER_STATUS.REFUNDED });
    expect(await stockLeft()).toBe(before);
  });
});

describe('delivery across a restart', () => {
  const store = orderStoreForTests(pgliteBackend, { FULFILMENT_DELAY_MS: '5000', DAILY_PAYMENT_LIMITS: 'RUB:20000' });

  it('delivers an order paid before the restart; the daily limit refuses more (5025)', async () => {
    const { place, pay, detail } = ordering(store);
    const buyer = await signedInCustomer(store, 'restart@example.com');
    await topUp(store.database.db, buyer.userId, 'RUB', 30_000);
    const orderNo = (await place(buyer)).json().data.orderNo as string;
    expect((await pay(buyer, orderNo)).json().data.kind).toBe('done');
    await store.restart();
    store.clock.advance(5000);
    await store.app.jobs.runDue();
    expect(await detail(buyer, orderNo)).toMatchObject({ status: ORDER_STATUS.COMPLETED });
    // 99 ₽ paid today of a 200 ₽ limit: 2 × 99 ₽ more is refused when ordering, and at paying
    // once another order was paid meanwhile.
    expect((await place(buyer, 2)).json().code).toBe(5025);
    store.clock.advance(11_000);
    const second = (await place(buyer, 1)).json().data.orderNo as string;
    store.clock.advance(11_000);
    const third = (await place(buyer, 1)).json().data.orderNo as string;
    expect((await pay(buyer, second)).json().code).toBe(1);
    expect((await pay(buyer, third)).json().code).toBe(5025);
  });
});

// Races need several connections: PGlite has one, so these run where TEST_DATABASE_URL names a
// PostgreSQL server (scripts/with-postgres.sh) and are skipped elsewhere.
const postgres = testBackends().filter((backend) => backend.kind === 'postgres');
const onPostgres = postgres.length > 0 ? describe.each(postgres) : describe.skip.each([pgliteBackend]);

onPostgres('concurrent payments on $kind', (backend) => {
  const store = orderStoreForTests(backend, { ORDER_DUPLICATE_WINDOW_SECONDS: '0', DAILY_PAYMENT_LIMITS: 'RUB:100000000' });

  it('charges one order once under 50 concurrent pay calls', async () => {
    const { place, pay } = ordering(store);
    const buyer = await signedInCustomer(store, 'racer@example.com');
    await topUp(store.database.db, buyer.userId, 'RUB', 100_000);
    const orderNo = (await place(buyer)).json().data.orderNo as string;
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(buyer, orderNo)));
    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    expect(codes.every((code) => code === 1 || code === 3012)).toBe(true);
    expect(await balanceOf(store.database.db, buyer.userId, 'RUB')).toBe(100_000n - 9_900n);
    const paid = await store.database.db.select().from(payments).where(eq(payments.userId, buyer.userId));
    expect(paid.filter((payment) => payment.status === 'paid')).toHaveLength(1);
  });

  it('answers 50 concurrent calls with one idempotency key with one payment', async () => {
    const { place, pay } = ordering(store);
    const buyer = await signedInCustomer(store, 'samekey@example.com');
    const orderNo = (await place(buyer)).json().data.orderNo as string;
    const sameKey = key();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(buyer, orderNo, 'CARDPAY_RU|RUB', sameKey)));
    const bodies = answers.map((answer) => answer.json());
    const done = bodies.filter((body) => body.code === 1);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(new Set(done.map((body) => body.data.payNo)).size).toBe(1);
    expect(bodies.every((body) => body.code === 1 || body.code === 2)).toBe(true);
    const attempts = await store.database.db.select().from(payments).where(eq(payments.userId, buyer.userId));
    expect(attempts).toHaveLength(1);
  });

  it('pays exactly 7 of 100 concurrent wallet payments when the wallet affords 7; the ledger sums to the balance', async () => {
    const { place, pay } = ordering(store);
    const buyer = await signedInCustomer(store, 'seven@example.com');
    await topUp(store.database.db, buyer.userId, 'RUB', 7 * 9_900);
    const orderNos: string[] = [];
    for (let i = 0; i < 100; i += 1) orderNos.push((await place(buyer)).json().data.orderNo as string);
    expect(new Set(orderNos).size).toBe(100);
    const answers = await Promise.all(orderNos.map((orderNo) => pay(buyer, orderNo)));
    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((code) => code === 1)).toHaveLength(7);
    expect(codes.filter((code) => code === 3026)).toHaveLength(93);
    const balance = await balanceOf(store.database.db, buyer.userId, 'RUB');
    expect(balance).toBe(0n);
    const [ledger] = await store.database.db
      .select({ total: sql<string>`coalesce(sum(${walletLedger.amountMinor}), 0)` })
      .from(walletLedger)
      .where(eq(walletLedger.userId, buyer.userId));
    expect(BigInt(ledger!.total)).toBe(balance);
    const [row] = await store.database.db.select().from(walletBalances).where(eq(walletBalances.userId, buyer.userId));
    expect(BigInt(row!.amountMinor)).toBeGreaterThanOrEqual(0n);
  }, 120_000);
});
