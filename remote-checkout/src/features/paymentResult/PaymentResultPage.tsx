import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCommonState } from '@topup/shared/commonState';
import { orderDetailsCall, orderNoOf, payWayCodeOf, type OrderNo } from '@topup/shared/contract';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { Button, EmptyState, LoadingState, RemotePage, SignInFirst, Skeleton } from '@topup/shared/ui';
import styles from '../common/checkout.module.css';
import { HomeLink, MyOrdersLink } from '../common/links';
import { customerQueryKey, isWebAddress } from '@topup/shared/storefront';
import { isCashPayWay } from '../payWays/cashPayWay';
import { PayWayNotice } from '../payWays/PayWayNotice';
import { confirmPaid, readReceipt } from './api';
import { Receipt } from './Receipt';
import { resultPhaseOf, type ResultPhase } from './resultPhase';
import { Timeline } from './Timeline';
import { usePayOrderStatus } from './usePayOrderStatus';

const TIMELINE_STEP: Partial<Record<ResultPhase, 0 | 1 | 2 | 3>> = {
  waitingPayment: 0,
  unpaid: 0,
  inProgress: 1,
  completed: 3,
  sent: 3,
};

function OrderResult({ orderNo }: { orderNo: OrderNo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storeDelivery = useCommonState((state) => state.serviceConfig?.deliveryMinutes);
  const { status, offline, refused, polling, keepWaiting, update } = usePayOrderStatus(orderNo);
  const [confirming, setConfirming] = useState(false);
  const phase = status ? resultPhaseOf(status) : undefined;
  const token = useSession((state) => state.accessToken);
  // Read again at each phase, so the receipt shows the amount paid once the payment is in; the
  // customer's own, so keyed by the session like every customer query.
  const receipt = useQuery({
    queryKey: [...customerQueryKey(orderDetailsCall, token, { orderNo }), phase],
    queryFn: () => readReceipt(orderNo),
    enabled: phase !== undefined && phase !== 'failed',
    placeholderData: (previous) => previous,
    retry: false,
  });
  // The product's own promise, the same one its page and the confirmation showed.
  const delivery = receipt.data?.product.deliveryMinutes ?? storeDelivery;
  const payment = status?.payment ?? null;

  useEffect(() => {
    if (phase === 'failed' && payment) navigate(links.paymentError(orderNo, payment.status), { replace: true });
  }, [phase, payment, orderNo, navigate]);

  async function sayPaid() {
    setConfirming(true);
    try {
      update(await confirmPaid(orderNo));
      keepWaiting();
    } catch {
      // The client has shown why; the polling goes on.
    } finally {
      setConfirming(false);
    }
  }

  if (!phase) {
    if (refused) return <EmptyState title={t('checkout.result.noOrder')} text={t('checkout.result.noOrderText')} action={<MyOrdersLink />} />;
    return (
      <LoadingState>
        <Skeleton height={160} />
      </LoadingState>
    );
  }
  const step = TIMELINE_STEP[phase];
  const waitingPayment = phase === 'waitingPayment';
  const stillWaiting = waitingPayment || phase === 'inProgress';
  return (
    <>
      <section className={styles.card} aria-labelledby="result-title" data-phase={phase}>
        <div role="status" className={styles.status}>
          <h2 id="result-title" className={styles.cardTitle}>
            {t(`checkout.result.${phase}.title`)}
          </h2>
          <p className={styles.muted}>
            {phase === 'inProgress' && delivery
              ? t('delivery.window', { min: delivery.min, max: delivery.max })
              : t(`checkout.result.${phase}.text`)}
          </p>
        </div>
        {step !== undefined ? <Timeline current={step} /> : null}
        {waitingPayment && payment ? (
          <PayWayNotice confirmMinutes={payment.confirmMinutes} cash={isCashPayWay(payWayCodeOf(payment.payWayId))} deliveryMinutes={delivery} />
        ) : null}
        <p className={styles.muted}>{t('checkout.order.number', { orderNo })}</p>
        {offline ? <p className={styles.muted}>{t('checkout.result.offline')}</p> : null}
        {stillWaiting && !polling ? <p className={styles.muted}>{t('checkout.result.paused')}</p> : null}
        <div className={styles.actions}>
          {stillWaiting && !polling ? <Button onClick={keepWaiting}>{t('checkout.result.keepWaiting')}</Button> : null}
          {waitingPayment ? (
            <Button variant="secondary" onClick={() => void sayPaid()} disabled={confirming}>
              {t('checkout.result.iHavePaid')}
            </Button>
          ) : null}
          {waitingPayment && payment?.url && isWebAddress(payment.url) ? (
            <a href={payment.url} className={styles.link}>
              {t('checkout.result.openPayPage')}
            </a>
          ) : null}
          {phase === 'unpaid' ? (
            <Link to={links.payOrder(orderNo)} className={styles.link}>
              {t('checkout.result.payNow')}
            </Link>
          ) : null}
          <MyOrdersLink />
        </div>
      </section>
      {receipt.data ? <Receipt order={receipt.data} /> : null}
    </>
  );
}

/** /deal/paymentSucc?orderNo=: waits for the payment and the delivery, then says how it ended. */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSession(isSignedIn);
  const orderNo = orderNoOf(params);
  return (
    <RemotePage remote="checkout" className={styles.page}>
      <h1 className={styles.title}>{t('checkout.result.heading')}</h1>
      {orderNo === null ? (
        <EmptyState
          title={t('checkout.result.noOrder')}
          text={t('checkout.result.noOrderText')}
          action={
            <>
              <MyOrdersLink /> <HomeLink />
            </>
          }
        />
      ) : !signedIn ? (
        <SignInFirst reason={t('checkout.signIn')} />
      ) : (
        <OrderResult key={orderNo} orderNo={orderNo} />
      )}
    </RemotePage>
  );
}
