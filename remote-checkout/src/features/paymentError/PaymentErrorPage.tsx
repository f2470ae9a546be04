import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ORDER_STATUS, orderDetailsCall, orderNoOf, type OrderDetail, type OrderNo } from '@topup/shared/contract';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useCustomerQuery } from '@topup/shared/storefront';
import { LoadingState, RemotePage, SignInFirst, Skeleton } from '@topup/shared/ui';
import { AmountSummary } from '../common/AmountSummary';
import styles from '../common/checkout.module.css';
import { HomeLink, MyOrdersLink } from '../common/links';
import { ProductHeader } from '../common/ProductHeader';
import { reasonTextKey } from './reasonText';

/** Statuses an order can still be paid in. */
const PAYABLE: readonly number[] = [ORDER_STATUS.TO_PAY, ORDER_STATUS.PAYMENT_NEEDS_CONFIRMATION];

function NextStep({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (PAYABLE.includes(order.status)) {
    return (
      <Link to={links.payOrder(order.orderNo)} className={styles.primaryLink} data-testid="pay-again">
        {t('checkout.failure.payAgain')}
      </Link>
    );
  }
  if (order.status === ORDER_STATUS.CLOSED) return <p className={styles.muted}>{t('checkout.failure.closed')}</p>;
  return (
    <Link to={links.paymentResult(order.orderNo)} className={styles.link}>
      {t('checkout.failure.alreadyPaid')}
    </Link>
  );
}

function FailedOrder({ orderNo }: { orderNo: OrderNo }) {
  const { t } = useTranslation();
  const order = useCustomerQuery(orderDetailsCall, { orderNo });
  if (order.data) {
    return (
      <section className={styles.card} aria-labelledby="failed-order">
        <h2 id="failed-order" className={styles.cardTitle}>
          {t('checkout.order.number', { orderNo })}
        </h2>
        <ProductHeader product={order.data.product} />
        <AmountSummary subtotal={order.data.subtotal} discount={order.data.discount} payAmount={order.data.payAmount} couponName={order.data.coupon?.name} />
        <div className={styles.actions}>
          <NextStep order={order.data} />
          <MyOrdersLink />
        </div>
      </section>
    );
  }
  if (order.isError) {
    // Without the order's details the buyer can still try paying it again there.
    return (
      <div className={styles.actions}>
        <Link to={links.payOrder(orderNo)} className={styles.primaryLink} data-testid="pay-again">
          {t('checkout.failure.payAgain')}
        </Link>
        <MyOrdersLink />
      </div>
    );
  }
  return (
    <LoadingState>
      <Skeleton height={160} />
    </LoadingState>
  );
}

/** /ordre/paymentError?orderNo=&reason=: why the payment failed, in the buyer's words, and paying again. */
export function PaymentErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSession(isSignedIn);
  const orderNo = orderNoOf(params);
  return (
    <RemotePage remote="checkout" className={styles.page}>
      <h1 className={styles.title}>{t('title.paymentError')}</h1>
      <div role="alert" className={styles.card}>
        <p className={styles.cardTitle}>{t(reasonTextKey(params.get('reason')))}</p>
        <p className={styles.muted}>{t('checkout.failure.noCharge')}</p>
      </div>
      {orderNo === null ? <HomeLink /> : !signedIn ? <SignInFirst reason={t('checkout.signIn')} /> : <FailedOrder orderNo={orderNo} />}
    </RemotePage>
  );
}
