import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ORDER_STATUS, orderNoOf, payWayCodeOf, type OrderButtonStatus, type OrderDetail, type OrderNo } from '@topup/shared/contract';
import { isPaymentBeingConfirmed, LiveOrderProgress, useLiveOrder } from '@topup/shared/liveOrder';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useFormatDateTime } from '@topup/shared/storefront';
import { CancelOrder, EmptyState, ErrorState, LoadingState, Price, RemotePage, SignInFirst, SizedImage, Skeleton, usePayWayName } from '@topup/shared/ui';
import { RefundOffer } from '../afterSale/RefundOffer';
import common from '../common/member.module.css';
import { OrderFormLinks } from '../forms/OrderFormLinks';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { PlayerFacts } from './PlayerFacts';
import styles from './orders.module.css';
import { useDeliveryCountdown } from './useDeliveryCountdown';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function BackToOrders() {
  const { t } = useTranslation();
  return (
    <Link to={links.myOrders()} className={common.link}>
      {t('member.orders.backToList')}
    </Link>
  );
}

/** Pay and cancel only as the server allows; while a payment is on its way, only a quiet 'pay again'. */
function OrderActions({ order, buttons, onCancelled }: { order: OrderDetail; buttons: OrderButtonStatus | undefined; onCancelled(): void }) {
  const { t } = useTranslation();
  if (!buttons || buttons.status !== order.status || (!buttons.pay && !buttons.cancel)) return null;
  if (isPaymentBeingConfirmed(order, buttons)) {
    return buttons.pay && !buttons.paymentConfirming ? (
      <div className={common.actions}>
        <Link to={links.payOrder(order.orderNo)} className={common.link}>
          {t('liveOrder.payAgain')}
        </Link>
      </div>
    ) : null;
  }
  return (
    <div className={common.actions}>
      {buttons.pay ? (
        <Link to={links.payOrder(order.orderNo)} className={styles.pay}>
          {t('member.orders.pay')}
        </Link>
      ) : null}
      {buttons.cancel ? <CancelOrder orderNo={order.orderNo} onClosed={onCancelled} /> : null}
    </div>
  );
}

/**
 * Cancelling reloads the order in place, and the pressed button goes with the reload: the focus
 * then moves to the order's number and status, which now says closed (read out by a screen reader).
 */
function useFocusWhenClosed(order: OrderDetail, reload: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  // A ref, not state: the reloaded order renders anyway, nothing needs to draw the flag.
  const cancelled = useRef(false);
  useEffect(() => {
    if (!cancelled.current || order.status !== ORDER_STATUS.CLOSED) return;
    cancelled.current = false;
    ref.current?.focus();
  }, [order.status]);
  return {
    ref,
    onCancelled() {
      cancelled.current = true;
      reload();
    },
  };
}

