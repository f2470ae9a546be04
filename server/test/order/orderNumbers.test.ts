import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema';
import { closeTemplates, pgliteBackend } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';
import { confirmLink, orderStoreForTests } from './orderFixtures';

afterAll(closeTemplates);

describe('order numbers', () => {
  const store = orderStoreForTests(pgliteBackend, { ORDER_DUPLICATE_WINDOW_SECONDS: '0' });

  afterEach(() => jest.restoreAllMocks());

  it('places an order, and starts a payment, whose first number collides with another of the same instant', async () => {
    const buyer = await signedInCustomer(store, 'collider@example.com');
    const place = (quantity: number) =>
      buyer.post('/api/order/v2/createOrder', {
        ...confirmLink(store.catalogue.skuId, quantity),
        locale: 'ru',
        account: { playerId: '5123456781' },
        expectedSubtotal: { currencyName: 'RUB', amount: 9_900 * quantity },
        expectedPayAmount: { currencyName: 'RUB', amount: 9_900 * quantity },
      });
    // The random part of the number: 424242 for the first order and the second's first try.
    jest.spyOn(crypto, 'randomInt').mockReturnValueOnce(424242 as never).mockReturnValueOnce(424242 as never);
    const first = await place(1);
    expect(first.json().code).toBe(1);
    const second = await place(2);
    expect(second.statusCode).toBe(200);
    expect(second.json().code).toBe(1);
    const numbers = [first.json().data.orderNo as string, second.json().data.orderNo as string];
    expect(numbers[0]).toMatch(/424242$/);
    expect(numbers[1]).not.toBe(numbers[0]);
    const placed = await store.database.db.select().from(orders).where(eq(orders.userId, buyer.userId));
    expect(placed).toHaveLength(2);

    // Two attempts in the same millisecond whose random parts are equal: the second draws again.
    jest.spyOn(crypto, 'randomInt').mockReturnValueOnce(777777 as never).mockReturnValueOnce(777777 as never);
    const pay = (orderNo: string) =>
      buyer.post('/api/order/v3/pay', { orderNo, payWayId: 'CARDPAY_RU|RUB', idempotencyKey: `${orderNo}-key`, extraInfo: { email: 'b@mail.ru' } });
    const payNos = [];
    for (const orderNo of numbers) {
      const paid = await pay(orderNo);
      expect(paid.json().code).toBe(1);
      payNos.push(paid.json().data.payNo as string);
    }
    expect(payNos[0]).toMatch(/777777$/);
    expect(payNos[1]).not.toBe(payNos[0]);
  });
});
