import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import {
  orderNoSchema,
  ORDER_STATUS,
  localizedText,
  type AccountValues,
  type ActualPayment,
  type Locale,
  type Money,
  ORDER_TAB_NAMES,
  ORDER_TABS,
  type OrderDetail,
  type OrderNo,
  type OrderTab,
  type Page,
  type PageRequest,
  type PlayerCheckResult,
} from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { PaymentsConfig } from '../../config/paymentsConfig';
import type { DbHandle } from '../../db/database';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { holdCustomer } from '../auth';
import { orderProductOf, skuForOrder, skuViewOf, takeStock, type SkuForOrder } from '../catalog';
import { reserveCoupon, usableFor } from '../coupon';
import { orders } from './schema';
import type { GamePartner } from '../../partners/gamePartner';
import { checkDailyLimit, type DailyLimitCheck } from './dailyLimit';
import { hashOf } from './idempotency';
import type { OrderExtensions } from './extensions';
import { closeLocked, lockOrder, scheduleClose } from './lifecycle';
import { isPastPayWindow, isUnpaid, orderDetailOf, type OrderRow } from './orderViews';
import { checkAccount, checkSignature, quote, termsOf, type ConfirmLink, type Quote } from './quote';

export interface OrderServiceDeps {
  db: DbHandle;
  now: () => Date;
  config: PaymentsConfig;
  gamePartner: GamePartner;
  extensions: OrderExtensions;
}

export interface CreateOrderInput extends ConfirmLink {
  locale: Locale;
  couponId: string | null;
  account: AccountValues;
  playerConfirmed: boolean;
  expectedSubtotal: Money;
  expectedPayAmount: Money;
}

/** Tries of createOrder's transaction when its random order number was taken meanwhile. */
const ORDER_NO_TRIES = 5;

/** 20 digits: the date and time to the second, then six random digits. */
function newOrderNo(now: Date): OrderNo {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return orderNoSchema.parse(`${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`);
}

const noOrder = () => new ApiError(ResultCode.NO_DATA, 'No such order');

/** Whether the game partner can look players of a product up: its form asks a player id. */
export function hasPlayerCheck(product: Pick<SkuForOrder['product'], 'accountFields'>): boolean {
  return product.accountFields.some((field) => field.key === 'playerId');
}

