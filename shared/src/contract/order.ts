import { z } from 'zod';
import { catalogIdSchema, catalogImageSchema, skuSchema } from './catalog';
import { defineCall, type CallRequest } from './defineCall';
import { customerCouponIdSchema, orderNoSchema } from './id';
import { LOCALES } from './locales';
import { moneySchema } from './money';
import { orderConfirmQuerySchema } from './orderConfirm';
import { pageOf, pageRequestSchema } from './paging';
import { accountValuesSchema } from './player';

/**
 * Orders (spec, sections 3, 4 and 7). docs/orders.md explains the choices: statuses, times, the
 * confirm link, which error code answers which refusal.
 */

/** The pay-way codes the store knows (docs/storefronts.md says which storefront offers which). */
export const PAY_WAYS = [
  'CARDPAY_RU',
  'SBP',
  'QIWI',
  'balance',
  'SPEI',
  'OXXO_PAY',
  'MERCADO_PAGO',
  'card',
  'PIX',
  'USDT_TRC20',
  'STC_PAY',
] as const;
export type PayWayCode = (typeof PAY_WAYS)[number];

/**
 * The extra pay-way info a method may ask for (spec, section 3: phone, e-mail, name, CPF); which
 * ones a pay way needs comes with getUserFilledInfoByPayWay and getPayConfirmInfo.
 */
export const PAY_EXTRA_FIELDS = ['phone', 'email', 'name', 'cpf'] as const;
export type PayExtraField = (typeof PAY_EXTRA_FIELDS)[number];

/** A way to pay in one currency; payWayId = payWay and currencyName joined by a bar (spec, section 3). */
export const payWaySchema = z.object({
  payWayId: z.string(),
  payWay: z.string(),
  currencyName: z.string(),
  /** Typical minutes until the provider confirms a payment (PIX/SPEI 1, OXXO_PAY/MERCADO_PAGO 30). */
  confirmMinutes: z.number().int().min(0),
});
export type PayWay = z.infer<typeof payWaySchema>;

export function payWayIdOf(payWay: string, currencyName: string): string {
  return `${payWay}|${currencyName}`;
}

/** "CARDPAY_RU|RUB" -> { payWay: "CARDPAY_RU", currencyName: "RUB" }: the parts payWayIdOf joins. */
export function payWayPartsOf(payWayId: string): { payWay: string; currencyName: string } {
  const [payWay = '', currencyName = ''] = payWayId.split('|');
  return { payWay, currencyName };
}

/** "CARDPAY_RU|RUB" -> "CARDPAY_RU": the method part of a pay way id. */
export function payWayCodeOf(payWayId: string): string {
  return payWayPartsOf(payWayId).payWay;
}

/** A pay way id as calls carry it: "CARDPAY_RU|RUB". Unknown or switched-off ones are code 3019. */
export const payWayIdSchema = z.string().regex(/^[A-Za-z0-9_]{1,32}\|[A-Z]{3,4}$/);

export const payWaysCall = defineCall({
  method: 'GET',
  path: '/order/v2/getPayWays',
  access: 'public',
  tag: 'order',
  summary: 'The pay ways of a currency (every currency when none is given), the default first',
  request: z.object({ currencyName: z.string().regex(/^[A-Z]{3,4}$/).optional() }),
  response: z.array(payWaySchema),
});

/**
 * Order statuses (spec, sections 3 and 4). 'Paid' is not a status of its own: a paid order moves
 * straight to IN_PROGRESS with its pay time set. REFUNDED is a whole order given back (a delivery
 * that failed for good); a partial refund keeps the status and shows in refundAmount.
 */
