import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { orderNoOf, unpaidOrderInfoCall, type OrderNo } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useCustomerQuery } from '@topup/shared/storefront';
import { EmptyState, ErrorState, LoadingState, RemotePage, SignInFirst, Skeleton } from '@topup/shared/ui';
import styles from '../common/checkout.module.css';
import { MyOrdersLink } from '../common/links';
import { ExistingOrderForm } from './ExistingOrderForm';

const NOT_PAYABLE = [ResultCode.ORDER_CLOSED, ResultCode.TRANSACTION_MISSING_OR_PAID, ResultCode.NO_DATA];

/**
 * The order just cancelled on this page. The form, with the button pressed, gives way to a short
 * message: it is brought into view (on a phone the button was far down) and takes the focus.
 */
function CancelledHere() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.focusTarget}>
      <EmptyState titleAs="h2" title={t('checkout.order.cancelled')} text={t('checkout.order.cancelledText')} action={<MyOrdersLink />} />
    </div>
  );
}

function ExistingOrder({ orderNo }: { orderNo: OrderNo }) {
  const { t } = useTranslation();
  const [closedHere, setClosedHere] = useState(false);
  const order = useCustomerQuery(unpaidOrderInfoCall, { orderNo }, { requestOptions: { quietCodes: NOT_PAYABLE } });
  const { refetch } = order;
  const reload = useCallback(() => void refetch(), [refetch]);

  if (closedHere) return <CancelledHere />;
  const error = order.error;
  if (error instanceof ApiError && error.code === ResultCode.TRANSACTION_MISSING_OR_PAID) {
    return (
      <EmptyState
        title={t('checkout.order.alreadyPaid')}
        text={error.message}
        action={
          <Link to={links.paymentResult(orderNo)} className={styles.link}>
            {t('checkout.order.showStatus')}
          </Link>
        }
      />
    );
  }
  if (error instanceof ApiError && error.code === ResultCode.ORDER_CLOSED) {
    return <EmptyState title={t('checkout.order.closed')} text={error.message} action={<MyOrdersLink />} />;
  }
  if (error instanceof ApiError) {
    return <EmptyState title={t('checkout.order.notFound')} text={error.message} action={<MyOrdersLink />} />;
  }
  if (order.data) return <ExistingOrderForm order={order.data} onClosed={() => setClosedHere(true)} reload={reload} />;
  if (order.isError) return <ErrorState onRetry={reload} />;
  return (
    <LoadingState className={styles.layout}>
      <Skeleton height={200} />
      <Skeleton height={240} />
    </LoadingState>
  );
}

/** /ordre/reConfirm?orderNo=: pay an unpaid order, with the same or another pay way, or cancel it. */
export function PayExistingOrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSession(isSignedIn);
  const orderNo = orderNoOf(params);
  return (
    <RemotePage remote="checkout" className={styles.page}>
      <h1 className={styles.title}>{t('title.reConfirm')}</h1>
      {orderNo === null ? (
        <EmptyState title={t('checkout.order.badNumber')} action={<MyOrdersLink />} />
      ) : !signedIn ? (
        <SignInFirst reason={t('checkout.signIn')} />
      ) : (
        <ExistingOrder key={orderNo} orderNo={orderNo} />
      )}
    </RemotePage>
  );
}
