import { z } from 'zod';
import { defineCall, moneySchema, orderNoSchema, orderStatusSchema, pageOf, pageRequestSchema, type CallRequest } from '@topup/shared/contract';

/**
 * After-sale: a customer's refund requests (spec, sections 3, 4 and 7). docs/after-sale.md says
 * which orders may ask, how much goes back and where, and how support staff decide.
 */

/** Refund status (spec, section 4): 0 in progress, then 1 success, 2 failed or 3 error. */
export const REFUND_STATUS = { IN_PROGRESS: 0, SUCCESS: 1, FAILED: 2, ERROR: 3 } as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];
export const refundStatusSchema = z.literal([0, 1, 2, 3]);
export const REFUND_STATUSES = [0, 1, 2, 3] as const satisfies readonly RefundStatus[];

/**
 * Where the money goes (spec, section 3): 5 balance, 6 promotion activity, 8 card, 9 QIWI,
 * 10 cards, 11 STC Pay.
 */
export const REFUND_PATH = { BALANCE: 5, PROMOTION: 6, CARD: 8, QIWI: 9, CARDS: 10, STC_PAY: 11 } as const;
export type RefundPath = (typeof REFUND_PATH)[keyof typeof REFUND_PATH];
export const refundPathSchema = z.literal([5, 6, 8, 9, 10, 11]);

/** The after-sale number: digits carried as a string, like an order number. */
const AFTER_SALE_NO_DIGITS = /^\d{8,32}$/;
export const afterSaleNoSchema = z.string().regex(AFTER_SALE_NO_DIGITS);

/** What afterSaleNoSchema accepts, without zod: the detail page checks its link's number. */
export function isAfterSaleNo(value: unknown): value is string {
  return typeof value === 'string' && AFTER_SALE_NO_DIGITS.test(value);
}

export const REFUND_REASON_MAX = 500;

/** One after-sale order as the list shows it. Times are ms since the epoch. */
export const afterSaleSchema = z.object({
  afterSaleNo: afterSaleNoSchema,
  orderNo: orderNoSchema,
  productName: z.string(),
  status: refundStatusSchema,
  reason: z.string(),
  amount: moneySchema,
  refundPath: refundPathSchema,
  createTime: z.number().int(),
  /** When it reached 1, 2 or 3; null while in progress. */
  finishTime: z.number().int().nullable(),
});
export type AfterSale = z.infer<typeof afterSaleSchema>;

/** One step of an after-sale order's history: requested, approved, refunded, rejected, error. */
export const AFTER_SALE_STEPS = ['requested', 'approved', 'refunded', 'rejected', 'error'] as const;
export type AfterSaleStep = (typeof AFTER_SALE_STEPS)[number];

export const afterSaleDetailSchema = afterSaleSchema.extend({
  orderStatus: orderStatusSchema,
  history: z.array(
    z.object({
      step: z.enum(AFTER_SALE_STEPS),
      status: refundStatusSchema,
      /** Support's words to the customer (a rejection's reason), or null. */
      note: z.string().nullable(),
      time: z.number().int(),
    }),
  ),
});
export type AfterSaleDetail = z.infer<typeof afterSaleDetailSchema>;

export const applyRefundCall = defineCall({
  method: 'POST',
  path: '/order/afterSalesOrderInfo/v1/applyRefund',
  access: 'user',
  tag: 'afterSale',
  summary:
    'Ask for the money of an eligible order back, whole, with a reason (15 when the order may not ask, 13 when a request is open already)',
  request: z.object({
    orderNo: orderNoSchema,
    reason: z.string().trim().min(1).max(REFUND_REASON_MAX),
    /** 5 (balance) instead of the order's own pay way; absent: the path refundDetail offers first. */
    refundPath: refundPathSchema.optional(),
  }),
  response: afterSaleDetailSchema,
});

export const afterSalePageCall = defineCall({
  method: 'GET',
  path: '/order/afterSalesOrderInfo/v1/queryAfterSalesOrderInfoPage',
  access: 'user',
  tag: 'afterSale',
  summary: "The caller's after-sale orders, newest first, of one refund status or all",
  request: pageRequestSchema.extend({ status: z.coerce.number().pipe(refundStatusSchema).optional() }),
  response: pageOf(afterSaleSchema),
});

const AFTER_SALES_PAGE_SIZE = 10;

/**
 * /my/afterSale's first render: the status (?status=, every status when absent or unknown) and
 * page (?page=) its address names. Named once for the page and the server, which lists it as the
 * page's early call.
 */
export function afterSalesPageRequests(search: URLSearchParams) {
  const status = REFUND_STATUSES.find((candidate) => `${candidate}` === search.get('status'));
  const pageNum = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  // No status key at all for every status: the server lists the payload as it is.
  const afterSales: { pageNum: number; pageSize: number; status?: RefundStatus } = { pageNum, pageSize: AFTER_SALES_PAGE_SIZE };
  if (status !== undefined) afterSales.status = status;
  return { afterSales: afterSales satisfies CallRequest<typeof afterSalePageCall> };
}

export const afterSaleDetailCall = defineCall({
  method: 'GET',
  path: '/order/afterSalesOrderInfo/v1/getAfterSalesOrderDetailsById',
  access: 'user',
  tag: 'afterSale',
  summary: "One of the caller's after-sale orders with its history (12 when there is none)",
  request: z.object({ id: afterSaleNoSchema }),
  response: afterSaleDetailSchema,
});

/** Why an order may not ask for a refund now (null when it may). */
export const REFUND_REFUSALS = ['notPaid', 'notYetLate', 'windowPassed', 'refunded', 'requestOpen'] as const;
export type RefundRefusal = (typeof REFUND_REFUSALS)[number];

export const refundDetailSchema = z.object({
  orderNo: orderNoSchema,
  refundable: z.boolean(),
  refusal: z.enum(REFUND_REFUSALS).nullable(),
  /** What a request would give back now: what was paid less what went back already. */
  refundableAmount: moneySchema,
  /** What went back already (automatic refunds included). */
  refundedAmount: moneySchema,
  /** The paths the customer may choose, the order's own pay way first. */
  refundPaths: z.array(refundPathSchema),
  /** When a late delivery makes the order refundable (ms since the epoch); null when no delivery is awaited. */
  lateAt: z.number().int().nullable(),
  /** The open request, if any. */
  openAfterSaleNo: afterSaleNoSchema.nullable(),
});
export type RefundDetail = z.infer<typeof refundDetailSchema>;

export const refundDetailCall = defineCall({
  method: 'GET',
  path: '/order/orderInfo/refundDetail',
  access: 'user',
  tag: 'afterSale',
  summary: "Whether one of the caller's orders may ask for a refund now, how much and where to (12 when there is none)",
  request: z.object({ orderNo: orderNoSchema }),
  response: refundDetailSchema,
});

export const afterSaleCalls = [applyRefundCall, afterSalePageCall, afterSaleDetailCall, refundDetailCall] as const;