export const ORDER_STATUS = {
  TO_PAY: 0,
  PAYMENT_NEEDS_CONFIRMATION: 1,
  IN_PROGRESS: 2,
  COMPLETED: 3,
  CLOSED: 4,
  SENT: 5,
  REFUNDED: 6,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const orderStatusSchema = z.literal([0, 1, 2, 3, 4, 5, 6]);

/**
 * What /ordre/confirm carries in its query and hands to the order calls as is: productSpecDetailIds
 * (one { skuId, quantity }), flag=info and signStr. The catalogue owns the link and its signature
 * (contract/orderConfirm.ts, @topup/shared/orderConfirm, docs/order-confirm-link.md).
 */
const confirmLinkSchema = orderConfirmQuerySchema;

const localeField = { locale: z.enum(LOCALES).default('ru') };

/** The product an order or confirm page is about, as its header shows it. */
export const orderProductSchema = z.object({
  id: catalogIdSchema,
  name: z.string(),
  image: catalogImageSchema,
  categoryId: catalogIdSchema,
  categoryName: z.string(),
  /** Promised delivery window in minutes (the spec promises 0 to 15). */
  deliveryMinutes: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

export const confirmOrderSkuInfoCall = defineCall({
  method: 'GET',
  path: '/display/v1/product/getConfirmOrderSkuInfo',
  access: 'public',
  tag: 'order',
  summary: "The confirm page's SKU summary: the product, each SKU with its current price and the quantity, the subtotal",
  request: confirmLinkSchema.extend(localeField),
  response: z.object({
    product: orderProductSchema,
    lines: z.array(z.object({ sku: skuSchema, quantity: z.number().int().min(1), amount: moneySchema })),
    totalQuantity: z.number().int().min(1),
    subtotal: moneySchema,
  }),
});

/** A coupon as an order shows it; the money layer owns coupons themselves. */
export const orderCouponSchema = z.object({ id: z.string(), name: z.string(), discount: moneySchema });

/** What the buyer pays: the subtotal less the coupon's discount. */
export const actualPaymentSchema = z.object({
  subtotal: moneySchema,
  discount: moneySchema,
  payAmount: moneySchema,
  coupon: orderCouponSchema.nullable(),
});
export type ActualPayment = z.infer<typeof actualPaymentSchema>;

/** The customer's coupon an order spends (never a coupon template's id). */
const couponIdSchema = customerCouponIdSchema;

export const actualPaymentCall = defineCall({
  method: 'POST',
  path: '/order/payOrder/getActualPayment',
  access: 'user',
  tag: 'order',
  summary: 'The final amount of the confirm page with the chosen coupon (3032 when it does not apply)',
  request: confirmLinkSchema.extend(localeField).extend({ couponId: couponIdSchema.nullable().default(null) }),
  response: actualPaymentSchema,
});

export const createOrderCall = defineCall({
  method: 'POST',
  path: '/order/v2/createOrder',
  access: 'user',
  tag: 'order',
  summary: 'Place an order from the confirm link; the same submit again within a few seconds returns the first order',
  request: confirmLinkSchema.extend(localeField).extend({
    couponId: couponIdSchema.nullable().default(null),
    /** The pre-pay form's values, by account field key. */
    account: accountValuesSchema,
    /** The buyer confirmed an account the game partner does not know (else such an order is 5024). */
    playerConfirmed: z.boolean().default(false),
    /** The subtotal the page showed; another current subtotal is 3016 (price changed). */
    expectedSubtotal: moneySchema,
    /** The final amount the page showed (getActualPayment); another one is 5021 (amount mismatch). */
    expectedPayAmount: moneySchema,
  }),
  response: z.object({
    orderNo: orderNoSchema,
    status: orderStatusSchema,
    payAmount: moneySchema,
    /** When the order closes unpaid, ms since the epoch. */
    payDeadline: z.number().int(),
  }),
});

export const orderLineSchema = z.object({
  skuId: catalogIdSchema,
  skuName: z.string(),
  quantity: z.number().int().min(1),
  unitPrice: moneySchema,
  amount: moneySchema,
});

/** An order as the detail, reConfirm and result pages show it. Times are ms since the epoch. */
export const orderDetailSchema = z.object({
  orderNo: orderNoSchema,
  status: orderStatusSchema,
  /** The spec's 'refunded' sub-label of statuses 3 to 6: some or all of the money went back. */
  refunded: z.boolean(),
  product: orderProductSchema,
  lines: z.array(orderLineSchema),
  /** The pre-pay form's values and the nickname the game partner returned (null: not known). */
  account: accountValuesSchema,
  nickname: z.string().nullable(),
  currencyName: z.string(),
  subtotal: moneySchema,
  discount: moneySchema,
  coupon: orderCouponSchema.nullable(),
  payAmount: moneySchema,
  /** Null until paid. */
  paidAmount: moneySchema.nullable(),
  refundAmount: moneySchema.nullable(),
  /** The pay way of the latest payment attempt. */
  payWayId: z.string().nullable(),
  createTime: z.number().int(),
  payTime: z.number().int().nullable(),
  deliverTime: z.number().int().nullable(),
  finishTime: z.number().int().nullable(),
  closeTime: z.number().int().nullable(),
  /** When an unpaid order closes by itself. */
  payDeadline: z.number().int(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const orderNoRequest = z.object({ orderNo: orderNoSchema });

export const orderDetailsCall = defineCall({
  method: 'GET',
  path: '/order/orderInfo/details',
  access: 'user',
  tag: 'order',
  summary: "One of the caller's orders (12 when there is none with this number)",
  request: orderNoRequest,
  response: orderDetailSchema,
});

export const unpaidOrderInfoCall = defineCall({
  method: 'GET',
  path: '/order/orderInfo/unpaidOrderInfo',
  access: 'user',
  tag: 'order',
  summary: "An order still to pay, for /ordre/reConfirm (3011 when closed, 3012 when already paid)",
  request: orderNoRequest,
  response: orderDetailSchema,
});

export const closeOrderCall = defineCall({
  method: 'GET',
  path: '/order/orderInfo/closeOrder',
  access: 'user',
  tag: 'order',
  summary: 'Cancel an unpaid order after the Yes/No confirmation (3012 when it is paid meanwhile)',
  request: orderNoRequest,
  response: z.object({ orderNo: orderNoSchema, status: orderStatusSchema }),
});

/**
 * The tabs of /my/order and the statuses each one lists (spec, section 3: to pay, payment needs
 * confirmation, in progress, completed, closed, sent, refunded).
 */
export const ORDER_TABS = {
  all: [0, 1, 2, 3, 4, 5, 6],
  toPay: [ORDER_STATUS.TO_PAY],
  inProgress: [ORDER_STATUS.PAYMENT_NEEDS_CONFIRMATION, ORDER_STATUS.IN_PROGRESS],
  completed: [ORDER_STATUS.COMPLETED, ORDER_STATUS.SENT],
  closed: [ORDER_STATUS.CLOSED, ORDER_STATUS.REFUNDED],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;
export const ORDER_TAB_NAMES = ['all', 'toPay', 'inProgress', 'completed', 'closed'] as const satisfies readonly OrderTab[];

export const myOrderPageCall = defineCall({
  method: 'GET',
  path: '/order/orderInfo/myOrderPage',
  access: 'user',
  tag: 'order',
  summary: "The caller's orders of one tab, newest first, a page at a time",
  request: pageRequestSchema.extend({ tab: z.enum(ORDER_TAB_NAMES).default('all') }),
  response: pageOf(orderDetailSchema),
});

export const orderCountCall = defineCall({
  method: 'GET',
  path: '/order/orderInfo/getOrderCount',
  access: 'user',
  tag: 'order',
  summary: "How many of the caller's orders each tab of /my/order lists",
  request: z.object({}),
  response: z.object({
    all: z.number().int().min(0),
    toPay: z.number().int().min(0),
    inProgress: z.number().int().min(0),
    completed: z.number().int().min(0),
    closed: z.number().int().min(0),
  } satisfies Record<OrderTab, z.ZodNumber>),
});

const MY_ORDERS_PAGE_SIZE = 10;

/**
 * /my/order's first render: the tab and page its address names (?tab=, ?page=), and every tab's
 * count. Named once for the page and the server, which lists them as the page's early calls.
 */
export function myOrdersPageRequests(search: URLSearchParams) {
  const tab = ORDER_TAB_NAMES.find((name) => name === search.get('tab')) ?? 'all';
  const pageNum = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  return {
    orders: { tab, pageNum, pageSize: MY_ORDERS_PAGE_SIZE } satisfies CallRequest<typeof myOrderPageCall>,
    counts: {} satisfies CallRequest<typeof orderCountCall>,
  };
}

/**
 * What an order allows its owner now (spec, section 7). refund, form and history stay false until
 * after-sales, forms and the order's history exist. paymentConfirming: a payment was approved and
 * the store has heard of it but has not applied it yet; pay is then false so nobody pays twice.
 */
export const orderButtonStatusSchema = z.object({
  orderNo: orderNoSchema,
  status: orderStatusSchema,
  pay: z.boolean(),
  cancel: z.boolean(),
  refund: z.boolean(),
  form: z.boolean(),
  history: z.boolean(),
  paymentConfirming: z.boolean(),
  /** A payment attempt was started and its provider has not settled it yet (the buyer may still be paying). */
  paymentPending: z.boolean(),
});
export type OrderButtonStatus = z.infer<typeof orderButtonStatusSchema>;

export const orderButtonStatusCall = defineCall({
  method: 'GET',
  path: '/order/orderInfo/getOrderButtonStatus',
  access: 'user',
  tag: 'order',
  summary: "What one of the caller's orders allows now: pay, cancel, refund request, form, history (12 when there is none)",
  request: orderNoRequest,
  response: orderButtonStatusSchema,
});

export const orderCalls = [
  payWaysCall,
  confirmOrderSkuInfoCall,
  actualPaymentCall,
  createOrderCall,
  orderDetailsCall,
  unpaidOrderInfoCall,
  closeOrderCall,
  myOrderPageCall,
  orderCountCall,
  orderButtonStatusCall,
] as const;
