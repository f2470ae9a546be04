import {
  couponTemplateIdSchema,
  customerCouponIdSchema,
  orderNoSchema,
  type CallResponse,
  type confirmOrderSkuInfoCall,
  type OrderDetail,
  type PayWay,
  type prePayFormInfoCall,
  type Storefront,
  type UsableCoupon,
} from '@topup/shared/contract';
import { testOrder, testStorefront } from '@topup/shared/testing';
import { orderConfirmPath } from '@topup/shared/orderConfirm';

/** Contract-shaped data of one Genshin top-up bought in Russia and Brazil (serveCalls checks every answer). */

export const STOREFRONTS: Storefront[] = [
  testStorefront({}),
  testStorefront({ locale: 'br', language: 'pt-BR', region: 'BR', currencyName: 'BRL', currencySymbol: 'R$', payWays: ['PIX', 'MERCADO_PAGO', 'card'], features: ['coupon'] }),
  testStorefront({ locale: 'en', language: 'en', region: 'INTL', currencyName: 'USD', currencySymbol: '$', payWays: ['card', 'USDT_TRC20', 'balance'], features: ['balance'] }),
  testStorefront({ locale: 'mx', language: 'es-MX', region: 'MX', currencyName: 'MXN', currencySymbol: '$', payWays: ['SPEI', 'OXXO_PAY', 'MERCADO_PAGO', 'card'], features: ['coupon'] }),
];

const payWay = (code: string, currencyName: string, confirmMinutes = 0): PayWay => ({ payWayId: `${code}|${currencyName}`, payWay: code, currencyName, confirmMinutes });

/** As a server might list them: the Russian card not first, so the client's ordering shows. */
export const RUB_PAY_WAYS: PayWay[] = [payWay('SBP', 'RUB'), payWay('CARDPAY_RU', 'RUB'), payWay('balance', 'RUB')];
export const BRL_PAY_WAYS: PayWay[] = [payWay('PIX', 'BRL', 1), payWay('MERCADO_PAGO', 'BRL', 30), payWay('card', 'BRL')];
export const USD_PAY_WAYS: PayWay[] = [payWay('card', 'USD'), payWay('USDT_TRC20', 'USD', 10), payWay('balance', 'USD')];
export const MXN_PAY_WAYS: PayWay[] = [payWay('SPEI', 'MXN', 1), payWay('OXXO_PAY', 'MXN', 30), payWay('card', 'MXN')];

export const SKU_ID = '301';
export const PRODUCT_ID = '30';
export const CONFIRM_URL = orderConfirmPath({ skuId: SKU_ID, quantity: 2 });

const product = {
  id: PRODUCT_ID,
  name: 'Кристаллы Сотворения',
  image: { url: '/static/catalog/genshin-crystals.svg', width: 400, height: 400 },
  categoryId: '2',
  categoryName: 'Genshin Impact',
  deliveryMinutes: { min: 0, max: 15 },
};

/** The SKU summary for any quantity of the one SKU, in a currency. */
export function skuInfo(quantity: number, currencyName = 'RUB'): CallResponse<typeof confirmOrderSkuInfoCall> {
  const price = { currencyName, amount: 9900 };
  return {
    product,
    lines: [
      {
        sku: { id: SKU_ID, productId: PRODUCT_ID, name: '60 кристаллов', price, originalPrice: null, purchaseLimit: 5, stock: null, available: true },
        quantity,
        amount: { currencyName, amount: 9900 * quantity },
      },
    ],
    totalQuantity: quantity,
    subtotal: { currencyName, amount: 9900 * quantity },
  };
}

export const PRE_PAY_FORM: CallResponse<typeof prePayFormInfoCall> = {
  productId: PRODUCT_ID,
  categoryId: '2',
  playerCheck: true,
  fields: [
    { key: 'uid', label: 'UID', type: 'text', required: true, pattern: '^[1-9][0-9]{8,9}$', options: [] },
    {
      key: 'server',
      label: 'Сервер',
      type: 'select',
      required: true,
      pattern: null,
      options: [
        { value: 'os_euro', label: 'Europe' },
        { value: 'os_asia', label: 'Asia' },
      ],
    },
  ],
};

export const KNOWN_UID = '700000001';
export const UNKNOWN_UID = '799999999';

export const COUPON: UsableCoupon = {
  id: customerCouponIdSchema.parse('5001'),
  status: 'unused',
  validFrom: 1_700_000_000_000,
  validTo: 1_900_000_000_000,
  receiveTime: 1_700_000_000_000,
  useTime: null,
  orderNo: null,
  read: true,
  discountMinor: 3000,
  rule: {
    couponId: couponTemplateIdSchema.parse('50'),
    name: { ru: 'Скидка 30 ₽' },
    description: {},
    currencyName: 'RUB',
    discountType: 'amount',
    discountAmountMinor: 3000,
    discountPercent: null,
    maxDiscountMinor: null,
    thresholdMinor: 10000,
    scope: 'all',
    categoryIds: [],
    validFrom: null,
    validTo: null,
    validDays: 30,
  },
};

export const ORDER_NO = orderNoSchema.parse('2024060100000001');

/** The shared test order, as created a minute ago with a card and 14 minutes left to pay. */
export function unpaidOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return testOrder({ orderNo: ORDER_NO, payWayId: 'CARDPAY_RU|RUB', createTime: Date.now() - 60_000, payDeadline: Date.now() + 14 * 60_000, ...overrides });
}
