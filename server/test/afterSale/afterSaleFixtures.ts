import { eq, sql } from 'drizzle-orm';
import { payments, walletBalances, walletLedger } from '../../src/db/schema';
import type { DbHandle } from '../../src/db/database';
import { signedInCustomer } from '../support/moneyFixtures';
import { key, rubleOrder, type OrderStore } from '../order/orderFixtures';

export type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

export const APPLY = '/api/order/afterSalesOrderInfo/v1/applyRefund';
export const PAGE = '/api/order/afterSalesOrderInfo/v1/queryAfterSalesOrderInfoPage';
export const DETAIL = '/api/order/afterSalesOrderInfo/v1/getAfterSalesOrderDetailsById';
export const REFUND_DETAIL = '/api/order/orderInfo/refundDetail';
export const OPERATOR_TOKEN = 'operator-test-token-0123456789';

/** Orders of one 99 ₽ SKU, paid by wallet or card, delivered by running the due jobs. */
export function shopping(store: OrderStore) {
  const place = async (customer: Customer, playerId = '5123456781') => {
    const response = await customer.post('/api/order/v2/createOrder', { ...rubleOrder(store.catalogue.skuId), account: { playerId } });
    expect(response.json()).toMatchObject({ code: 1 });
    store.clock.advance(11_000);
    return response.json().data.orderNo as string;
  };
  const payByWallet = async (customer: Customer, orderNo: string) => {
    const paid = await customer.post('/api/order/v3/pay', { orderNo, payWayId: 'balance|RUB', idempotencyKey: key(), extraInfo: {} });
    expect(paid.json()).toMatchObject({ code: 1, data: { kind: 'done' } });
  };
  const payByCard = async (customer: Customer, orderNo: string) => {
    const answer = await customer.post('/api/order/v3/pay', { orderNo, payWayId: 'CARDPAY_RU|RUB', idempotencyKey: key(), extraInfo: { email: 'buyer@example.com' } });
    expect(answer.json()).toMatchObject({ code: 1, data: { kind: 'redirect' } });
    const [payment] = await store.database.db.select().from(payments).where(eq(payments.payNo, answer.json().data.payNo));
    expect(await store.app.payments.bank!.decide(payment!.providerRef!, 'paid')).toBe(true);
    await runJobs();
  };
  const runJobs = async () => {
    for (let round = 0; round < 4; round += 1) await store.app.jobs.runDue();
  };
  /** Past the delivery delay: the due delivery runs. */
  const deliver = async () => {
    store.clock.advance(2_000);
    await runJobs();
  };
  const order = async (customer: Customer, orderNo: string) => (await customer.get('/api/order/orderInfo/details', { orderNo })).json().data;
  const apply = (customer: Customer, orderNo: string, refundPath?: number) =>
    customer.post(APPLY, { orderNo, reason: 'Changed my mind', ...(refundPath === undefined ? {} : { refundPath }) });
  const operator = (payload: object, token: string | null = OPERATOR_TOKEN) =>
    store.app.inject({
      method: 'POST',
      url: '/ops/afterSale/decide',
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
      payload,
    });
  return { place, payByWallet, payByCard, runJobs, deliver, order, apply, operator };
}

/** The wallet's balance of every user equals the sum of their ledger. */
export async function ledgerMatchesBalances(db: DbHandle): Promise<void> {
  const rows = await db.execute<{ balance: string; ledger: string }>(sql`
    select b.amount_minor::text as balance, coalesce(sum(l.amount_minor), 0)::text as ledger
    from ${walletBalances} b left join ${walletLedger} l on l.user_id = b.user_id and l.currency_name = b.currency_name
    group by b.user_id, b.currency_name, b.amount_minor`);
  expect(rows.rows.length).toBeGreaterThan(0);
  for (const row of rows.rows) expect(row.balance).toBe(row.ledger);
}