function OrderFacts({ order, buttons, following, reload }: { order: OrderDetail; buttons: OrderButtonStatus | undefined; following: boolean; reload(): void }) {
  const { t } = useTranslation();
  const payWayName = usePayWayName();
  const formatTime = useFormatDateTime();
  const times = (['createTime', 'payTime', 'deliverTime', 'finishTime', 'closeTime'] as const).filter((key) => order[key] !== null);
  const [line] = order.lines;
  const countdown = useDeliveryCountdown(order);
  const focusAfterCancel = useFocusWhenClosed(order, reload);
  return (
    <div className={styles.detail}>
      <section className={common.card} aria-labelledby="order-product">
        <div ref={focusAfterCancel.ref} tabIndex={-1} className={styles.head}>
          <span className={common.muted}>{t('member.orders.number', { orderNo: order.orderNo })}</span>
          <OrderStatusBadge order={isPaymentBeingConfirmed(order, buttons) ? { ...order, status: ORDER_STATUS.PAYMENT_NEEDS_CONFIRMATION } : order} />
        </div>
        <div className={styles.body}>
          <SizedImage image={order.product.image} alt="" eager className={styles.image} />
          <div className={styles.what}>
            <h2 id="order-product" className={common.cardTitle}>
              {order.product.name}
            </h2>
            <p className={common.muted}>{order.product.categoryName}</p>
            {line ? <p className={common.muted}>{t('member.orders.line', { sku: line.skuName, quantity: line.quantity })}</p> : null}
          </div>
        </div>
        <LiveOrderProgress order={order} buttons={buttons} following={following} />
        <OrderTimeline order={order} countdown={countdown} />
        <OrderActions order={order} buttons={buttons} onCancelled={focusAfterCancel.onCancelled} />
        <RefundOffer order={order} late={countdown.late} onRequested={reload} />
        <OrderFormLinks orderNo={order.orderNo} buttons={buttons} />
      </section>
      <section className={common.card} aria-labelledby="order-amounts">
        <h2 id="order-amounts" className={common.cardTitle}>
          {t('member.orders.amounts')}
        </h2>
        <dl className={common.facts}>
          <Fact label={t('member.orders.subtotal')}>
            <Price money={order.subtotal} />
          </Fact>
          {order.discount.amount > 0 ? (
            <Fact label={order.coupon?.name ? t('member.orders.couponNamed', { name: order.coupon.name }) : t('member.orders.coupon')}>
              −<Price money={order.discount} />
            </Fact>
          ) : null}
          <Fact label={t('member.orders.toPay')}>
            <Price money={order.payAmount} />
          </Fact>
          {order.paidAmount ? (
            <Fact label={t('member.orders.paid')}>
              <Price money={order.paidAmount} />
            </Fact>
          ) : null}
          {order.refundAmount ? (
            <Fact label={t('member.orders.refund')}>
              <Price money={order.refundAmount} />
            </Fact>
          ) : null}
          {order.payWayId ? (
            <Fact label={t('member.orders.payWay')}>{payWayName(payWayCodeOf(order.payWayId))}</Fact>
          ) : null}
        </dl>
      </section>
      <section className={common.card} aria-labelledby="order-times">
        <h2 id="order-times" className={common.cardTitle}>
          {t('member.orders.times')}
        </h2>
        <dl className={common.facts}>
          {times.map((key) => (
            <Fact key={key} label={t(`member.orders.time.${key}`)}>
              <time dateTime={new Date(order[key] as number).toISOString()}>{formatTime(order[key] as number)}</time>
            </Fact>
          ))}
          {order.status === ORDER_STATUS.TO_PAY ? (
            <Fact label={t('member.orders.time.payDeadline')}>{formatTime(order.payDeadline)}</Fact>
          ) : null}
        </dl>
      </section>
      <section className={common.card} aria-labelledby="order-player">
        <h2 id="order-player" className={common.cardTitle}>
          {t('member.orders.player')}
        </h2>
        <PlayerFacts order={order} />
      </section>
    </div>
  );
}

function OrderOfNumber({ orderNo }: { orderNo: OrderNo }) {
  const { t } = useTranslation();
  const live = useLiveOrder(orderNo);
  if (live.order) return <OrderFacts order={live.order} buttons={live.buttons} following={live.following} reload={live.refresh} />;
  if (live.missing) return <EmptyState title={t('member.orders.notFound')} action={<BackToOrders />} />;
  if (live.failed) return <ErrorState onRetry={live.refresh} />;
  return (
    <LoadingState className={styles.detail}>
      <Skeleton height={180} />
      <Skeleton height={220} />
      <Skeleton height={180} />
    </LoadingState>
  );
}

/** /ordre/detail?orderNo=: one order, followed live: statuses, times, amounts, player and pay way; pay or cancel as the server allows. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSession(isSignedIn);
  const orderNo = orderNoOf(params);
  return (
    <RemotePage remote="member" className={common.page}>
      <div className={common.actions}>
        <BackToOrders />
      </div>
      <h1 className={common.title}>{t('title.orderDetail')}</h1>
      {!signedIn ? <SignInFirst reason={t('member.signIn')} /> : orderNo === null ? <EmptyState title={t('member.orders.notFound')} action={<BackToOrders />} /> : <OrderOfNumber key={orderNo} orderNo={orderNo} />}
    </RemotePage>
  );
}