/** Orders: the confirm page's figures, placing an order, reading and cancelling one (docs/orders.md). */
export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  async confirmInfo(link: ConfirmLink, locale: Locale) {
    checkSignature(link);
    const quoted = await quote(this.deps.db, link.productSpecDetailIds, locale);
    const { currencyName } = quoted.storefront;
    return {
      product: orderProductOf(quoted.found, locale),
      lines: quoted.lines.map((line, index) => ({
        sku: skuViewOf(quoted.skus[index] as SkuForOrder, locale, currencyName),
        quantity: line.quantity,
        amount: { currencyName, amount: line.amount },
      })),
      totalQuantity: quoted.totalQuantity,
      subtotal: { currencyName, amount: quoted.subtotal },
    };
  }

  async actualPayment(userId: bigint, link: ConfirmLink & { locale: Locale; couponId: string | null }): Promise<ActualPayment> {
    checkSignature(link);
    const quoted = await quote(this.deps.db, link.productSpecDetailIds, link.locale);
    const { currencyName } = quoted.storefront;
    const money = (amount: number) => ({ currencyName, amount });
    if (link.couponId === null) return { subtotal: money(quoted.subtotal), discount: money(0), payAmount: money(quoted.subtotal), coupon: null };
    const usable = await usableFor(this.deps.db, userId, termsOf(quoted), this.deps.now());
    const coupon = usable.find((each) => each.id === link.couponId);
    if (!coupon) throw new ApiError(ResultCode.COUPON_ABNORMAL, 'The coupon cannot be used on this order');
    const discount = Math.min(coupon.discountMinor, quoted.subtotal);
    return {
      subtotal: money(quoted.subtotal),
      discount: money(discount),
      payAmount: money(quoted.subtotal - discount),
      coupon: { id: coupon.id, name: localizedText(coupon.rule.name, link.locale), discount: money(discount) },
    };
  }

  /**
   * Places an order. Every check of docs/orders.md, then one transaction: the customer's row is
   * locked (so two identical submits serialise and the second finds the first), the coupon
   * reserved, the stock taken, the order written and its close job scheduled.
   */
  async create(userId: bigint, input: CreateOrderInput): Promise<OrderRow> {
    const { db } = this.deps;
    checkSignature(input);
    const quoted = await quote(db, input.productSpecDetailIds, input.locale);
    const { currencyName } = quoted.storefront;
    const account = checkAccount(quoted.found.product, input.account);
    if (input.expectedSubtotal.currencyName !== currencyName || input.expectedSubtotal.amount !== quoted.subtotal) {
      throw new ApiError(ResultCode.PRICE_CHANGED, 'The price has changed');
    }
    const requestHash = hashOf({ ...input, userId: String(userId) });
    const duplicate = await this.recentDuplicate(db, userId, requestHash);
    if (duplicate) return duplicate;
    // The partner is asked before any transaction opens: no lock waits for it.
    const player = hasPlayerCheck(quoted.found.product) ? await this.lookUp(quoted.found.product.categoryId, account) : null;
    if (player && player.result !== 'found' && !input.playerConfirmed) {
      throw new ApiError(ResultCode.FORM_PRODUCT_CHECK_5024, 'The game does not know this player; confirm the account to continue');
    }
    // A hint before anything is written; paying checks again with the customer held.
    await this.checkDailyLimit(db, { userId, currencyName, amount: input.expectedPayAmount.amount });
    // Order numbers are random within their second, so two can collide under load: the whole
    // transaction is tried again with a new number (it wrote nothing that stays).
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.place(userId, input, quoted, account, player, requestHash);
      } catch (error) {
        if (attempt >= ORDER_NO_TRIES || !isUniqueViolation(error, 'orders_order_no_key')) throw error;
      }
    }
  }

  /** The transaction of create(): customer held, coupon reserved, stock taken, order written. */
  private async place(
    userId: bigint,
    input: CreateOrderInput,
    quoted: Quote,
    account: AccountValues,
    player: PlayerCheckResult | null,
    requestHash: string,
  ): Promise<OrderRow> {
    const { db, now, config } = this.deps;
    const { currencyName } = quoted.storefront;
    return db.transaction(async (tx) => {
      await holdCustomer(tx, userId);
      const again = await this.recentDuplicate(tx, userId, requestHash);
      if (again) return again;
      const at = now();
      const orderNo = newOrderNo(at);
      let discount = 0;
      let couponName: string | null = null;
      if (input.couponId !== null) {
        const reserved = await reserveCoupon(tx, { ...termsOf(quoted), userId, userCouponId: BigInt(input.couponId), orderNo, now: at });
        discount = Math.min(Number(reserved.discountMinor), quoted.subtotal);
        couponName = localizedText(reserved.templateName, input.locale);
      }
      const payAmount = quoted.subtotal - discount;
      if (input.expectedPayAmount.currencyName !== currencyName || input.expectedPayAmount.amount !== payAmount) {
        throw new ApiError(ResultCode.FORM_PRODUCT_CHECK_5021, 'The amount does not match');
      }
      if (!(await takeStock(tx, quoted.lines))) throw new ApiError(ResultCode.FORM_PRODUCT_CHECK_5018, 'Not enough stock');
      const payDeadline = new Date(at.getTime() + config.payWindowMinutes * 60_000);
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo,
          userId,
          locale: input.locale,
          currencyName,
          productId: quoted.found.product.id,
          categoryId: quoted.found.product.categoryId,
          lines: quoted.lines,
          account,
          nickname: player?.result === 'found' ? player.nickname : null,
          subtotal: quoted.subtotal,
          discount,
          payAmount,
          couponId: input.couponId !== null ? BigInt(input.couponId) : null,
          couponName: input.couponId !== null ? couponName : null,
          status: ORDER_STATUS.TO_PAY,
          requestHash,
          createdAt: at,
          payDeadline,
        })
        .returning();
      await scheduleClose(tx, order as OrderRow, payDeadline, at);
      return order as OrderRow;
    });
  }

  async detail(userId: bigint, orderNo: OrderNo): Promise<OrderDetail> {
    const order = await this.own(userId, orderNo);
    return this.view(order);
  }

  /** The caller's orders of one /my/order tab, newest first. */
  async page(userId: bigint, tab: OrderTab, { pageNum, pageSize }: PageRequest): Promise<Page<OrderDetail>> {
    const { db } = this.deps;
    const where = and(eq(orders.userId, userId), inArray(orders.status, [...ORDER_TABS[tab]]));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ value: count() }).from(orders).where(where),
    ]);
    const list = await Promise.all(rows.map((row) => this.view(row)));
    return { list, total: total?.value ?? 0, pageNum, pageSize };
  }

  /** How many of the caller's orders each tab lists. */
  async countsByTab(userId: bigint): Promise<Record<OrderTab, number>> {
    const rows = await this.deps.db.select({ status: orders.status, value: count() }).from(orders).where(eq(orders.userId, userId)).groupBy(orders.status);
    const ofTab = (tab: OrderTab) => rows.reduce((total, row) => (ORDER_TABS[tab].some((status) => status === row.status) ? total + row.value : total), 0);
    return Object.fromEntries(ORDER_TAB_NAMES.map((tab) => [tab, ofTab(tab)])) as Record<OrderTab, number>;
  }

  /** An order of the caller's still to pay: 3011 when closed or past its pay window, 3012 when paid. */
  async unpaidOrder(userId: bigint, orderNo: OrderNo): Promise<OrderRow> {
    const order = await this.own(userId, orderNo);
    if (order.status === ORDER_STATUS.CLOSED || isPastPayWindow(order, this.deps.now())) throw new ApiError(ResultCode.ORDER_CLOSED, 'The order is closed');
    if (!isUnpaid(order)) throw new ApiError(ResultCode.TRANSACTION_MISSING_OR_PAID, 'The order is already paid');
    return order;
  }

  async unpaid(userId: bigint, orderNo: OrderNo): Promise<OrderDetail> {
    return this.view(await this.unpaidOrder(userId, orderNo));
  }

  /** Cancels an unpaid order; a closed one answers as it is; a paid one is 3012. */
  async close(userId: bigint, orderNo: OrderNo): Promise<OrderRow> {
    const { db, now } = this.deps;
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)) as never);
      if (!order) throw noOrder();
      if (order.status === ORDER_STATUS.CLOSED) return order;
      if (!isUnpaid(order)) throw new ApiError(ResultCode.TRANSACTION_MISSING_OR_PAID, 'The order is already paid');
      await closeLocked(tx, order, now(), this.deps.extensions);
      return { ...order, status: ORDER_STATUS.CLOSED };
    });
  }

  async own(userId: bigint, orderNo: OrderNo): Promise<OrderRow> {
    const [order] = await this.deps.db.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
    if (!order) throw noOrder();
    return order;
  }

  async view(order: OrderRow): Promise<OrderDetail> {
    const [line] = order.lines;
    const found = await skuForOrder(this.deps.db, BigInt((line as { skuId: string }).skuId), order.currencyName);
    if (!found) throw noOrder();
    return orderDetailOf(order, orderProductOf(found, order.locale as Locale));
  }

  /** 5025 when paying `amount` more today would pass the daily limit (see dailyLimit.ts). */
  async checkDailyLimit(db: DbHandle, check: DailyLimitCheck): Promise<void> {
    await checkDailyLimit(db, this.deps.extensions, this.deps.config.dailyPaymentLimits, this.deps.now(), check);
  }

  async lookUp(categoryId: bigint, account: AccountValues): Promise<PlayerCheckResult> {
    try {
      return await this.deps.gamePartner.lookUpPlayer(String(categoryId), account);
    } catch {
      return { result: 'unavailable' };
    }
  }

  /**
   * The order an identical submit within the window repeats. Not one the customer closed
   * meanwhile: buying the same again right after cancelling is a new order, which the closed one
   * could not be paid as (3011).
   */
  private async recentDuplicate(db: DbHandle, userId: bigint, requestHash: string): Promise<OrderRow | undefined> {
    const since = new Date(this.deps.now().getTime() - this.deps.config.duplicateOrderWindowSeconds * 1000);
    const [order] = await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.userId, userId), eq(orders.requestHash, requestHash), gte(orders.createdAt, since), ne(orders.status, ORDER_STATUS.CLOSED)),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return order;
  }
}
