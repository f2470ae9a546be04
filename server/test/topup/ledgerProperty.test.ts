import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { FLOW_TYPE } from '@topup/shared/contract';
import { walletLedger } from '../../src/db/schema';
import { balanceOf, credit, ledgerPage } from '../../src/modules/wallet/ledger';
import { closeTemplates, testBackends } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';
import { key, orderStoreForTests, rubleOrder } from '../order/orderFixtures';
import { postWebhook, refOf, TOPUP_TEST_ENV } from './topupFixtures';

afterAll(closeTemplates);

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** The test SKU's price: an order paid from the wallet takes 99.00 ₽. */
const ORDER_PRICE = 9_900;

type Step =
  | { kind: 'topUp'; rubles: number; replays: number }
  | { kind: 'payOrder' }
  | { kind: 'refund'; which: number; replays: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('topUp' as const), rubles: fc.integer({ min: 1, max: 500 }), replays: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('payOrder' as const) }),
  fc.record({ kind: fc.constant('refund' as const), which: fc.nat(), replays: fc.integer({ min: 1, max: 2 }) }),
);

describe.each(testBackends())('the wallet ledger under top-ups, payments and refunds on $kind', (backend) => {
  const store = orderStoreForTests(backend, { ...TOPUP_TEST_ENV, DAILY_PAYMENT_LIMITS: 'RUB:900000000000' });
  let customers = 0;
  let orders = 0;

  it('always sums to the balance, which is what the steps put in and took out', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 8 }), async (steps) => {
        customers += 1;
        const buyer = await signedInCustomer(store, `ledger-${customers}@example.com`);
        const paidOrders: string[] = [];
        const refunded = new Set<string>();
        let expected = 0;
        for (const step of steps) {
          if (step.kind === 'topUp') {
            const { url, amount } = (await buyer.get('/api/user/front/user/userRecharge', { amount: String(step.rubles), payWayId: 'CARDPAY_RU|RUB', locale: 'ru' })).json().data;
            for (let replay = 0; replay < step.replays; replay += 1) {
              await postWebhook(store, { eventId: `evt_${refOf(url)}`, providerRef: refOf(url), state: 'paid', amount });
              await store.app.jobs.runDue();
            }
            expected += step.rubles * 100;
          } else if (step.kind === 'payOrder') {
            // A player of its own per order: an identical order within the duplicate window would be the first one again.
            orders += 1;
            const order = { ...rubleOrder(store.catalogue.skuId), account: { playerId: `5${String(orders).padStart(8, '0')}1` } };
            const orderNo = (await buyer.post('/api/order/v2/createOrder', order)).json().data.orderNo as string;
            const paid = (await buyer.post('/api/order/v3/pay', { orderNo, payWayId: 'balance|RUB', idempotencyKey: key(), extraInfo: {} })).json();
            if (expected >= ORDER_PRICE) {
              expect(paid.code).toBe(1);
              expected -= ORDER_PRICE;
              paidOrders.push(orderNo);
            } else {
              expect(paid.code).toBe(3026);
            }
          } else if (paidOrders.length > 0) {
            const orderNo = paidOrders[step.which % paidOrders.length] as string;
            for (let replay = 0; replay < step.replays; replay += 1) {
              await credit(store.database.db, {
                userId: buyer.userId,
                currencyName: 'RUB',
                amountMinor: BigInt(ORDER_PRICE),
                flowType: FLOW_TYPE.ORDER_REFUND,
                idempotencyKey: `refund:${orderNo}`,
                reference: orderNo,
              });
            }
            if (!refunded.has(orderNo)) expected += ORDER_PRICE;
            refunded.add(orderNo);
          }
        }
        const [sum] = await store.database.db
          .select({ total: sql<string>`coalesce(sum(${walletLedger.amountMinor}), 0)::text` })
          .from(walletLedger)
          .where(eq(walletLedger.userId, buyer.userId));
        const balance = await balanceOf(store.database.db, buyer.userId, 'RUB');
        expect(BigInt(sum!.total)).toBe(balance);
        expect(balance).toBe(BigInt(expected));
        const { list } = await ledgerPage(store.database.db, buyer.userId, { currencyName: 'RUB' }, { pageNum: 1, pageSize: 1 });
        if (list[0]) expect(list[0].balanceAfterMinor).toBe(balance);
        expect((await buyer.get('/api/user/front/user/getUserBalanceByCurrency', { currencyName: 'RUB' })).json().data.amountMinor).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});
