import { orderNoSchema, type OrderDetail } from '@topup/shared/contract';

export const TEST_ORDER_NO = orderNoSchema.parse('20260515120000123456');

/** A Genshin top-up of 2 × 60 crystals for 198 ₽ to player 700000001, unpaid unless overridden. */
export function testOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const amount = { currencyName: 'RUB', amount: 19800 };
  return {
    orderNo: TEST_ORDER_NO,
    status: 0,
    refunded: false,
    product: {
      id: '30',
      name: 'Кристаллы Сотворения',
      image: { url: '/static/catalog/genshin-crystals.svg', width: 400, height: 400 },
      categoryId: '2',
      categoryName: 'Genshin Impact',
      deliveryMinutes: { min: 0, max: 15 },
    },
    lines: [{ skuId: '301', skuName: '60 кристаллов', quantity: 2, unitPrice: { currencyName: 'RUB', amount: 9900 }, amount }],
    account: { uid: '700000001', server: 'os_euro' },
    nickname: 'Traveler',
    currencyName: 'RUB',
    subtotal: amount,
    discount: { currencyName: 'RUB', amount: 0 },
    coupon: null,
    payAmount: amount,
    paidAmount: null,
    refundAmount: null,
    payWayId: null,
    createTime: Date.UTC(2026, 4, 15, 12, 0),
    payTime: null,
    deliverTime: null,
    finishTime: null,
    closeTime: null,
    payDeadline: Date.UTC(2026, 4, 15, 12, 15),
    ...overrides,
  };
}
