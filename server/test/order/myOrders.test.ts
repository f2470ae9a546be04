import { closeTemplates, testBackends } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';
import { key, orderStoreForTests, topUp, rubleOrder } from './orderFixtures';

afterAll(closeTemplates);

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

describe.each(testBackends())('the order list of /my/order on $kind', (backend) => {
  const store = orderStoreForTests(backend);
  let carol: Customer;
  let dave: Customer;
  /** carol's orders, oldest first: paid and delivered, closed, to pay, to pay. */
  const placedOrders: string[] = [];

  const place = async (customer: Customer) => {
    const response = await customer.post('/api/order/v2/createOrder', rubleOrder(store.catalogue.skuId));
    expect(response.json()).toMatchObject({ code: 1 });
    // A second identical submit within the duplicate window would return the first order.
    store.clock.advance(11_000);
    return response.json().data.orderNo as string;
  };
  const page = (customer: Customer, query: Record<string, string | number> = {}) => customer.get('/api/order/orderInfo/myOrderPage', query);

  beforeAll(async () => {
    carol = await signedInCustomer(store, 'carol@example.com');
    dave = await signedInCustomer(store, 'dave@example.com');
    await topUp(store.database.db, carol.userId, 'RUB', 100_000);
    for (let index = 0; index < 4; index += 1) placedOrders.push(await place(carol));
    const [paid, closed] = placedOrders as [string, string];
    const payment = await carol.post('/api/order/v3/pay', { orderNo: paid, payWayId: 'balance|RUB', idempotencyKey: key(), extraInfo: {} });
    expect(payment.json()).toMatchObject({ code: 1, data: { kind: 'done' } });
    store.clock.advance(20_000);
    await store.app.jobs.runDue();
    expect((await carol.get('/api/order/orderInfo/closeOrder', { orderNo: closed })).json()).toMatchObject({ code: 1, data: { status: 4 } });
    await place(dave);
  }, 120_000);

  it('lists the caller\'s orders newest first, with the detail fields, a page at a time', async () => {
    const first = (await page(carol, { pageNum: 1, pageSize: 3 })).json();
    expect(first).toMatchObject({ code: 1, data: { total: 4, pageNum: 1, pageSize: 3 } });
    expect(first.data.list.map((order: { orderNo: string }) => order.orderNo)).toEqual([...placedOrders].reverse().slice(0, 3));
    expect(first.data.list[0]).toMatchObject({
      status: 0,
      product: { name: 'PUBG Mobile UC' },
      lines: [{ skuName: '60 UC', quantity: 1 }],
      payAmount: { currencyName: 'RUB', amount: 9_900 },
    });
    const second = (await page(carol, { pageNum: 2, pageSize: 3 })).json();
    expect(second.data.list.map((order: { orderNo: string }) => order.orderNo)).toEqual([placedOrders[0]]);
    expect(second.data.list[0]).toMatchObject({ payWayId: 'balance|RUB', paidAmount: { amount: 9_900 } });
    expect([3, 5]).toContain(second.data.list[0].status);
  });

  it('filters by tab and counts each tab', async () => {
    const tabOf = async (tab: string) => (await page(carol, { tab })).json().data.list.map((order: { orderNo: string }) => order.orderNo);
    const [paid, closed, third, fourth] = placedOrders as [string, string, string, string];
    expect(await tabOf('toPay')).toEqual([fourth, third]);
    expect(await tabOf('inProgress')).toEqual([]);
    expect(await tabOf('completed')).toEqual([paid]);
    expect(await tabOf('closed')).toEqual([closed]);
    expect((await carol.get('/api/order/orderInfo/getOrderCount')).json()).toEqual({
      code: 1,
      message: expect.any(String),
      data: { all: 4, toPay: 2, inProgress: 0, completed: 1, closed: 1 },
    });
  });

  it('never shows one customer another\'s orders', async () => {
    const theirs = (await page(dave)).json().data;
    expect(theirs.total).toBe(1);
    expect(placedOrders).not.toContain(theirs.list[0].orderNo);
    expect((await dave.get('/api/order/orderInfo/getOrderCount')).json().data).toEqual({ all: 1, toPay: 1, inProgress: 0, completed: 0, closed: 0 });
  });

  it('refuses bad paging and tabs with 11, and callers without a token with 401', async () => {
    const badQueries: Record<string, string | number>[] = [{ pageNum: 0 }, { pageSize: 101 }, { pageNum: 'x' }, { tab: 'lost' }];
    for (const query of badQueries) {
      expect((await page(carol, query)).json().code).toBe(11);
    }
    for (const url of ['/api/order/orderInfo/myOrderPage', '/api/order/orderInfo/getOrderCount']) {
      expect((await store.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
